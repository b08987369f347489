/** The text of an uploaded spreadsheet or contacts file, whichever program saved it. */

export type DecodedText = { ok: true; text: string } | { ok: false; problem: string };

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];
/** A text file has no NUL byte; a binary one has some early on. */
const SNIFF_BYTES = 8192;

/**
 * UTF-8 with or without its byte-order mark; anything that is not valid UTF-8 is read as
 * Windows-1252, what Excel on Windows saves as 'CSV'. UTF-16 ('Unicode text') and binary files
 * are refused with what to do instead.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (UTF16_BOMS.some((bom) => startsWith(bytes, bom))) {
    return {
      ok: false,
      problem:
        "This file is saved as Unicode (UTF-16) text. Save it as 'CSV UTF-8' and import that.",
    };
  }
  if (bytes.subarray(0, SNIFF_BYTES).includes(0)) {
    return { ok: false, problem: NOT_TEXT };
  }
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(body) };
  } catch {
    return { ok: true, text: decodeWindows1252(body) };
  }
}

export const NOT_TEXT =
  "This file is not a spreadsheet we can read: choose a .csv, .xlsx or .vcf file.";

// Node 20's TextDecoder reads 'windows-1252' as Latin-1, which has control codes at 0x80-0x9F
// where Windows-1252 has €, curly quotes and dashes: those are mapped here.
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder("latin1")
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (code) => WINDOWS_1252_HIGH[code.charCodeAt(0) - 0x80] ?? code);
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}
