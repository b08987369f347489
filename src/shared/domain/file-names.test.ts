import { describe, expect, it } from "vitest";
import {
  cleanFileName,
  contentDisposition,
  fileNameFromDisposition,
  formatStorageSize,
} from "./file-names";

describe("cleanFileName", () => {
  it.each([
    ["front view.jpg", "front view.jpg"],
    ["../../etc/passwd", "....etcpasswd"],
    ["C:\\Users\\me\\deed.pdf", "C:Usersmedeed.pdf"],
    ["deed\u0000.pdf", "deed.pdf"],
    ["invoice\u202Egpj.exe", "invoicegpj.exe"],
    ["a\u2066b\u2067c\u2068d\u2069e\u200Ef\u200Fg\u061Ch", "abcdefgh"],
    ["zero\u200Bwidth\u200C\u200D\uFEFF.png", "zerowidth.png"],
    ["line\u2028break\u2029.png", "linebreak.png"],
    ["lone\uD800surrogate.png", "lonesurrogate.png"],
    ["   ", "file.png"],
    ["..", "file.png"],
    ["\u202E\u200B", "file.png"],
    ["मकान.jpg", "मकान.jpg"],
  ])("cleans %j to %j", (name, expected) => {
    expect(cleanFileName(name, "png")).toBe(expected);
  });

  it("keeps at most 200 characters", () => {
    expect(cleanFileName(`${"a".repeat(300)}.pdf`, "pdf")).toHaveLength(200);
  });
});

describe("contentDisposition", () => {
  it.each([
    ["deed.pdf", `attachment; filename="deed.pdf"; filename*=UTF-8''deed.pdf`],
    [
      'my "deed" 100%.pdf',
      `attachment; filename="my _deed_ 100_.pdf"; filename*=UTF-8''my%20%22deed%22%20100%25.pdf`,
    ],
    [
      "मकान.pdf",
      `attachment; filename="____.pdf"; filename*=UTF-8''%E0%A4%AE%E0%A4%95%E0%A4%BE%E0%A4%A8.pdf`,
    ],
    ["a'b(c).pdf", `attachment; filename="a'b(c).pdf"; filename*=UTF-8''a%27b%28c%29.pdf`],
  ])("names %j safely", (name, expected) => {
    expect(contentDisposition("attachment", name)).toBe(expected);
  });
});

describe("formatStorageSize", () => {
  it.each([
    [0, "0 MB"],
    [860_000, "0.8 MB"],
    [1024 * 1024, "1 MB"],
    [999.95 * 1024 * 1024, "1,000 MB"],
    [2 * 1024 ** 3, "2 GB"],
    [1.94 * 1024 ** 3, "1.9 GB"],
  ])("shows %d bytes as %s", (bytes, expected) => {
    expect(formatStorageSize(bytes)).toBe(expected);
  });
});

describe("fileNameFromDisposition", () => {
  it.each([
    [contentDisposition("attachment", "Miss प्रिया.vcf"), "Miss प्रिया.vcf"],
    [contentDisposition("attachment", "clients-2026-11-23.csv"), "clients-2026-11-23.csv"],
    ['attachment; filename="plain.csv"', "plain.csv"],
    ["attachment; filename*=UTF-8''bad%E0.csv; filename=\"fallback.csv\"", "fallback.csv"],
    ["attachment", "download"],
    [null, "download"],
  ])("reads %j as %j", (header, expected) => {
    expect(fileNameFromDisposition(header, "download")).toBe(expected);
  });
});
