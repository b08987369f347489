import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  nullableAmount,
  nullableNumber,
  optionalPhone,
  optionalText,
  requiredAmount,
  requiredNumber,
  requiredPhone,
  requiredText,
} from "./fields";
import type { z } from "./zod";

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("nullableNumber", () => {
  const schema = nullableNumber("Budget");
  test.each([
    [undefined, null],
    [null, null],
    ["", null],
    ["   ", null],
    ["0", 0],
    ["12.5", 12.5],
    [" 150000 ", 150000],
    [".5", 0.5],
    ["1e3", 1000],
    [42, 42],
  ])("reads %j as %j", (input, output) => {
    expect(schema.parse(input)).toBe(output);
  });

  test.each([
    ["abc", "Budget must be a number"],
    ["1,50,000", "Budget must be a number"],
    ["12abc", "Budget must be a number"],
    [Number.NaN, "Budget must be a number"],
    [Number.POSITIVE_INFINITY, "Budget must be a number"],
    [true, "Budget must be a number"],
    [-1, "Budget cannot be negative"],
    ["-0.5", "Budget cannot be negative"],
    [1e15, "Budget is too large"],
  ])("rejects %j: %s", (input, message) => {
    expect(messages(schema, input)).toEqual([message]);
  });

  test("whole numbers with a maximum", () => {
    const bedrooms = nullableNumber("Bedrooms", { isInteger: true, max: 1000 });
    expect(bedrooms.parse("3")).toBe(3);
    expect(bedrooms.parse(1000)).toBe(1000);
    expect(messages(bedrooms, 2.5)).toEqual(["Bedrooms must be a whole number"]);
    expect(messages(bedrooms, 1001)).toEqual(["Bedrooms must be at most 1000"]);
  });

  test("every finite non-negative number and its text read back as themselves", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e14, noNaN: true }), (n) => {
        expect(schema.parse(n)).toBe(n);
        expect(schema.parse(String(n))).toBe(n);
      }),
    );
  });
});

describe("requiredNumber", () => {
  const schema = requiredNumber("Price");
  test.each([
    [undefined, "Price is required"],
    [null, "Price is required"],
    ["", "Price is required"],
    ["x", "Price must be a number"],
  ])("rejects %j: %s", (input, message) => {
    expect(messages(schema, input)).toEqual([message]);
  });

  test("accepts zero and numeric text", () => {
    expect(schema.parse(0)).toBe(0);
    expect(schema.parse("2500000")).toBe(2500000);
  });
});

describe("text and phones", () => {
  test.each([
    [undefined, ["Title is required"]],
    ["", ["Title is required"]],
    ["   ", ["Title is required"]],
    ["x".repeat(201), ["Title must be at most 200 characters"]],
  ])("requiredText rejects %j", (input, expected) => {
    expect(messages(requiredText("Title", 200), input)).toEqual(expected);
  });

  test("requiredText trims", () => {
    expect(requiredText("Title", 200).parse("  Sea View Flat ")).toBe("Sea View Flat");
  });

  test.each([
    ["+91 98765 43210", []],
    ["98765 43210", []],
    ["+91", ["Phone is required"]],
    [" +91 ", ["Phone is required"]],
    ["", ["Phone is required"]],
    [undefined, ["Phone is required"]],
    ["call me", ["Phone is required"]],
    ["+91 98765 abc", ["Enter a valid phone"]],
    ["12345", ["Enter a valid phone"]],
    ["555-0100", ["Enter a valid phone"]],
    [`+91 ${"9".repeat(40)}`, ["Enter a valid phone"]],
  ])("requiredPhone(%j)", (input, expected) => {
    expect(messages(requiredPhone("Phone", "IN"), input)).toEqual(expected);
  });

  test.each([
    ["+91", []],
    ["", []],
    ["+44 20 7946 0958", []],
    ["n/a", ["Enter a valid owner phone"]],
    ["98765", ["Enter a valid owner phone"]],
  ])("optionalPhone(%j)", (input, expected) => {
    expect(messages(optionalPhone("Owner phone", "IN"), input)).toEqual(expected);
  });

  test.each([
    ["98765 43210", "IN", "+919876543210"],
    ["+91-98765-43210", "IN", "+919876543210"],
    ["09876543210", "IN", "+919876543210"],
    ["(415) 555-0100", "US", "+14155550100"],
    ["+91", "IN", "+91"],
    ["", "IN", ""],
  ] as const)("a phone is stored as E.164: %j (%s) → %j", (input, country, stored) => {
    expect(optionalPhone("Phone", country).parse(input)).toBe(stored);
  });
});

describe("amounts", () => {
  test.each([
    ["1.25 Cr", "IN", 12_500_000],
    ["75 lakh", "IN", 7_500_000],
    ["75,00,000", "IN", 7_500_000],
    ["₹ 50,000", "IN", 50_000],
    [65000, "IN", 65_000],
    ["$1.5M", "US", 1_500_000],
    ["", "IN", null],
    [null, "IN", null],
  ] as const)("nullableAmount reads %j for an agent in %s as %j", (input, country, value) => {
    expect(nullableAmount("Budget", country).parse(input)).toBe(value);
  });

  test.each([
    ["$150k", "IN", ['"$150k" is in USD: enter it in INR']],
    ["about 50 lakh", "IN", ["Budget must be an amount, like 75 lakh or 1.25 Cr"]],
    ["lots", "US", ["Budget must be an amount, like 750k or 1.5M"]],
    ["-1", "IN", ["Budget cannot be negative"]],
    [-5, "IN", ["Budget cannot be negative"]],
    ["1e20", "IN", ["Budget must be an amount, like 75 lakh or 1.25 Cr"]],
  ] as const)("nullableAmount refuses %j for an agent in %s", (input, country, expected) => {
    expect(messages(nullableAmount("Budget", country), input)).toEqual(expected);
  });

  test("requiredAmount says a missing price is required", () => {
    expect(messages(requiredAmount("Price", "IN"), "")).toEqual(["Price is required"]);
    expect(requiredAmount("Price", "IN").parse("1.25 Cr")).toBe(12_500_000);
  });
});

describe("control characters", () => {
  test.each([
    ["NUL", "a\u0000b"],
    ["escape", "\u001b[31m"],
    ["DEL", "a\u007fb"],
    ["line feed in a one-line field", "a\nb"],
  ])("%s is refused with a clear message", (_name, value) => {
    expect(messages(requiredText("Title", 200), value)).toEqual([
      "Title cannot contain control characters",
    ]);
    expect(messages(optionalText("Owner name", 200), value)).toEqual([
      "Owner name cannot contain control characters",
    ]);
  });

  test("multi-line text keeps tabs and line breaks but not NUL", () => {
    const notes = optionalText("Notes", 10_000, { isMultiline: true });
    expect(notes.parse("first\tline\r\nsecond")).toBe("first\tline\r\nsecond");
    expect(messages(notes, "a\u0000b")).toEqual(["Notes cannot contain control characters"]);
  });

  test("no string with a C0 control or DEL passes a one-line field", () => {
    const control = fc
      .integer({ min: 0, max: 0x1f })
      .chain((code) => fc.constantFrom(code, 0x7f).map((c) => String.fromCharCode(c)));
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (before, c, after) => {
        const value = `x${before}${c}${after}x`;
        expect(requiredText("Title", 10_000).safeParse(value).success).toBe(false);
      }),
    );
  });
});
