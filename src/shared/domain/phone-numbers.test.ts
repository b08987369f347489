import { expect, test } from "vitest";
import type { CountryCode } from "./format";
import { normalisePhone, phoneKey } from "./phone-numbers";

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
