import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Agent, signedInAgent, upload } from "../../../../tests/support/http-agent";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";
import {
  animatedImage,
  hasGpsTag,
  imageWithGps,
  jpegWithGps,
  metadataBlocks,
  pngBomb,
} from "../../storage/image-fixtures";
import { cfbFile, isoImageFile, pdfFile, pngFile, zipFile } from "../../storage/upload-fixtures";
import { UPLOAD_LIMITS } from "../../storage/uploads";

const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const padded = (head: Uint8Array, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};

const SCRIPT_HTML =
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";
const SCRIPT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
const ALLOWED = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);
const INVISIBLE_OR_PATH = /[\\/\p{Cc}\p{Cf}\p{Cs}]/u;
// Bytes that must not survive into a stored image: markup, a zip's local header, the camera name.
const FORBIDDEN_IN_IMAGES = ["<script", "<html", "<svg", "PK\u0003\u0004", "FixtureCam", "GPS"];

type Expected = 400 | 413 | 415 | "stored";
type HostileUpload = {
  what: string;
  kind: "photo" | "document" | "avatar";
  bytes: () => Uint8Array | Promise<Uint8Array>;
  fileName: string;
  type: string;
  expected: Expected;
};

const jpeg = async () =>
  new Uint8Array(
    await sharp(pngFile({ width: 8, height: 8 }))
      .jpeg()
      .toBuffer(),
  );
const half = async (bytes: Promise<Uint8Array>) => {
  const whole = await bytes;
  return whole.slice(0, Math.floor(whole.length / 2));
};

