import { describe, expect, it } from "vitest";
import { type CsvCell, neutraliseCell, restoreCell, toCsv } from "./csv";

describe("toCsv", () => {
  it.each<[string, CsvCell[][], string]>([
    ["plain cells", [["Name", "Budget"]], "Name,Budget\r\n"],
    ["CRLF after every row", [["a"], ["b"]], "a\r\nb\r\n"],
    ["a comma quoted", [["Andheri, Mumbai"]], '"Andheri, Mumbai"\r\n'],
    ["quotes doubled", [['6" wall']], '"6"" wall"\r\n'],
    ["a line break quoted", [["line 1\nline 2"]], '"line 1\nline 2"\r\n'],
    ["a carriage return neutralised and quoted", [["\rx"]], `"'\rx"\r\n`],
    ["null as an empty cell", [["a", null, "b"]], "a,,b\r\n"],
    ["numbers as plain digits", [[7500000, -5, 1.25]], "7500000,-5,1.25\r\n"],
    ["a non-finite number empty", [[Number.NaN]], "\r\n"],
    ["a formula neutralised", [["=HYPERLINK(1)"]], "'=HYPERLINK(1)\r\n"],
    ["a neutralised formula with a comma quoted", [["=SUM(1,2)"]], `"'=SUM(1,2)"\r\n`],
    ["an empty text", [[""]], "\r\n"],
    ["Devanagari and ₹ as they are", [["राम", "₹ 75 lakh"]], "राम,₹ 75 lakh\r\n"],
    ["no rows", [], ""],
  ])("writes %s", (_, rows, expected) => {
    expect(toCsv(rows)).toBe(expected);
  });
});

describe("neutraliseCell", () => {
  it.each([
    ["=1+2", "'=1+2"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tindent", "'\tindent"],
    ["\rreturn", "'\rreturn"],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["+919876543210", "'+919876543210"],
    ["-5", "'-5"],
    ["Priya", "Priya"],
    ["a=b", "a=b"],
    ["'quoted", "'quoted"],
    ["'=typed with a quote", "''=typed with a quote"],
    ["", ""],
  ])("turns %j into %j", (text, expected) => {
    expect(neutraliseCell(text)).toBe(expected);
  });
});

describe("restoreCell", () => {
  it.each([
    "=1+2",
    "+cmd",
    "-2+3",
    "@x",
    "\tx",
    "\rx",
    "+919876543210",
    "'plain",
    "'=x",
    "''+x",
    "Priya",
    "",
  ])("gives %j back after neutraliseCell", (text) => {
    expect(restoreCell(neutraliseCell(text))).toBe(text);
  });
});
