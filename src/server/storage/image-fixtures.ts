import { crc32 } from "node:zlib";
import sharp from "sharp";

// Real images made by sharp, for the tests that decode what the server stored.

const toBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);

/** Where the fixtures say the seller's house is: the EXIF that must not survive an upload. */
export const GPS_EXIF = {
  IFD0: { Make: "FixtureCam", Model: "HouseFinder 1" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "15/1 29/1 4/1",
    GPSLongitudeRef: "E",
    GPSLongitude: "73/1 49/1 5/1",
  },
};

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="15,29.07N"/>' +
  "</rdf:RDF></x:xmpmeta>";

/**
 * A 4×2 JPEG taken "sideways" (EXIF orientation 6), with a GPS position and a camera name in its
 * EXIF and the position again in XMP.
 */
export async function jpegWithGps(): Promise<Uint8Array> {
  return toBytes(
    await sharp({ create: { width: 4, height: 2, channels: 3, background: "#b33" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif(GPS_EXIF)
      .withXmp(XMP)
      .toBuffer(),
  );
}

/**
 * A phone-like photo: `width`×`height` pixels stored sideways (EXIF orientation 6), with the GPS
 * position in EXIF and XMP; colours that change across it, so sizes have something to shrink.
 */
export async function photoWithGps(width: number, height: number): Promise<Uint8Array> {
  const shapes = await sharp({
    create: {
      width: 8,
      height: 4,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .resize(width, height, { kernel: "cubic" })
    .png()
    .toBuffer();
  return toBytes(
    await sharp(shapes)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif(GPS_EXIF)
      .withXmp(XMP)
      .toBuffer(),
  );
}

/** Whether EXIF data holds a GPS block: the GPS IFD pointer, tag 0x8825, in either byte order. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return Boolean(
    exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))),
  );
}

export async function imageWithGps(format: "png" | "webp" | "avif"): Promise<Uint8Array> {
  return toBytes(
    await sharp({ create: { width: 3, height: 3, channels: 3, background: "#3b3" } })
      .toFormat(format)
      .withExif(GPS_EXIF)
      .toBuffer(),
  );
}

/** Two frames of different colours. */
export async function animatedImage(format: "gif" | "webp"): Promise<Uint8Array> {
  const frame = (background: string) =>
    sharp({ create: { width: 2, height: 2, channels: 4, background } })
      .png()
      .toBuffer();
  const frames = [await frame("#00f"), await frame("#f00")];
  return toBytes(
    await sharp(frames, { join: { animated: true } })
      .toFormat(format)
      .toBuffer(),
  );
}

/** Random pixels, which no encoder can shrink: a PNG of about 3 × width × height bytes. */
export async function noisePng(width: number, height: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) {
    pixels[index] = Math.floor(Math.random() * 256);
  }
  return toBytes(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

/** A PNG whose header claims width × height: a few bytes that would decode to gigabytes. */
export function pngBomb(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return toBytes(
    Buffer.concat([
      signature,
      chunk("IHDR", header),
      chunk("IDAT", Buffer.alloc(16)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** What sharp reads of an image's metadata blocks: all must be absent from a stored one. */
export async function metadataBlocks(bytes: Uint8Array) {
  const { exif, xmp, iptc, comments } = await sharp(bytes).metadata();
  return { exif, xmp, iptc, comments };
}
