import { describe, expect, it } from "vitest";
import {
  cfbFile,
  docxFile,
  gifFile,
  isoImageFile,
  jpegFile,
  pdfFile,
  pngFile,
  webpFile,
  zipFile,
} from "./upload-fixtures.ts";
import {
  inspectUpload,
  keyBelongsTo,
  newFileKey,
  UPLOAD_LIMITS,
  type UploadKind,
} from "./uploads.ts";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PHOTOS_ONLY = "Photos must be images (JPEG, PNG, WebP, GIF or AVIF).";
const NO_HEIC = "HEIC photos cannot be stored: export the photo as JPEG and upload that.";
const DOCUMENTS_ONLY = "Documents must be PDF, DOC or DOCX files.";
const text = (value: string) => new TextEncoder().encode(value);
const padded = (file: Uint8Array, size: number) => {
  const result = new Uint8Array(size);
  result.set(file);
  return result;
};

describe("inspectUpload", () => {
  it.each([
    ["png", pngFile(), "image/png", "png"],
    ["jpeg", jpegFile(), "image/jpeg", "jpg"],
    ["gif", gifFile(), "image/gif", "gif"],
    ["webp", webpFile(), "image/webp", "webp"],
    ["avif", isoImageFile("avif"), "image/avif", "avif"],
  ])("accepts a %s photo by its content", async (_, bytes, contentType, extension) => {
    expect(await inspectUpload("photo", bytes)).toEqual({
      ok: true,
      contentType,
      extension,
    });
  });

  it.each([
    ["a PDF", pdfFile(), "document.pdf", "application/pdf", "pdf"],
    ["a DOCX", docxFile(), "offer.docx", DOCX, "docx"],
    ["a legacy Word DOC", cfbFile(), "Old Contract.bin", "application/msword", "doc"],
  ])("accepts %s as a document", async (_, bytes, _fileName, contentType, extension) => {
    expect(await inspectUpload("document", bytes)).toEqual({
      ok: true,
      contentType,
      extension,
    });
  });

  it("accepts an image as an avatar", async () => {
    expect(await inspectUpload("avatar", pngFile())).toMatchObject({ ok: true });
  });

  it.each<[string, UploadKind, Uint8Array, string, string]>([
    ["a text file renamed .png", "photo", text("just some notes"), "notes.png", PHOTOS_ONLY],
    ["a PDF sent as a photo", "photo", pdfFile(), "house.jpg", PHOTOS_ONLY],
    ["a DOCX sent as a photo", "photo", docxFile(), "house.jpg", PHOTOS_ONLY],
    ["a PDF sent as an avatar", "avatar", pdfFile(), "me.png", `Avatars ${PHOTOS_ONLY.slice(7)}`],
    ["an image sent as a document", "document", pngFile(), "scan.pdf", DOCUMENTS_ONLY],
    ["a plain zip named .docx", "document", zipFile({ "a.txt": "hi" }), "a.docx", DOCUMENTS_ONLY],
    ["a CFB spreadsheet", "document", cfbFile("Workbook"), "prices.xls", DOCUMENTS_ONLY],
    ["a CFB spreadsheet named .doc", "document", cfbFile("Workbook"), "a.doc", DOCUMENTS_ONLY],
    [
      "a HEIC photo, whose metadata sharp cannot strip",
      "photo",
      isoImageFile("heic"),
      "a.heic",
      NO_HEIC,
    ],
    ["a HEIF photo", "photo", isoImageFile("mif1"), "a.heif", NO_HEIC],
    ["a text file renamed .pdf", "document", text("%PDX not really"), "a.pdf", DOCUMENTS_ONLY],
  ])("refuses %s with 415", async (_, kind, bytes, _fileName, message) => {
    expect(await inspectUpload(kind, bytes)).toEqual({ ok: false, status: 415, message });
  });

  it.each<UploadKind>(["photo", "document", "avatar"])(
    "refuses an empty %s with 415",
    async (kind) => {
      expect(await inspectUpload(kind, new Uint8Array())).toEqual({
        ok: false,
        status: 415,
        message: "The file is empty.",
      });
    },
  );

  it.each<[UploadKind, string]>([
    ["photo", "The file is too large: photos can be at most 10 MB."],
    ["document", "The file is too large: documents can be at most 20 MB."],
    ["avatar", "The file is too large: avatars can be at most 5 MB."],
  ])("refuses a %s one byte over the limit with 413, before sniffing", async (kind, message) => {
    const bytes = new Uint8Array(UPLOAD_LIMITS[kind] + 1);

    expect(await inspectUpload(kind, bytes)).toEqual({
      ok: false,
      status: 413,
      message,
    });
  });

  it("accepts a file exactly at the limit", async () => {
    const bytes = padded(pngFile(), UPLOAD_LIMITS.photo);

    expect(await inspectUpload("photo", bytes)).toMatchObject({ ok: true });
  });

  it("has the documented limits", () => {
    expect(UPLOAD_LIMITS).toEqual({ photo: 10_485_760, document: 20_971_520, avatar: 5_242_880 });
  });
});

describe("file keys", () => {
  it("makes a fresh <userId>/<uuid>.<ext> key each time", () => {
    const key = newFileKey("Ab3_x-9", "jpg");

    expect(key).toMatch(/^Ab3_x-9\/[0-9a-f-]{36}\.jpg$/);
    expect(newFileKey("Ab3_x-9", "jpg")).not.toBe(key);
  });

  it.each([
    ["", "png"],
    ["../u", "png"],
    ["u/v", "png"],
    ["u", "p/ng"],
    ["u", ""],
  ])("refuses the user id %j with the extension %j", (userId, extension) => {
    expect(() => newFileKey(userId, extension)).toThrow();
  });

  it.each([
    ["user-1/a.png", "user-1", true],
    ["user-1/nested/a.png", "user-1", true],
    ["user-2/a.png", "user-1", false],
    ["user-10/a.png", "user-1", false],
    ["user-1", "user-1", false],
    ["user-1/../user-2/a.png", "user-1", false],
    ["/user-1/a.png", "user-1", false],
    ["a.png", "", false],
  ])("keyBelongsTo(%j, %j) is %s", (key, userId, expected) => {
    expect(keyBelongsTo(key, userId)).toBe(expected);
  });
});