const HOSTILE: HostileUpload[] = [
  {
    what: "HTML with a script named .jpg",
    kind: "photo",
    bytes: () => text(SCRIPT_HTML),
    fileName: "house.jpg",
    type: "image/jpeg",
    expected: 415,
  },
  {
    what: "SVG with a script named .jpg",
    kind: "photo",
    bytes: () => text(SCRIPT_SVG),
    fileName: "house.jpg",
    type: "image/jpeg",
    expected: 415,
  },
  {
    what: "SVG as an avatar",
    kind: "avatar",
    bytes: () => text(SCRIPT_SVG),
    fileName: "me.svg",
    type: "image/svg+xml",
    expected: 415,
  },
  {
    what: "SVG as a document",
    kind: "document",
    bytes: () => text(SCRIPT_SVG),
    fileName: "plan.pdf",
    type: "application/pdf",
    expected: 415,
  },
  {
    what: "HTML as a document",
    kind: "document",
    bytes: () => text(SCRIPT_HTML),
    fileName: "deed.pdf",
    type: "application/pdf",
    expected: 415,
  },
  {
    what: "XHTML behind a byte-order mark",
    kind: "photo",
    bytes: () => text(`\uFEFF<?xml version="1.0"?>${SCRIPT_HTML}`),
    fileName: "a.png",
    type: "image/png",
    expected: 415,
  },
  {
    what: "a shell script named .png",
    kind: "photo",
    bytes: () => text("#!/bin/sh\nrm -rf /\n"),
    fileName: "a.png",
    type: "image/png",
    expected: 415,
  },
  {
    what: "a JPEG/HTML polyglot",
    kind: "photo",
    bytes: async () => concat(await jpeg(), text(SCRIPT_HTML)),
    fileName: "poly.jpg",
    type: "image/jpeg",
    expected: "stored",
  },
  {
    what: "a PNG/ZIP polyglot",
    kind: "photo",
    bytes: () => concat(pngFile(), zipFile({ "evil.html": SCRIPT_HTML })),
    fileName: "poly.png",
    type: "image/png",
    expected: "stored",
  },
  {
    what: "a GIF header in front of JavaScript",
    kind: "photo",
    bytes: () => text("GIF89a/*\u0000\u0000*/=alert(1);//"),
    fileName: "a.gif",
    type: "image/gif",
    expected: 415,
  },
  {
    what: "a PDF named .jpg",
    kind: "photo",
    bytes: pdfFile,
    fileName: "house.jpg",
    type: "image/jpeg",
    expected: 415,
  },
  {
    what: "a PDF as an avatar",
    kind: "avatar",
    bytes: pdfFile,
    fileName: "me.png",
    type: "image/png",
    expected: 415,
  },
  {
    what: "a PDF with JavaScript, as a document",
    kind: "document",
    bytes: () => concat(pdfFile(), text("<< /S /JavaScript /JS (app.alert(1)) >>")),
    fileName: "deed.pdf",
    type: "application/pdf",
    expected: "stored",
  },
  {
    what: "a Windows program named .pdf",
    kind: "document",
    bytes: () => padded(text("MZ\u0090\u0000\u0003"), 2048),
    fileName: "contract.pdf",
    type: "application/pdf",
    expected: 415,
  },
  {
    what: "a plain zip named .docx",
    kind: "document",
    bytes: () => zipFile({ "a.txt": "hi" }),
    fileName: "offer.docx",
    type: "application/octet-stream",
    expected: 415,
  },
  {
    what: "an Excel CFB named .doc",
    kind: "document",
    bytes: () => cfbFile("Workbook"),
    fileName: "old.doc",
    type: "application/msword",
    expected: 415,
  },
  {
    what: "a HEIC photo, whose GPS could not be removed",
    kind: "photo",
    bytes: () => isoImageFile("heic"),
    fileName: "IMG_0001.HEIC",
    type: "image/heic",
    expected: 415,
  },
  {
    what: "a photo one byte too large",
    kind: "photo",
    bytes: () => padded(pngFile(), UPLOAD_LIMITS.photo + 1),
    fileName: "big.png",
    type: "image/png",
    expected: 413,
  },
  {
    what: "a document one byte too large",
    kind: "document",
    bytes: () => padded(pdfFile(), UPLOAD_LIMITS.document + 1),
    fileName: "big.pdf",
    type: "application/pdf",
    expected: 413,
  },
  {
    what: "an avatar one byte too large",
    kind: "avatar",
    bytes: () => padded(pngFile(), UPLOAD_LIMITS.avatar + 1),
    fileName: "big.png",
    type: "image/png",
    expected: 413,
  },
  {
    what: "a 400-megapixel PNG bomb of a few bytes",
    kind: "photo",
    bytes: () => pngBomb(20_000, 20_000),
    fileName: "bomb.png",
    type: "image/png",
    expected: 413,
  },
  {
    what: "an empty photo",
    kind: "photo",
    bytes: () => new Uint8Array(),
    fileName: "a.png",
    type: "image/png",
    expected: 415,
  },
  {
    what: "an empty document",
    kind: "document",
    bytes: () => new Uint8Array(),
    fileName: "a.pdf",
    type: "application/pdf",
    expected: 415,
  },
  {
    what: "an empty avatar",
    kind: "avatar",
    bytes: () => new Uint8Array(),
    fileName: "a.png",
    type: "image/png",
    expected: 415,
  },
  {
    what: "a truncated JPEG",
    kind: "photo",
    bytes: () => half(jpegWithGps()),
    fileName: "cut.jpg",
    type: "image/jpeg",
    expected: 415,
  },
  {
    what: "a truncated PNG",
    kind: "photo",
    bytes: () => pngFile({ width: 64, height: 64 }).slice(0, 60),
    fileName: "cut.png",
    type: "image/png",
    expected: 415,
  },
  {
    what: "a name climbing out with ../",
    kind: "photo",
    bytes: pngFile,
    fileName: "../../../etc/passwd.png",
    type: "image/png",
    expected: "stored",
  },
  {
    what: "a Windows path as the name",
    kind: "photo",
    bytes: pngFile,
    fileName: "C:\\Windows\\System32\\a.png",
    type: "image/png",
    expected: "stored",
  },
  {
    what: "a NUL in the name",
    kind: "photo",
    bytes: pngFile,
    fileName: "house\u0000.png.exe",
    type: "image/png",
    expected: "stored",
  },
  {
    what: "a right-to-left override in the name",
    kind: "document",
    bytes: pdfFile,
    fileName: "invoice\u202Efdp.exe",
    type: "application/pdf",
    expected: "stored",
  },
  {
    what: "zero-width characters in the name",
    kind: "photo",
    bytes: pngFile,
    fileName: "\u200Bfront\u200D\u2060view\uFEFF.png",
    type: "image/png",
    expected: "stored",
  },
  {
    what: "a 1,000-character name",
    kind: "photo",
    bytes: pngFile,
    fileName: `${"a".repeat(1000)}.png`,
    type: "image/png",
    expected: "stored",
  },
  {
    what: "a JPEG with GPS in EXIF and XMP",
    kind: "photo",
    bytes: jpegWithGps,
    fileName: "house.jpg",
    type: "image/jpeg",
    expected: "stored",
  },
  {
    what: "a PNG with GPS in EXIF",
    kind: "photo",
    bytes: () => imageWithGps("png"),
    fileName: "house.png",
    type: "image/png",
    expected: "stored",
  },
  {
    what: "a WebP with GPS in EXIF",
    kind: "avatar",
    bytes: () => imageWithGps("webp"),
    fileName: "me.webp",
    type: "image/webp",
    expected: "stored",
  },
  {
    what: "an AVIF with GPS in EXIF",
    kind: "photo",
    bytes: () => imageWithGps("avif"),
    fileName: "house.avif",
    type: "image/avif",
    expected: "stored",
  },
  {
    what: "a JPEG that claims to be SVG",
    kind: "photo",
    bytes: jpeg,
    fileName: "house.svg",
    type: "image/svg+xml",
    expected: "stored",
  },
];

