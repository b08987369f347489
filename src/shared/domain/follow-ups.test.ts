import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { addDays, dayAfterChoice, daysBetween, lastContactText, nextByCadence } from "./follow-ups";

describe("the next follow-up by cadence", () => {
  test.each([
    ["2026-11-25", "none", null],
    ["2026-11-25", "3-days", "2026-11-28"],
    ["2026-11-29", "3-days", "2026-12-02"],
    ["2026-12-30", "week", "2027-01-06"],
    ["2026-12-25", "2-weeks", "2027-01-08"],
    ["2026-01-31", "month", "2026-02-28"],
    ["2028-01-31", "month", "2028-02-29"],
    ["2026-03-31", "month", "2026-04-30"],
    ["2026-12-15", "month", "2027-01-15"],
    ["2026-02-28", "month", "2026-03-28"],
  ] as const)("after a contact on %s every %s: %s", (day, cadence, next) => {
    expect(nextByCadence(day, cadence)).toBe(next);
  });

  test("a month later is never more than 31 days and never fewer than 28", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01"), max: new Date("2200-12-31"), noInvalidDate: true }),
        (instant) => {
          const day = instant.toISOString().slice(0, 10);
          const next = nextByCadence(day, "month") ?? "";
          expect(daysBetween(day, next)).toBeGreaterThanOrEqual(28);
          expect(daysBetween(day, next)).toBeLessThanOrEqual(31);
        },
      ),
    );
  });
});

describe("calendar days", () => {
  test.each([
    ["2026-11-25", 1, "2026-11-26"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-01", -1, "2026-02-28"],
  ] as const)("%s + %i = %s", (day, days, result) => {
    expect(addDays(day, days)).toBe(result);
  });

  test("adding days and counting them back agree", () => {
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 3000 }), (days) => {
        expect(daysBetween("2026-11-25", addDays("2026-11-25", days))).toBe(days);
      }),
    );
  });

  test("quick choices", () => {
    expect(dayAfterChoice("2026-11-30", "tomorrow")).toBe("2026-12-01");
    expect(dayAfterChoice("2026-11-30", "in-3-days")).toBe("2026-12-03");
    expect(dayAfterChoice("2026-11-30", "next-week")).toBe("2026-12-07");
  });

  test("a malformed day is refused, not shifted", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });
});

describe("'Last contact'", () => {
  test.each([
    [null, "Never"],
    ["2026-11-25", "Today"],
    ["2026-11-24", "Yesterday"],
    ["2026-11-22", "3 days ago"],
    ["2026-11-12", "13 days ago"],
    ["2026-11-11", "2 weeks ago"],
    ["2026-09-01", "2 months ago"],
    ["2024-01-01", "2 years ago"],
    ["2026-11-26", "Today"],
  ] as const)("%s → %s", (day, text) => {
    expect(lastContactText(day, "2026-11-25")).toBe(text);
  });
});
