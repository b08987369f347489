import { expect, test } from "vitest";
import { decodeText, NOT_TEXT } from "./text-decoding";

const utf8 = (text: string) => new TextEncoder().encode(text);

test.each([
  ["UTF-8", utf8("Name,Budget\nरवि,₹ 75 lakh"), "Name,Budget\nरवि,₹ 75 lakh"],
  [
    "UTF-8 with a byte-order mark",
    new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("Name\nJosé")]),
    "Name\nJosé",
  ],
  [
    "Windows-1252",
    new Uint8Array([...utf8("Name,Price\nJos"), 0xe9, 0x2c, 0x80, ...utf8(" 500")]),
    "Name,Price\nJosé,€ 500",
  ],
  ["nothing", new Uint8Array(), ""],
])("reads %s", (_encoding, bytes, text) => {
  expect(decodeText(bytes)).toEqual({ ok: true, text });
});

test.each([
  ["UTF-16 little-endian", new Uint8Array([0xff, 0xfe, 0x4e, 0x00]), /UTF-16.*CSV UTF-8/],
  ["UTF-16 big-endian", new Uint8Array([0xfe, 0xff, 0x00, 0x4e]), /UTF-16/],
  [
    "a binary file",
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    NOT_TEXT,
  ],
])("refuses %s with what to do instead", (_kind, bytes, problem) => {
  const decoded = decodeText(bytes);
  expect(decoded.ok).toBe(false);
  expect(decoded.ok ? "" : decoded.problem).toMatch(problem);
});