let server: TestServer;
let agent: Agent;
beforeAll(async () => {
  server = await startTestServer({ UPLOADS_PER_MINUTE: "1000" });
  agent = await signedInAgent(server);
});
afterAll(async () => {
  await server.close();
});

describe(`${HOSTILE.length} hostile uploads`, () => {
  test.each(HOSTILE)("$what: $expected", async ({ kind, bytes, fileName, type, expected }) => {
    const response = await upload(agent, kind, await bytes(), fileName, type);
    const body = (await response.json()) as { name: string; url: string; type: string };

    if (expected !== "stored") {
      expect(response.status).toBe(expected);
      expect(body).toEqual({ error: { message: expect.any(String) } });
      return;
    }
    expect(response.status).toBe(201);
    expect(ALLOWED.has(body.type)).toBe(true);
    expect(body.name).not.toMatch(INVISIBLE_OR_PATH);
    expect(body.name.length).toBeLessThanOrEqual(200);
    expect(body.url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+\/[0-9a-f-]{36}\.[a-z]+$/);

    const served = await agent.get(body.url);
    expect(served.headers.get("content-type")).toBe(body.type);
    const disposition = served.headers.get("content-disposition") ?? "";
    expect(disposition.startsWith(body.type.startsWith("image/") ? "inline;" : "attachment;")).toBe(
      true,
    );
    if (body.type.startsWith("image/")) {
      const stored = new Uint8Array(await served.arrayBuffer());
      expect(await metadataBlocks(stored)).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        comments: undefined,
      });
      const latin1 = Buffer.from(stored).toString("latin1");
      for (const forbidden of FORBIDDEN_IN_IMAGES) {
        expect(latin1).not.toContain(forbidden);
      }
    }
  });

  test("the metadata goes, the picture stays: turned upright, animation kept", async () => {
    const original = await jpegWithGps();
    expect(hasGpsTag((await sharp(original).metadata()).exif)).toBe(true);
    const photo = await upload(agent, "photo", original, "house.jpg", "image/jpeg");
    const stored = await agent.get(((await photo.json()) as { url: string }).url);
    const upright = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    // The fixture is 4×2 with EXIF orientation 6: shown, it is 2 wide and 4 high.
    expect([upright.width, upright.height, upright.orientation]).toEqual([2, 4, undefined]);

    for (const format of ["gif", "webp"] as const) {
      const animated = await upload(
        agent,
        "photo",
        await animatedImage(format),
        `a.${format}`,
        "image/gif",
      );
      const served = await agent.get(((await animated.json()) as { url: string }).url);
      const frames = await sharp(Buffer.from(await served.arrayBuffer()), {
        animated: true,
      }).metadata();
      expect(frames.pages).toBe(2);
    }
  });
});

describe("malformed upload requests", () => {
  const post = (body: string, contentType: string) =>
    agent.request("/api/files", { method: "POST", body, headers: { "content-type": contentType } });

  test.each<[string, () => Promise<Response>]>([
    ["multipart with no boundary", () => post("--x\r\n\r\n", "multipart/form-data")],
    [
      "a garbage multipart body",
      () => post("\u0000garbage\u0001", "multipart/form-data; boundary=zzz"),
    ],
    [
      "a body cut off mid-part",
      () =>
        post(
          '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
          "multipart/form-data; boundary=zzz",
        ),
    ],
    [
      "the file as a plain text field",
      () => {
        const form = new FormData();
        form.set("kind", "photo");
        form.set("file", "not a file");
        return agent.request("/api/files", { method: "POST", body: form });
      },
    ],
    [
      "two files in one request",
      () => {
        const form = new FormData();
        form.set("kind", "photo");
        form.append("file", new File([pngFile() as Uint8Array<ArrayBuffer>], "a.png"));
        form.append("file", new File([pngFile() as Uint8Array<ArrayBuffer>], "b.png"));
        return agent.request("/api/files", { method: "POST", body: form });
      },
    ],
    ["JSON instead of multipart", () => post('{"kind":"photo"}', "application/json")],
  ])("%s is refused with a 4xx and the JSON error shape", async (_, send) => {
    const response = await send();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toMatchObject({ error: { message: expect.any(String) } });
  });
});
