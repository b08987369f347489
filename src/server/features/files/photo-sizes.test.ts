import { PHOTO_WIDTHS } from "@shared/domain/photo-sizes";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import {
  type Agent,
  createAgent,
  serverWithAgents,
  upload,
} from "../../../../tests/support/http-agent";
import { uploads } from "../../db/schema/uploads";
import { createStorage } from "../../storage/create-storage";
import { hasGpsTag, metadataBlocks, photoWithGps } from "../../storage/image-fixtures";
import { photoSizeKey, photoSizeKeys } from "../../storage/photo-sizes";
import { pdfFile } from "../../storage/upload-fixtures";
import { fileKeyFromUrl } from "./files.service";
import { sweepUploads } from "./upload-sweep";

const context = serverWithAgents();
const storage = () => createStorage({ dataDir: context.server.dataDir });

/** A 2400×1200 photo taken sideways, with its position in EXIF: upright it is 1200 wide. */
async function uploadPhoto(agent: Agent = context.owner) {
  const response = await upload(
    agent,
    "photo",
    await photoWithGps(2400, 1200),
    "house.jpg",
    "image/jpeg",
  );
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  return { url, key: fileKeyFromUrl(url) ?? "" };
}

async function storedSizes(key: string) {
  const files = await storage();
  return Promise.all(photoSizeKeys(key).map((sizeKey) => files.get(sizeKey)));
}

async function uploadRow(key: string) {
  const [row] = await context.server.db.select().from(uploads).where(eq(uploads.key, key));
  return row;
}

