import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents, upload } from "../../../../tests/support/http-agent";
import { users } from "../../db/schema/users";
import { docxFile, pdfFile, pngFile } from "../../storage/upload-fixtures";
import { UPLOAD_LIMITS } from "../../storage/uploads";

const context = serverWithAgents();

describe("POST /api/files", () => {
  test("stores a photo under a key of the server's choosing and describes it", async () => {
    const response = await upload(context.owner, "photo", pngFile(), "front view.png", "image/png");
    expect(response.status).toBe(201);
    const file = (await response.json()) as { name: string; url: string; type: string };
    expect(file).toEqual({
      name: "front view.png",
      url: expect.stringMatching(/^\/api\/files\/[^/]+\/[0-9a-f-]{36}\.png$/),
      type: "image/png",
    });

    const served = await context.owner.get(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(served.headers.get("content-disposition")).toBe(
      `inline; filename="front view.png"; filename*=UTF-8''front%20view.png`,
    );
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: "png", width: 1, height: 1 });
  });

  test("accepts PDF and DOCX documents, judged by their content", async () => {
    const pdf = await upload(context.owner, "document", pdfFile(), "deed.pdf", "application/pdf");
    expect(pdf.status).toBe(201);
    expect(await pdf.json()).toMatchObject({ name: "deed.pdf", type: "application/pdf" });
    const docx = await upload(
      context.owner,
      "document",
      docxFile(),
      "agreement.docx",
      "application/octet-stream",
    );
    expect(docx.status).toBe(201);
    const served = await context.owner.get(((await docx.json()) as { url: string }).url);
    expect(served.headers.get("content-disposition")).toBe(
      `attachment; filename="agreement.docx"; filename*=UTF-8''agreement.docx`,
    );
  });

  test("refuses a file whose content does not match its kind with 415", async () => {
    const fake = await upload(
      context.owner,
      "photo",
      new TextEncoder().encode("not an image"),
      "fake.png",
      "image/png",
    );
    expect(fake.status).toBe(415);
    expect(await fake.json()).toEqual({ error: { message: expect.stringMatching(/images/) } });
    const pdfAsPhoto = await upload(context.owner, "photo", pdfFile(), "deed.png", "image/png");
    expect(pdfAsPhoto.status).toBe(415);
  });

  test("refuses an oversized photo with 413 and a clear message", async () => {
    const big = new Uint8Array(UPLOAD_LIMITS.photo + 1);
    big.set(pngFile());
    const response = await upload(context.owner, "photo", big, "huge.png", "image/png");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { message: expect.stringMatching(/too large/) },
    });
  });

  test("refuses a request with no file or an unknown kind", async () => {
    const noKind = await upload(context.owner, "spreadsheet", pngFile(), "a.png", "image/png");
    expect(noKind.status).toBe(400);
    const form = new FormData();
    form.set("kind", "photo");
    const noFile = await context.owner.request("/api/files", { method: "POST", body: form });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({ error: { message: "Choose a file to upload." } });
  });

  test("needs a session", async () => {
    const form = new FormData();
    form.set("kind", "photo");
    form.set("file", new File([pngFile() as Uint8Array<ArrayBuffer>], "a.png"));
    const response = await fetch(`${context.server.url}/api/files`, {
      method: "POST",
      body: form,
      headers: { origin: context.server.url },
    });
    expect(response.status).toBe(401);
  });
});

describe("GET /api/files/:key", () => {
  test("serves a file to its owner only", async () => {
    const { url } = (await (
      await upload(context.owner, "photo", pngFile(), "a.png", "image/png")
    ).json()) as { url: string };
    expect((await context.stranger.get(url)).status).toBe(404);
    expect((await fetch(`${context.server.url}${url}`)).status).toBe(401);
    expect((await context.owner.get(`${url}x`)).status).toBe(404);
    expect((await context.owner.get("/api/files/../../etc/passwd")).status).toBe(404);
  });
});

