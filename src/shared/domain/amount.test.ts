import fc from "fast-check";
import { expect, test } from "vitest";
import { parseAmount } from "./amount";

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
