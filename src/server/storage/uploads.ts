import { randomUUID } from "node:crypto";
import {
  type IMAGE_TYPES as ACCEPTED_IMAGE_TYPES,
  HEIC_MESSAGE,
  IMAGE_RULE,
  imageNoun,
  tooLargeRule,
  UPLOAD_LIMITS,
  type UploadKind,
} from "@shared/domain/upload-rules";
import { fileTypeFromBuffer } from "file-type";
import { isSafeKey } from "./storage.ts";

export { UPLOAD_LIMITS, type UploadKind };

export type UploadVerdict =
  | { ok: true; contentType: string; extension: string }
  | { ok: false; status: 413 | 415; message: string };

const DOCUMENT_MESSAGE = "Documents must be PDF, DOC or DOCX files.";

const STORED_AS: Readonly<
  Record<(typeof ACCEPTED_IMAGE_TYPES)[number], { contentType: string; extension: string }>
> = {
  "image/jpeg": { contentType: "image/jpeg", extension: "jpg" },
  "image/png": { contentType: "image/png", extension: "png" },
  // An animated PNG is still a PNG to every browser.
  "image/apng": { contentType: "image/png", extension: "png" },
  "image/webp": { contentType: "image/webp", extension: "webp" },
  "image/gif": { contentType: "image/gif", extension: "gif" },
  "image/avif": { contentType: "image/avif", extension: "avif" },
};

// "WordDocument" in UTF-16LE: the stream every Word 97-2003 file has in its CFB directory.
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * Decides whether an upload is accepted, from its size and its sniffed content, never its name.
 * An empty file is 415: it is not too large, it simply is not of an accepted type.
 */
export async function inspectUpload(kind: UploadKind, bytes: Uint8Array): Promise<UploadVerdict> {
  if (bytes.byteLength > UPLOAD_LIMITS[kind]) {
    return { ok: false, status: 413, message: `The file is too large: ${tooLargeRule(kind)}` };
  }
  if (bytes.byteLength === 0) {
    return { ok: false, status: 415, message: "The file is empty." };
  }
  const sniffed = await fileTypeFromBuffer(bytes);
  if (kind === "document") {
    return documentVerdict(sniffed?.mime, bytes);
  }
  const image = sniffed ? STORED_AS[sniffed.mime as keyof typeof STORED_AS] : undefined;
  if (sniffed?.mime === "image/heic" || sniffed?.mime === "image/heif") {
    return { ok: false, status: 415, message: HEIC_MESSAGE };
  }
  if (!image) {
    return { ok: false, status: 415, message: `${imageNoun(kind)} ${IMAGE_RULE}` };
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

function documentVerdict(mime: string | undefined, bytes: Uint8Array): UploadVerdict {
  if (mime === "application/pdf") {
    return { ok: true, contentType: mime, extension: "pdf" };
  }
  if (mime === DOCX) {
    return { ok: true, contentType: mime, extension: "docx" };
  }
  // Every legacy Office file is CFB (so are .xls, .ppt and .msg): a Word one has a WordDocument
  // stream. The byte search may also match inside another file's content; such a file is then
  // merely served, as an attachment, under the wrong Office type.
  if (mime === "application/x-cfb" && Buffer.from(bytes).includes(WORD_STREAM)) {
    return { ok: true, contentType: "application/msword", extension: "doc" };
  }
  return { ok: false, status: 415, message: DOCUMENT_MESSAGE };
}
