import type { FormatEnum } from "sharp";

/** 64 megapixels (8K × 8K): any camera's photo, and a bound on the memory one decode takes. */
const MAX_PIXELS = 64 * 1024 * 1024;

const FORMATS: Readonly<Record<string, keyof FormatEnum | "avif">> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
};

/** An image sharp refused, with the reason to show the uploader. */
export class UnreadableImageError extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Re-encodes an image in its own format without its metadata (EXIF with the GPS position, XMP,
 * IPTC, comments), turned upright first since the EXIF orientation goes with the rest. Only the
 * colour profile is kept. All frames are kept, so animated GIF and WebP stay animated. Anything
 * appended to or hidden in the file (a polyglot's second half) is dropped by the re-encode too.
 */
export async function cleanImage(bytes: Uint8Array, contentType: string): Promise<Uint8Array> {
  const format = FORMATS[contentType];
  if (!format) {
    throw new Error(`No image format for ${contentType}`);
  }
  // sharp (libvips) takes most of a second to load: the server pays for it at the first image.
  const { default: sharp } = await import("sharp");
  try {
    const cleaned = await sharp(bytes, { animated: true, limitInputPixels: MAX_PIXELS })
      .rotate()
      .keepIccProfile()
      .toFormat(format)
      .toBuffer();
    return new Uint8Array(cleaned.buffer, cleaned.byteOffset, cleaned.byteLength);
  } catch (error) {
    // sharp reports damaged, truncated and oversized images alike, as plain Errors.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new UnreadableImageError(413, "The image is too large: at most 64 megapixels.");
    }
    throw new UnreadableImageError(415, "The image is damaged or incomplete: choose another file.");
  }
}
