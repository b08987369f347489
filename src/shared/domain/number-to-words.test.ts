import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { NUMBER_TOO_LARGE, numberToWords } from "./number-to-words";

describe("indian numbering", () => {
  test.each([
    [1, "One Only"],
    [7, "Seven Only"],
    [10, "Ten Only"],
    [19, "Nineteen Only"],
    [20, "Twenty Only"],
    [21, "Twenty One Only"],
    [99, "Ninety Nine Only"],
    [100, "One Hundred Only"],
    [101, "One Hundred One Only"],
    [999, "Nine Hundred Ninety Nine Only"],
    [1000, "One Thousand Only"],
    [1500, "One Thousand Five Hundred Only"],
    [99999, "Ninety Nine Thousand Nine Hundred Ninety Nine Only"],
    [100000, "One Lakh Only"],
    [150000, "One Lakh Fifty Thousand Only"],
    [1500000, "Fifteen Lakh Only"],
    [10000000, "One Crore Only"],
    [15000000, "One Crore Fifty Lakh Only"],
    [123456789, "Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only"],
    [1500000000, "One Hundred Fifty Crore Only"],
    [10000000000, "One Thousand Crore Only"],
    [
      999999999999,
      "Ninety Nine Thousand Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only",
    ],
  ])("%d → %s", (value, words) => {
    expect(numberToWords(value, "indian")).toBe(words);
  });

  test.each([
    ["999999999999", "Ninety Nine Thousand Nine Hundred Ninety Nine Crore"],
    ["100000000000", "Ten Thousand Crore Only"],
  ])("12 digits (%s) are spelled", (value, start) => {
    expect(numberToWords(value, "indian")).toContain(start);
  });

  test.each(["1000000000000", 1000000000000, "99,99,99,99,99,999"])(
    "13 digits (%j) are too large",
    (value) => {
      expect(numberToWords(value, "indian")).toBe(NUMBER_TOO_LARGE);
    },
  );
});

describe("western numbering", () => {
  test.each([
    [1500, "One Thousand Five Hundred Only"],
    [1500000, "One Million Five Hundred Thousand Only"],
    [15000000, "Fifteen Million Only"],
    [1000000000, "One Billion Only"],
    [2500000001, "Two Billion Five Hundred Million One Only"],
    [
      999999999999999,
      "Nine Hundred Ninety Nine Thousand Nine Hundred Ninety Nine Billion Nine Hundred Ninety Nine Million Nine Hundred Ninety Nine Thousand Nine Hundred Ninety Nine Only",
    ],
  ])("%d → %s", (value, words) => {
    expect(numberToWords(value, "western")).toBe(words);
  });

  test("15 digits are spelled, 16 are too large", () => {
    expect(numberToWords("100000000000000", "western")).toBe("One Hundred Thousand Billion Only");
    expect(numberToWords("1000000000000000", "western")).toBe(NUMBER_TOO_LARGE);
    expect(numberToWords(1e15, "western")).toBe(NUMBER_TOO_LARGE);
  });
});

describe("edges", () => {
  test.each([
    [0, "indian", "zero"],
    [0, "western", "zero"],
    ["0", "indian", "zero"],
    ["000", "western", "zero"],
    [0.75, "indian", "zero"],
    [-0.5, "indian", "zero"],
    [-1500, "western", "Minus One Thousand Five Hundred Only"],
    ["-1,50,000", "indian", "Minus One Lakh Fifty Thousand Only"],
    [1500.75, "western", "One Thousand Five Hundred Only"],
    ["1500.99", "indian", "One Thousand Five Hundred Only"],
    ["1,50,000", "indian", "One Lakh Fifty Thousand Only"],
    ["₹ 15,00,000", "indian", "Fifteen Lakh Only"],
    ["$1,500,000.00", "western", "One Million Five Hundred Thousand Only"],
    ["000000000000001", "indian", "One Only"],
    [".5", "indian", "zero"],
    ["", "indian", ""],
    ["   ", "western", ""],
    ["abc", "indian", ""],
    [".", "western", ""],
    [Number.NaN, "indian", ""],
    [Number.POSITIVE_INFINITY, "western", ""],
  ] as const)("%j in %s → %j", (value, system, words) => {
    expect(numberToWords(value, system)).toBe(words);
  });
});

describe("invariants", () => {
  const systems = fc.constantFrom("indian" as const, "western" as const);

  test("every positive integer within the limit ends in ' Only' and has no doubled spaces", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), systems, (n, system) => {
        const words = numberToWords(n, system);
        expect(words).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)* Only$/);
        expect(words).not.toContain("  ");
      }),
    );
  });

  test("a number and its digit string read the same", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), systems, (n, system) => {
        expect(numberToWords(String(n), system)).toBe(numberToWords(n, system));
      }),
    );
  });

  test("negatives read as 'Minus' and the positive", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), systems, (n, system) => {
        expect(numberToWords(-n, system)).toBe(`Minus ${numberToWords(n, system)}`);
      }),
    );
  });
});
