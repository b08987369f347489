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
  ["75,00,000", "INR", 7_500_000],
  ["₹ 75 lakh", "INR", 7_500_000],
  ["75L", "INR", 7_500_000],
  ["75 L", "INR", 7_500_000],
  ["75 lakh", "INR", 7_500_000],
  ["75 Lacs", "INR", 7_500_000],
  ["1.25 Cr", "INR", 12_500_000],
  ["1.25 crore", "INR", 12_500_000],
  ["1.2 Cr", "INR", 12_000_000],
  ["1.2 crore", "INR", 12_000_000],
  ["1.1 crore", "INR", 11_000_000],
  ["Rs. 2.5 Cr", "INR", 25_000_000],
  ["rs 40 lakhs", "INR", 4_000_000],
  ["INR 45,00,000", "INR", 4_500_000],
  ["7.5M", "INR", 7_500_000],
  ["500k", "INR", 500_000],
  ["$1.5M", "USD", 1_500_000],
  ["500k", "USD", 500_000],
  ["1,50,000.50", "INR", 150_000.5],
  ["1,500,000", "USD", 1_500_000],
  ["£ 850,000", "GBP", 850_000],
  ["AED 2 million", "AED", 2_000_000],
  ["42", "INR", 42],
  [".5", "INR", 0.5],
  ["", "INR", null],
  ["  ", "INR", null],
])("parseAgentAmount(%j) for an agent in %s is %j", (text, currency, value) => {
  expect(parseAgentAmount(text, currency)).toEqual({ ok: true, value });
});

test.each([
  ["$150k", "INR", "USD"],
  ["$1.5M", "INR", "USD"],
  ["USD 2,000", "INR", "USD"],
  ["₹ 75 lakh", "USD", "INR"],
  ["Rs. 2.5 Cr", "AED", "INR"],
  ["€ 300,000", "GBP", "EUR"],
])(
  "parseAgentAmount(%j) for an agent in %s refuses the other currency, never converts it",
  (text, currency, other) => {
    expect(parseAgentAmount(text, currency)).toEqual({
      ok: false,
      problem: `"${text}" is in ${other}: enter it in ${currency}`,
      isOtherCurrency: true,
    });
  },
);

test.each(["abc", "about 50 lakh", "-500", "1.2.3", "50 lakh 20", "12 apples", "₹", "1e6"])(
  "parseAgentAmount(%j) is a problem that quotes the text",
  (text) => {
    expect(parseAgentAmount(text, "INR")).toEqual({
      ok: false,
      problem: `"${text.trim()}" is not an amount`,
      isOtherCurrency: false,
    });
  },
);

test("parseAgentAmount reads back every whole amount written with Indian or western grouping", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e12 }), (amount) => {
      for (const locale of ["en-IN", "en-US"]) {
        expect(parseAgentAmount(amount.toLocaleString(locale), "INR")).toEqual({
          ok: true,
          value: amount,
        });
      }
    }),
  );
});
