import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { nextHalfHour } from "./appointment-slot";

describe("nextHalfHour", () => {
  test.each([
    ["2026-11-25", "10:07", "2026-11-25", "10:30"],
    ["2026-11-25", "10:00", "2026-11-25", "10:30"],
    ["2026-11-25", "10:29", "2026-11-25", "10:30"],
    ["2026-11-25", "10:30", "2026-11-25", "11:00"],
    ["2026-11-25", "10:59", "2026-11-25", "11:00"],
    ["2026-11-25", "00:00", "2026-11-25", "00:30"],
    ["2026-11-25", "09:45", "2026-11-25", "10:00"],
    ["2026-11-25", "23:29", "2026-11-25", "23:30"],
    ["2026-11-25", "23:30", "2026-11-26", "00:00"],
    ["2026-11-25", "23:59", "2026-11-26", "00:00"],
    ["2026-11-30", "23:45", "2026-12-01", "00:00"],
    ["2026-12-31", "23:30", "2027-01-01", "00:00"],
    ["2028-02-28", "23:31", "2028-02-29", "00:00"],
    ["2027-02-28", "23:31", "2027-03-01", "00:00"],
  ])("%s %s → %s %s", (date, time, expectedDate, expectedTime) => {
    expect(nextHalfHour({ date, time })).toEqual({ date: expectedDate, time: expectedTime });
  });

  test("is always on a half hour, 1 to 30 minutes later", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const time = `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
        const slot = nextHalfHour({ date: "2026-06-15", time });
        const [sh = 0, sm = 0] = slot.time.split(":").map(Number);
        const later = sh * 60 + sm + (slot.date === "2026-06-16" ? 1440 : 0) - (h * 60 + m);
        expect(sm % 30).toBe(0);
        expect(later).toBeGreaterThanOrEqual(1);
        expect(later).toBeLessThanOrEqual(30);
      }),
    );
  });
});
