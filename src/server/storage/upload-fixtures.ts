import { crc32, deflateSync } from "node:zlib";

// Tiny but real files, built from bytes so the tests need no binary fixtures.

const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);

type PngOptions = { width?: number; height?: number; rgba?: [number, number, number, number] };

/** A valid PNG of one colour (1×1 red by default). */
export function pngFile({
  width = 1,
  height = 1,
  rgba = [255, 0, 0, 255],
}: PngOptions = {}): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  const row = [0, ...Array.from({ length: width }, () => rgba).flat()];
  const pixels = deflateSync(Uint8Array.from(Array.from({ length: height }, () => row).flat()));
  return concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", new Uint8Array()),
  );
}

/** A JPEG's start-of-image and JFIF header. */
export function jpegFile(): Uint8Array {
  return concat(
    new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    ascii("JFIF\0"),
    new Uint8Array([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  );
}

export function gifFile(): Uint8Array {
  return concat(ascii("GIF89a"), new Uint8Array([1, 0, 1, 0, 0, 0, 0, 0x3b]));
}

export function webpFile(): Uint8Array {
  return concat(
    ascii("RIFF"),
    new Uint8Array([20, 0, 0, 0]),
    ascii("WEBPVP8L"),
    new Uint8Array(12),
  );
}

/** An ISO-BMFF `ftyp` box with the given major brand (avif, heic, mif1…). */
export function isoImageFile(brand: string): Uint8Array {
  return concat(new Uint8Array([0, 0, 0, 24]), ascii(`ftyp${brand}\0\0\0\0mif1${brand}`));
}

export function pdfFile(): Uint8Array {
  return ascii(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
      "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
      "trailer << /Root 1 0 R >>\n%%EOF\n",
  );
}

/** The smallest package Word opens: content types, the package relationship, one paragraph. */
export function docxFile(): Uint8Array {
  const main = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
  return zipFile({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`,
    "_rels/.rels":
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      "</Relationships>",
    "word/document.xml":
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      "<w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>",
  });
}

/**
 * A compound file (CFB) header, as legacy .doc/.xls/.ppt files start, then a directory entry
 * naming its main stream: WordDocument in Word files, Workbook in Excel ones.
 */
export function cfbFile(stream: "WordDocument" | "Workbook" = "WordDocument"): Uint8Array {
  const file = new Uint8Array(1024);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  file.set(new Uint8Array(Buffer.from(stream, "utf16le")), 512);
  return file;
}

/** A zip archive with stored (uncompressed) entries. */
export function zipFile(entries: Record<string, string>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = ascii(name);
    const data = ascii(text);
    const fields = { crc: crc32(data), size: data.byteLength, nameLength: nameBytes.byteLength };
    const local = concat(zipHeader(0x04034b50, fields), nameBytes, data);
    centrals.push(concat(zipHeader(0x02014b50, fields, offset), nameBytes));
    locals.push(local);
    offset += local.byteLength;
  }
  const directory = concat(...centrals);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, centrals.length, true);
  end.setUint16(10, centrals.length, true);
  end.setUint32(12, directory.byteLength, true);
  end.setUint32(16, offset, true);
  return concat(...locals, directory, new Uint8Array(end.buffer));
}

type ZipFields = { crc: number; size: number; nameLength: number };

function zipHeader(signature: number, fields: ZipFields, localOffset?: number): Uint8Array {
  const isCentral = localOffset !== undefined;
  const view = new DataView(new ArrayBuffer(isCentral ? 46 : 30));
  // The central header has one more field (version made by) before the shared ones.
  const at = isCentral ? 2 : 0;
  view.setUint32(0, signature, true);
  if (isCentral) {
    view.setUint16(4, 20, true);
  }
  view.setUint16(at + 4, 20, true);
  view.setUint16(at + 10, 0, true);
  view.setUint16(at + 12, 0x21, true);
  view.setUint32(at + 14, fields.crc, true);
  view.setUint32(at + 18, fields.size, true);
  view.setUint32(at + 22, fields.size, true);
  view.setUint16(at + 26, fields.nameLength, true);
  if (isCentral) {
    view.setUint32(42, localOffset, true);
  }
  return new Uint8Array(view.buffer);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concat(ascii(type), data);
  const frame = new DataView(new ArrayBuffer(4));
  frame.setUint32(0, data.byteLength);
  const crc = new DataView(new ArrayBuffer(4));
  crc.setUint32(0, crc32(typeAndData));
  return concat(new Uint8Array(frame.buffer), typeAndData, new Uint8Array(crc.buffer));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.byteLength;
  }
  return result;
}