describe("DELETE /api/files/:key", () => {
  test("removes an upload no property uses, for its owner only", async () => {
    const { url } = (await (
      await upload(context.owner, "photo", pngFile(), "a.png", "image/png")
    ).json()) as { url: string };
    expect((await context.stranger.delete(url)).status).toBe(404);
    expect((await context.owner.delete(url)).status).toBe(204);
    expect((await context.owner.get(url)).status).toBe(404);
  });

  test("refuses to remove a file a saved property shows", async () => {
    const photo = (await (
      await upload(context.owner, "photo", pngFile(), "a.png", "image/png")
    ).json()) as { url: string };
    await context.owner.post("/api/properties", {
      title: "Villa",
      price: 1,
      location: "Goa",
      photos: [{ ...photo, name: "a.png" }],
    });
    const response = await context.owner.delete(photo.url);
    expect(response.status).toBe(409);
    expect((await context.owner.get(photo.url)).status).toBe(200);
  });

  test("refuses to remove the agent's avatar", async () => {
    const avatar = (await (
      await upload(context.owner, "avatar", pngFile(), "me.png", "image/png")
    ).json()) as { url: string };
    await context.owner.put("/api/profile", { avatarUrl: avatar.url });
    expect((await context.owner.delete(avatar.url)).status).toBe(409);
    expect((await context.owner.get(avatar.url)).status).toBe(200);
  });
});

describe("releasing files", () => {
  const uploadPhoto = async (agent: Agent) =>
    (await (await upload(agent, "photo", pngFile(), "a.png", "image/png")).json()) as {
      name: string;
      url: string;
      type: string;
    };
  const createListing = async (agent: Agent, photo: { url: string }) => {
    const response = await agent.post("/api/properties", {
      title: "Villa",
      price: 1,
      location: "Goa",
      photos: [{ name: "a.png", type: "image/png", ...photo }],
    });
    return ((await response.json()) as { id: string }).id;
  };

  test("another account's avatar pointing at my file cannot delete it", async () => {
    const photo = await uploadPhoto(context.owner);
    await createListing(context.owner, photo);
    // What the update-user hole allowed: the stranger's account image set to the owner's file.
    const { id: strangerId } = (await (await context.stranger.get("/api/profile")).json()) as {
      id: string;
    };
    await context.server.db.update(users).set({ image: photo.url }).where(eq(users.id, strangerId));

    expect((await context.stranger.put("/api/profile", { avatarUrl: "" })).status).toBe(200);
    expect((await context.owner.get(photo.url)).status).toBe(200);
  });

  test("a file two listings share stays until the last one goes", async () => {
    const photo = await uploadPhoto(context.owner);
    const first = await createListing(context.owner, photo);
    const second = await createListing(context.owner, photo);

    expect((await context.owner.delete(`/api/properties/${first}`)).status).toBe(204);
    expect((await context.owner.get(photo.url)).status).toBe(200);
    expect((await context.owner.delete(`/api/properties/${second}`)).status).toBe(204);
    expect((await context.owner.get(photo.url)).status).toBe(404);
  });

  test("a photo dropped from one listing stays while another shows it", async () => {
    const photo = await uploadPhoto(context.owner);
    const first = await createListing(context.owner, photo);
    await createListing(context.owner, photo);

    expect((await context.owner.patch(`/api/properties/${first}`, { photos: [] })).status).toBe(
      200,
    );
    expect((await context.owner.get(photo.url)).status).toBe(200);
  });

  test("a file that is both a listing's photo and the avatar outlives either alone", async () => {
    const photo = await uploadPhoto(context.owner);
    const listing = await createListing(context.owner, photo);
    await context.owner.put("/api/profile", { avatarUrl: photo.url });

    expect((await context.owner.delete(`/api/properties/${listing}`)).status).toBe(204);
    expect((await context.owner.get(photo.url)).status).toBe(200);
    await createListing(context.owner, photo);
    expect((await context.owner.put("/api/profile", { avatarUrl: "" })).status).toBe(200);
    expect((await context.owner.get(photo.url)).status).toBe(200);
  });
});
