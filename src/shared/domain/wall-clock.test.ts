import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  isClockTime,
  isIsoDate,
  isValidTimeZone,
  localWallClockAt,
  wallClockAt,
  wallClockToUtc,
} from "./wall-clock";

describe("isIsoDate", () => {
  test.each([
    ["2024-02-29", true],
    ["2023-02-28", true],
    ["2000-02-29", true],
    ["0099-01-01", true],
    ["0001-01-01", true],
    ["0000-01-01", false],
    ["2023-02-29", false],
    ["1900-02-29", false],
    ["2024-04-31", false],
    ["2024-13-01", false],
    ["2024-00-10", false],
    ["2024-1-01", false],
    ["24-01-01", false],
    ["2024-01-01T00:00", false],
    ["", false],
  ])("%j is %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe("isClockTime", () => {
  test.each([
    ["00:00", true],
    ["09:05", true],
    ["23:59", true],
    ["24:00", false],
    ["12:60", false],
    ["9:05", false],
    ["09:05:00", false],
    ["", false],
  ])("%j is %s", (value, expected) => {
    expect(isClockTime(value)).toBe(expected);
  });
});

test.each([
  ["Asia/Kolkata", true],
  ["America/New_York", true],
  ["UTC", true],
  ["Mars/Olympus", false],
])("isValidTimeZone(%s) is %s", (zone, expected) => {
  expect(isValidTimeZone(zone)).toBe(expected);
});

describe("wallClockAt", () => {
  const instant = new Date("2024-03-10T20:45:30Z");
  test.each([
    ["UTC", "2024-03-10", "20:45"],
    ["Asia/Kolkata", "2024-03-11", "02:15"],
    ["America/New_York", "2024-03-10", "16:45"],
  ])("in %s", (zone, date, time) => {
    expect(wallClockAt(instant, zone)).toEqual({ date, time });
  });

  test("midnight is 00:00, never 24:00", () => {
    expect(wallClockAt(new Date("2024-01-01T00:00:00Z"), "UTC").time).toBe("00:00");
  });

  test("an old offset with seconds (Kolkata, 1900: +05:21:10) splits a UTC minute in two", () => {
    for (const [instant, time] of [
      ["1900-01-01T00:00:10Z", "05:21"],
      ["1900-01-01T00:00:50Z", "05:22"],
      ["1900-01-01T00:00:20Z", "05:21"],
    ]) {
      expect(wallClockAt(new Date(instant ?? ""), "Asia/Kolkata").time).toBe(time);
    }
  });

  test("the same minute asked again gives the same answer, in every zone asked", () => {
    const instants = ["2024-03-10T20:45:01Z", "2024-03-10T20:45:59Z", "2024-03-10T20:46:00Z"];
    const first = instants.map((instant) => wallClockAt(new Date(instant), "America/New_York"));
    const again = instants.map((instant) => wallClockAt(new Date(instant), "America/New_York"));
    expect(again).toEqual(first);
    expect(first.map(({ time }) => time)).toEqual(["16:45", "16:45", "16:46"]);
  });
});

describe("localWallClockAt", () => {
  // Run under TZ=Asia/Kolkata and TZ=America/New_York too (vitest.config.ts): DST edges included.
  test("is wallClockAt in this machine's own zone", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1971, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 }),
        (minute) => {
          const instant = new Date(minute * 60_000 + 59_999);
          expect(localWallClockAt(instant)).toEqual(wallClockAt(instant, zone));
        },
      ),
    );
  });
});

describe("wallClockToUtc", () => {
  test.each([
    ["Asia/Kolkata", "2024-06-15", "10:30", "2024-06-15T05:00:00.000Z"],
    ["Asia/Kolkata", "2024-01-01", "00:00", "2023-12-31T18:30:00.000Z"],
    ["America/New_York", "2024-01-15", "09:00", "2024-01-15T14:00:00.000Z"],
    ["America/New_York", "2024-07-15", "09:00", "2024-07-15T13:00:00.000Z"],
    // Spring gap: 02:30 does not exist on 10 March 2024; it moves forward to 03:30 EDT.
    ["America/New_York", "2024-03-10", "02:30", "2024-03-10T07:30:00.000Z"],
    ["America/New_York", "2024-03-10", "03:00", "2024-03-10T07:00:00.000Z"],
    // Autumn overlap: 01:30 happens twice on 3 November 2024; the first (EDT) is taken.
    ["America/New_York", "2024-11-03", "01:30", "2024-11-03T05:30:00.000Z"],
    ["America/New_York", "2024-11-03", "02:00", "2024-11-03T07:00:00.000Z"],
    ["UTC", "2024-02-29", "23:59", "2024-02-29T23:59:00.000Z"],
  ])("%s %s %s → %s", (zone, date, time, iso) => {
    expect(wallClockToUtc({ date, time }, zone)?.toISOString()).toBe(iso);
  });

  test.each([
    ["2023-02-29", "10:00"],
    ["2024-01-01", "25:00"],
    ["", ""],
  ])("rejects %j %j", (date, time) => {
    expect(wallClockToUtc({ date, time }, "UTC")).toBeNull();
  });

  test.each(["Asia/Kolkata", "America/New_York", "Europe/London", "Australia/Lord_Howe"])(
    "round-trips every minute instant in %s",
    (zone) => {
      fc.assert(
        fc.property(
          fc.integer({ min: Date.UTC(1971, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 }),
          (minute) => {
            const instant = new Date(minute * 60_000);
            const wall = wallClockAt(instant, zone);
            const back = wallClockToUtc(wall, zone);
            expect(back).not.toBeNull();
            // Back to the same wall clock; for a repeated hour possibly the earlier instant.
            expect(wallClockAt(back as Date, zone)).toEqual(wall);
            expect((back as Date).getTime()).toBeLessThanOrEqual(instant.getTime());
          },
        ),
      );
    },
  );
});
