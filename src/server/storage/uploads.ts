import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { isSafeKey } from "./storage.ts";

export type UploadKind = "photo" | "document" | "avatar";

export type UploadVerdict =
  | { ok: true; contentType: string; extension: string }
  | { ok: false; status: 413 | 415; message: string };

const MB = 1024 * 1024;

export const UPLOAD_LIMITS: Readonly<Record<UploadKind, number>> = {
  photo: 10 * MB,
  document: 20 * MB,
  avatar: 5 * MB,
};

const IMAGE_MESSAGE = "must be images (JPEG, PNG, WebP, GIF, AVIF or HEIC).";
const DOCUMENT_MESSAGE = "Documents must be PDF, DOC or DOCX files.";

const IMAGE_TYPES: Readonly<Record<string, { contentType: string; extension: string }>> = {
  "image/jpeg": { contentType: "image/jpeg", extension: "jpg" },
  "image/png": { contentType: "image/png", extension: "png" },
  // An animated PNG is still a PNG to every browser.
  "image/apng": { contentType: "image/png", extension: "png" },
  "image/webp": { contentType: "image/webp", extension: "webp" },
  "image/gif": { contentType: "image/gif", extension: "gif" },
  "image/avif": { contentType: "image/avif", extension: "avif" },
  "image/heic": { contentType: "image/heic", extension: "heic" },
  "image/heif": { contentType: "image/heif", extension: "heif" },
};

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * Decides whether an upload is accepted, from its size and its sniffed content; the file name
 * only tells a legacy Word .doc apart from other compound (CFB) files. An empty file is 415: it
 * is not too large, it simply is not of an accepted type.
 */
export async function inspectUpload(
  kind: UploadKind,
  bytes: Uint8Array,
  fileName: string,
): Promise<UploadVerdict> {
  if (bytes.byteLength > UPLOAD_LIMITS[kind]) {
    return { ok: false, status: 413, message: tooLargeMessage(kind) };
  }
  if (bytes.byteLength === 0) {
    return { ok: false, status: 415, message: "The file is empty." };
  }
  const sniffed = await fileTypeFromBuffer(bytes);
  if (kind === "document") {
    return documentVerdict(sniffed?.mime, fileName);
  }
  const image = sniffed ? IMAGE_TYPES[sniffed.mime] : undefined;
  if (!image) {
    const noun = kind === "photo" ? "Photos" : "Avatars";
    return { ok: false, status: 415, message: `${noun} ${IMAGE_MESSAGE}` };
  }
  return { ok: true, ...image };
}

/** The server, never the client, names stored files: `<userId>/<uuid>.<extension>`. */
export function newFileKey(userId: string, extension: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(userId)) {
    throw new Error(`Invalid user id for a file key: ${JSON.stringify(userId)}`);
  }
  if (!/^[a-z0-9]+$/.test(extension)) {
    throw new Error(`Invalid file extension: ${JSON.stringify(extension)}`);
  }
  return `${userId}/${randomUUID()}.${extension}`;
}

/** Files are private to their owner: a key is theirs when its first segment is their id. */
export function keyBelongsTo(key: string, userId: string): boolean {
  const [owner, ...rest] = key.split("/");
  return isSafeKey(key) && owner === userId && rest.length > 0;
}

function documentVerdict(mime: string | undefined, fileName: string): UploadVerdict {
  if (mime === "application/pdf") {
    return { ok: true, contentType: mime, extension: "pdf" };
  }
  if (mime === DOCX) {
    return { ok: true, contentType: mime, extension: "docx" };
  }
  // Every legacy Office file is CFB; only the name says it is a Word document.
  if (mime === "application/x-cfb" && /\.doc$/i.test(fileName.trim())) {
    return { ok: true, contentType: "application/msword", extension: "doc" };
  }
  return { ok: false, status: 415, message: DOCUMENT_MESSAGE };
}

function tooLargeMessage(kind: UploadKind): string {
  const noun = { photo: "photos", document: "documents", avatar: "avatars" }[kind];
  return `The file is too large: ${noun} can be at most ${UPLOAD_LIMITS[kind] / MB} MB.`;
}
