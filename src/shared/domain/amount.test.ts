import fc from "fast-check";
import { expect, test } from "vitest";
import { parseAgentAmount, parseAmount } from "./amount";

test.each([
  [150000, 150000],
  [0, 0],
  [12.5, 12.5],
  ["150000", 150000],
  ["1,50,000", 150000],
  ["₹1,50,00,000", 15000000],
  ["$15,000,000.50", 15000000.5],
  ["AED 2,500", 2500],
  [" 42 ", 42],
  ["-500", 500],
  [".5", 0.5],
  ["1.2.3", 1.2],
  ["", null],
  ["abc", null],
  [".", null],
  [null, null],
  [undefined, null],
  [Number.NaN, null],
  [Number.POSITIVE_INFINITY, null],
  [{}, null],
  [true, null],
])("parseAmount(%j) is %j", (value, expected) => {
  expect(parseAmount(value)).toBe(expected);
});

test("a non-negative number printed in plain notation parses back", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
      expect(parseAmount(String(n))).toBe(n);
    }),
  );
});

test.each([
  ["75,00,000", 7_500_000],
  ["₹ 75 lakh", 7_500_000],
  ["75L", 7_500_000],
  ["75 Lacs", 7_500_000],
  ["1.2 Cr", 12_000_000],
  ["1.2 crore", 12_000_000],
  ["1.1 crore", 11_000_000],
  ["Rs. 2.5 Cr", 25_000_000],
  ["INR 45,00,000", 4_500_000],
  ["$1.5M", 1_500_000],
  ["500k", 500_000],
  ["1,50,000.50", 150_000.5],
  ["1,500,000", 1_500_000],
  ["£ 850,000", 850_000],
  ["AED 2 million", 2_000_000],
  ["42", 42],
  [".5", 0.5],
  ["", null],
  ["  ", null],
])("parseAgentAmount(%j) is %j", (text, value) => {
  expect(parseAgentAmount(text)).toEqual({ ok: true, value });
});

test.each(["abc", "about 50 lakh", "-500", "1.2.3", "50 lakh 20", "12 apples", "₹", "1e6"])(
  "parseAgentAmount(%j) is a problem that quotes the text",
  (text) => {
    expect(parseAgentAmount(text)).toEqual({
      ok: false,
      problem: `"${text.trim()}" is not an amount`,
    });
  },
);

test("parseAgentAmount reads back every whole amount written with Indian or western grouping", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e12 }), (amount) => {
      for (const locale of ["en-IN", "en-US"]) {
        expect(parseAgentAmount(amount.toLocaleString(locale))).toEqual({
          ok: true,
          value: amount,
        });
      }
    }),
  );
});
