/**
 * What may be uploaded, as a photo, a document or an avatar. The browser checks a picked file by
 * its size, type and name, at once; the server checks the same limits and the real content.
 */
export type UploadKind = "photo" | "document" | "avatar";

const MB = 1024 * 1024;

export const UPLOAD_LIMITS: Readonly<Record<UploadKind, number>> = {
  photo: 10 * MB,
  document: 20 * MB,
  avatar: 5 * MB,
};

/** The image types the server stores (an APNG is stored as a PNG). */
export const IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/apng",
  "image/webp",
  "image/gif",
  "image/avif",
] as const;

export const DOCUMENT_EXTENSIONS = ["pdf", "doc", "docx"] as const;

export type PickedFile = { name: string; type: string; size: number };

/** Why a picked file cannot be uploaded as `kind`, or null when it may be. */
export function pickedFileProblem(kind: UploadKind, file: PickedFile): string | null {
  if (file.size === 0) {
    return `${file.name} is empty.`;
  }
  if (kind === "document") {
    const extension = file.name.match(/\.([^.]+)$/)?.[1]?.toLowerCase() ?? "";
    if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
      return `${file.name} is not a PDF, DOC or DOCX file.`;
    }
  } else if (/^image\/hei[cf]$/i.test(file.type)) {
    return `${file.name}: ${HEIC_MESSAGE}`;
  } else if (!(IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return `${file.name} is not an image: ${imageNoun(kind)} ${IMAGE_RULE}`;
  }
  if (file.size > UPLOAD_LIMITS[kind]) {
    return `${file.name} is too large: ${tooLargeRule(kind)}`;
  }
  return null;
}

// sharp's prebuilt libvips decodes HEIF only with AV1 inside (AVIF), not Apple's HEVC: a HEIC photo
// could not have its location data removed, so it is refused rather than stored with it.
export const HEIC_MESSAGE =
  "HEIC photos cannot be stored: export the photo as JPEG and upload that.";

export const IMAGE_RULE = "must be images (JPEG, PNG, WebP, GIF or AVIF).";

export function imageNoun(kind: Exclude<UploadKind, "document">): string {
  return kind === "photo" ? "Photos" : "Avatars";
}

/** 'photos can be at most 10 MB.' */
export function tooLargeRule(kind: UploadKind): string {
  const noun = { photo: "photos", document: "documents", avatar: "avatars" }[kind];
  return `${noun} can be at most ${UPLOAD_LIMITS[kind] / MB} MB.`;
}
