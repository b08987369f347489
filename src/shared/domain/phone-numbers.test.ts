import { expect, test } from "vitest";
import type { CountryCode } from "./format";
import { formatPhone, normalisePhone, phoneKey } from "./phone-numbers";
import { phoneMatches, phoneSearchDigits } from "./phone-search";

test.each<[string, CountryCode, string]>([
  ["98765 43210", "IN", "+919876543210"],
  ["+91-98765-43210", "IN", "+919876543210"],
  ["09876543210", "IN", "+919876543210"],
  ["0091 98765 43210", "IN", "+919876543210"],
  ["+91 98200 11111", "IN", "+919820011111"],
  ["(415) 555-0100", "US", "+14155550100"],
  ["415.555.0100", "US", "+14155550100"],
  ["+1 415 555 0100", "IN", "+14155550100"],
  ["07911 123456", "GB", "+447911123456"],
  ["050 123 4567", "AE", "+971501234567"],
  [" +919876543210 ", "US", "+919876543210"],
])("normalisePhone(%j, %s) is %s", (text, country, e164) => {
  expect(normalisePhone(text, country)).toEqual({ ok: true, e164 });
});

test.each<[string, CountryCode]>([
  ["12345", "IN"],
  ["", "IN"],
  ["call me", "IN"],
  ["98765 43210", "US"],
  ["+91", "IN"],
  ["1234567890123456789", "IN"],
])("normalisePhone(%j, %s) says the number is not valid", (text, country) => {
  expect(normalisePhone(text, country)).toEqual({
    ok: false,
    problem: `phone "${text.trim()}" is not a valid number`,
  });
});

test("phoneKey gives two spellings of one number the same key, and keeps digits of an invalid one", () => {
  expect(phoneKey("098765 43210", "IN")).toBe(phoneKey("+91 98765-43210", "IN"));
  expect(phoneKey("12-345", "IN")).toBe("12345");
});

test.each<[string, CountryCode, string]>([
  ["+91 098765 43210", "IN", "+919876543210"],
  ["+9109876543210", "IN", "+919876543210"],
  ["080 2345 6789", "IN", "+918023456789"],
  ["+91 80 2345 6789", "IN", "+918023456789"],
  ["022-2345 6789", "IN", "+912223456789"],
  ["(0) 98765 43210", "IN", "+919876543210"],
  ["+44 20 7946 0958", "IN", "+442079460958"],
  ["+971 50 123 4567", "IN", "+971501234567"],
  ["020 7946 0958", "GB", "+442079460958"],
  ["04 123 4567", "AE", "+97141234567"],
])(
  "normalisePhone reads landlines, trunk zeros after the prefix and foreign numbers: %j (%s) → %s",
  (text, country, e164) => {
    expect(normalisePhone(text, country)).toEqual({ ok: true, e164 });
  },
);

test.each([
  ["+919876543210", "+91 98765 43210"],
  ["+918023456789", "+91 80 2345 6789"],
  ["+14155550100", "+1 415 555 0100"],
  ["98765 43210", "98765 43210"],
  ["+91", "+91"],
  ["", ""],
])("formatPhone(%j) is %j", (stored, shown) => {
  expect(formatPhone(stored)).toBe(shown);
});

test.each<[string, CountryCode, string[]]>([
  ["98450 12345", "IN", ["9845012345"]],
  ["098450-12345", "IN", ["9845012345"]],
  ["+91 98450 12345", "IN", ["919845012345", "9845012345"]],
  ["919845012345", "IN", ["919845012345", "9845012345"]],
  ["9845", "IN", ["9845"]],
  ["91", "IN", []],
  ["Ravi", "IN", []],
  ["+1 415 555 0100", "US", ["14155550100", "4155550100"]],
])("phoneSearchDigits(%j, %s) is %j", (query, country, keys) => {
  expect(phoneSearchDigits(query, country)).toEqual(keys);
});

test.each([
  "98450 12345",
  "+91 98450 12345",
  "98450-12345",
  "09845012345",
  "0091 98450 12345",
  "12345",
])("a search for %j finds +919845012345, and an old record typed without its code", (query) => {
  expect(phoneMatches("+919845012345", query, "IN")).toBe(true);
  expect(phoneMatches("98450 12345", query, "IN")).toBe(true);
});

test.each(["98450 12346", "Ravi", "", "91"])(
  "a search for %j does not find +919845012345",
  (query) => {
    expect(phoneMatches("+919845012345", query, "IN")).toBe(false);
  },
);
