import { PHOTO_WIDTHS, type PhotoWidth } from "@shared/domain/photo-sizes";

/** Sizes are WebP: a third to a half of a JPEG's bytes at the same look, and every browser shows it. */
export const PHOTO_SIZE_TYPE = "image/webp";
const QUALITY = 78;
// libwebp's effort 2 of 6 encodes three times as fast as its default 4, for about 4 % more bytes.
const EFFORT = 2;
/** The same bound as the original's: a size is only ever made from an image we accepted. */
const MAX_PIXELS = 64 * 1024 * 1024;

const SIZE_SUFFIX = /\.w[0-9]+\.webp$/;
const IMAGE_KEY = /\.(jpg|png|webp|gif|avif)$/;

export type PhotoSize = { width: PhotoWidth; body: Uint8Array };

/** Where a size of the image stored under `key` lives: beside it, `<key>.w<width>.webp`. */
export function photoSizeKey(key: string, width: PhotoWidth): string {
  return `${key}.w${width}.webp`;
}

/** Every size key an image may have; none for anything else (documents have no sizes). */
export function photoSizeKeys(key: string): string[] {
  return isImageKey(key) ? PHOTO_WIDTHS.map((width) => photoSizeKey(key, width)) : [];
}

/** A size is reached through its original's address (`?w=`), never by its own key. */
export function isPhotoSizeKey(key: string): boolean {
  return SIZE_SUFFIX.test(key);
}

function isImageKey(key: string): boolean {
  return IMAGE_KEY.test(key) && !isPhotoSizeKey(key);
}

/**
 * Every width of an image, turned upright by its EXIF orientation and without any of its metadata
 * (sharp writes none unless asked), none wider than the image itself; from the upload itself or
 * from its cleaned copy alike (clean-image.ts), which is already upright. A still image is decoded once, at the largest width (JPEG shrinks
 * while it decodes), and the smaller widths come from those pixels; animated images stay animated.
 */
export async function makePhotoSizes(bytes: Uint8Array): Promise<PhotoSize[]> {
  const { default: sharp } = await import("sharp");
  const image = sharp(bytes, { animated: true, autoOrient: true, limitInputPixels: MAX_PIXELS });
  const { pages = 1 } = await image.metadata();
  const largest = Math.max(...PHOTO_WIDTHS);
  const source =
    pages > 1
      ? () => image.clone()
      : await image
          .clone()
          .resize({ width: largest, withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => {
            const { width, height, channels } = info;
            return () => sharp(data, { raw: { width, height, channels } });
          });
  return Promise.all(
    PHOTO_WIDTHS.map(async (width) => {
      const sized = await source()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY, effort: EFFORT })
        .toBuffer();
      return { width, body: new Uint8Array(sized.buffer, sized.byteOffset, sized.byteLength) };
    }),
  );
}