async function listingWith(agent: Agent, url: string) {
  const response = await agent.post("/api/properties", {
    title: "Sea View Flat",
    price: 1,
    location: "Goa",
    photos: [{ name: "house.jpg", url, type: "image/jpeg" }],
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

describe("photo sizes at upload", () => {
  test("an image gets 320, 640 and 1280 px WebP sizes beside it, never wider than itself", async () => {
    const { url, key } = await uploadPhoto();
    for (const width of PHOTO_WIDTHS) {
      const served = await context.owner.get(`${url}?w=${width}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("private, max-age=3600");
      expect(served.headers.get("content-disposition")).toContain(`house-${width}.webp`);
      const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      // Upright the photo is 1200 × 2400: the 1280 size keeps its 1200 px.
      expect([image.format, image.width, image.height]).toEqual([
        "webp",
        Math.min(width, 1200),
        Math.min(width, 1200) * 2,
      ]);
    }
    const sizes = await storedSizes(key);
    expect(sizes.map((size) => size?.contentType)).toEqual(PHOTO_WIDTHS.map(() => "image/webp"));
    const original = await context.owner.get(url);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(1200);
  });

  test("every size is as clean as the original: no EXIF, GPS, XMP, IPTC or comments", async () => {
    const { url, key } = await uploadPhoto();
    for (const size of await storedSizes(key)) {
      const blocks = await metadataBlocks(size?.body ?? new Uint8Array());
      expect(blocks).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        comments: undefined,
      });
      expect(hasGpsTag(blocks.exif)).toBe(false);
      expect(Buffer.from(size?.body ?? []).toString("latin1")).not.toContain("FixtureCam");
    }
    expect((await context.owner.get(`${url}?w=320`)).status).toBe(200);
  });

  test("the upload's row counts the sizes too, so the quota does", async () => {
    const { key } = await uploadPhoto();
    const sizes = await storedSizes(key);
    const row = await uploadRow(key);
    expect(row?.sizesBytes).toBe(sizes.reduce((total, size) => total + (size?.size ?? 0), 0));
    expect(row?.sizesBytes).toBeGreaterThan(0);
  });

  test("a document has no sizes", async () => {
    const response = await upload(
      context.owner,
      "document",
      pdfFile(),
      "deed.pdf",
      "application/pdf",
    );
    const { url } = (await response.json()) as { url: string };
    expect((await context.owner.get(`${url}?w=320`)).status).toBe(404);
    expect((await uploadRow(fileKeyFromUrl(url) ?? ""))?.sizesBytes).toBe(0);
  });
});

describe("who reads a size", () => {
  test("only the owner, only by the original's address and ?w= with a stored width", async () => {
    const { url, key } = await uploadPhoto();
    expect((await context.stranger.get(`${url}?w=640`)).status).toBe(404);
    expect((await createAgent(context.server).get(`${url}?w=640`)).status).toBe(401);
    // A size's own key is no address, for anyone: one scheme, ?w=.
    for (const agent of [context.owner, context.stranger]) {
      expect((await agent.get(`/api/files/${photoSizeKey(key, 640)}`)).status).toBe(404);
      expect((await agent.delete(`/api/files/${photoSizeKey(key, 640)}`)).status).toBe(404);
    }
    expect((await context.stranger.delete(url)).status).toBe(404);
    const odd = await context.owner.get(`${url}?w=500`);
    expect(odd.status).toBe(400);
    expect(await odd.json()).toEqual({
      error: { message: "The width w must be one of 320, 640, 1280." },
    });
    expect((await storedSizes(key)).every(Boolean)).toBe(true);
  });

  test("a public link serves its listing's photo and avatar sizes and nothing else, until it stops", async () => {
    const { owner } = context;
    const photo = await uploadPhoto();
    const other = await uploadPhoto();
    const avatar = await uploadPhoto();
    const property = await listingWith(owner, photo.url);
    expect((await owner.put("/api/profile", { avatarUrl: avatar.url })).status).toBe(200);
    const share = (await (
      await owner.post(`/api/properties/${property.id}/share`, {
        country: "IN",
        currencySymbol: "₹",
        numberSystem: "indian",
      })
    ).json()) as { token: string };
    const visitor = createAgent(context.server);

    const sized = await visitor.get(`/p/${share.token}/photos/0?w=640`);
    expect(sized.status).toBe(200);
    expect(sized.headers.get("content-type")).toBe("image/webp");
    expect(sized.headers.get("cache-control")).toBe("no-cache");
    const served = Buffer.from(await sized.arrayBuffer());
    const stored = (await storage()).get(photoSizeKey(photo.key, 640));
    expect(served.equals(Buffer.from((await stored)?.body ?? []))).toBe(true);
    const face = await visitor.get(`/p/${share.token}/avatar?w=320`);
    expect([face.status, face.headers.get("content-type")]).toEqual([200, "image/webp"]);

    expect((await visitor.get(`/p/${share.token}/photos/1?w=640`)).status).toBe(404);
    expect((await visitor.get(`/p/${share.token}/photos/0?w=500`)).status).toBe(400);
    expect((await visitor.get(`/api/files/${photo.key}?w=640`)).status).toBe(401);
    expect((await visitor.get(`/api/files/${other.key}?w=640`)).status).toBe(401);

    expect((await owner.delete(`/api/properties/${property.id}/share`)).status).toBe(204);
    expect((await visitor.get(`/p/${share.token}/photos/0?w=640`)).status).toBe(404);
  });
});

describe("deleting a photo deletes its sizes", () => {
  test("DELETE /api/files/<key>", async () => {
    const { url, key } = await uploadPhoto();
    expect((await context.owner.delete(url)).status).toBe(204);
    expect(await storedSizes(key)).toEqual([null, null, null]);
    expect(await uploadRow(key)).toBeUndefined();
  });

  test("releasing it when its listing goes", async () => {
    const { url, key } = await uploadPhoto();
    const property = await listingWith(context.owner, url);
    expect((await context.owner.delete(`/api/properties/${property.id}`)).status).toBe(204);
    expect(await storedSizes(key)).toEqual([null, null, null]);
    expect(await (await storage()).get(key)).toBeNull();
  });

  test("the sweep, once no record uses it", async () => {
    const { key } = await uploadPhoto();
    await context.server.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 48 * 3600_000) })
      .where(eq(uploads.key, key));
    await sweepUploads(
      {
        db: context.server.db,
        asUser: context.server.asUser,
        storage: await storage(),
        graceMs: 24 * 3600_000,
        log: () => {},
      },
      new Date(),
    );
    expect(await storedSizes(key)).toEqual([null, null, null]);
    expect(await (await storage()).get(key)).toBeNull();
  });
});

describe("a photo stored before sizes existed", () => {
  test("gets its sizes made once, at the first request of one, stored and counted", async () => {
    const { url, key } = await uploadPhoto();
    const files = await storage();
    // As it was before this change: the original alone, its row counting no sizes.
    await Promise.all(photoSizeKeys(key).map((sizeKey) => files.delete(sizeKey)));
    await context.server.db.update(uploads).set({ sizesBytes: 0 }).where(eq(uploads.key, key));

    const first = await Promise.all(
      [640, 640, 320].map((width) => context.owner.get(`${url}?w=${width}`)),
    );
    expect(first.map((response) => response.status)).toEqual([200, 200, 200]);
    const image = await sharp(Buffer.from(await (first[0] as Response).arrayBuffer())).metadata();
    expect([image.format, image.width, image.exif]).toEqual(["webp", 640, undefined]);

    const sizes = await storedSizes(key);
    expect(sizes.every(Boolean)).toBe(true);
    expect((await uploadRow(key))?.sizesBytes).toBe(
      sizes.reduce((total, size) => total + (size?.size ?? 0), 0),
    );
    // Served from storage from now on: the same bytes as were stored.
    const again = Buffer.from(await (await context.owner.get(`${url}?w=1280`)).arrayBuffer());
    expect(again.equals(Buffer.from(sizes[2]?.body ?? []))).toBe(true);
  });

  test("one stored before uploads were recorded (no row) gets its sizes as well", async () => {
    const { owner } = context;
    const { key } = await uploadPhoto();
    const files = await storage();
    const original = await files.get(key);
    const legacyKey = `${key.split("/")[0]}/legacy-${Date.now()}.jpg`;
    await files.put(legacyKey, original?.body ?? new Uint8Array(), "image/jpeg");

    const sized = await owner.get(`/api/files/${legacyKey}?w=320`);
    expect([sized.status, sized.headers.get("content-type")]).toEqual([200, "image/webp"]);
    expect((await storedSizes(legacyKey)).every(Boolean)).toBe(true);
    expect((await context.stranger.get(`/api/files/${legacyKey}?w=320`)).status).toBe(404);
  });
});
