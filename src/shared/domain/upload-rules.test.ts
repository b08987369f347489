import { describe, expect, test } from "vitest";
import { pickedFileProblem, UPLOAD_LIMITS, type UploadKind } from "./upload-rules";

const MB = 1024 * 1024;

describe("pickedFileProblem", () => {
  test.each<[UploadKind, string, string, number, string | null]>([
    ["photo", "house.jpg", "image/jpeg", 2 * MB, null],
    [
      "photo",
      "HOUSE.HEIC",
      "image/heic",
      MB,
      "HOUSE.HEIC: HEIC photos cannot be stored: export the photo as JPEG and upload that.",
    ],
    ["avatar", "me.png", "image/png", MB, null],
    ["document", "deed.pdf", "application/pdf", 3 * MB, null],
    ["document", "Deed.DOCX", "", MB, null],
    ["document", "old.doc", "application/msword", MB, null],
    [
      "photo",
      "deed.pdf",
      "application/pdf",
      MB,
      "deed.pdf is not an image: Photos must be images (JPEG, PNG, WebP, GIF or AVIF).",
    ],
    [
      "photo",
      "logo.svg",
      "image/svg+xml",
      MB,
      "logo.svg is not an image: Photos must be images (JPEG, PNG, WebP, GIF or AVIF).",
    ],
    [
      "avatar",
      "notes.txt",
      "text/plain",
      10,
      "notes.txt is not an image: Avatars must be images (JPEG, PNG, WebP, GIF or AVIF).",
    ],
    ["document", "house.jpg", "image/jpeg", MB, "house.jpg is not a PDF, DOC or DOCX file."],
    ["document", "pdf", "application/pdf", MB, "pdf is not a PDF, DOC or DOCX file."],
    ["photo", "empty.png", "image/png", 0, "empty.png is empty."],
    [
      "photo",
      "huge.jpg",
      "image/jpeg",
      UPLOAD_LIMITS.photo + 1,
      "huge.jpg is too large: photos can be at most 10 MB.",
    ],
    ["photo", "limit.jpg", "image/jpeg", UPLOAD_LIMITS.photo, null],
    [
      "document",
      "scan.pdf",
      "application/pdf",
      UPLOAD_LIMITS.document + 1,
      "scan.pdf is too large: documents can be at most 20 MB.",
    ],
  ])("%s %s (%s, %d bytes): %s", (kind, name, type, size, expected) => {
    expect(pickedFileProblem(kind, { name, type, size })).toBe(expected);
  });
});
