import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { formatUtcOffset, vtimezone } from "./vtimezone";
import { wallClockAt, wallClockToUtc } from "./wall-clock";

/** The clock changes of the zones tested: an hour, or half of one (Lord Howe). */
const REPEAT_SHIFTS_MS = [-3_600_000, -1_800_000, 1_800_000, 3_600_000];

function isSameWallClock(instant: Date, shiftMs: number, zone: string, date: string, time: string) {
  const other = wallClockAt(new Date(instant.getTime() + shiftMs), zone);
  return other.date === date && other.time === time;
}

describe("vtimezone", () => {
  test("a zone without changes has one observance at its offset", () => {
    const lines = vtimezone("Asia/Kolkata", { fromYear: 2026, toYear: 2027 }).split("\r\n");
    expect(lines).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:Asia/Kolkata",
      "BEGIN:STANDARD",
      "DTSTART:20251231T053000",
      "TZOFFSETFROM:+0530",
      "TZOFFSETTO:+0530",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
  });

  test("daylight saving changes are found to the minute, in the clock time before them", () => {
    const text = vtimezone("America/New_York", { fromYear: 2026, toYear: 2026 });
    expect(text).toContain(
      "BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nEND:DAYLIGHT",
    );
    expect(text).toContain(
      "BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nEND:STANDARD",
    );
  });

  test("a calendar reading it puts every wall-clock time at the instant Intl does", () => {
    const zones = ["America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Kolkata"];
    const described = new Map(
      zones.map((zone) => [zone, timezoneOf(vtimezone(zone, { fromYear: 2025, toYear: 2027 }))]),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({ min: new Date("2025-01-01"), max: new Date("2027-12-31"), noInvalidDate: true }),
        (zone, day) => {
          const date = day.toISOString().slice(0, 10);
          const time = day.toISOString().slice(11, 16);
          const expected = wallClockToUtc({ date, time }, zone) ?? new Date(Number.NaN);
          // A time skipped by a spring gap, or repeated when the clocks go back (01:30 twice on
          // New York's first Sunday of November), has no single answer: it is left out.
          fc.pre(wallClockAt(expected, zone).time === time);
          fc.pre(
            !REPEAT_SHIFTS_MS.some((shift) => isSameWallClock(expected, shift, zone, date, time)),
          );
          const local = ICAL.Time.fromDateTimeString(`${date}T${time}:00`);
          local.zone = described.get(zone) as ICAL.Timezone;
          expect(local.toJSDate().getTime()).toBe(expected.getTime());
        },
      ),
      { numRuns: 300 },
    );
  });

  test.each([
    [0, "+0000"],
    [5.5 * 3_600_000, "+0530"],
    [-4 * 3_600_000, "-0400"],
    [-(9 * 60 + 30) * 60_000, "-0930"],
  ])("formatUtcOffset(%d) is %s", (offset, expected) => {
    expect(formatUtcOffset(offset)).toBe(expected);
  });
});

function timezoneOf(text: string): ICAL.Timezone {
  const component = new ICAL.Component(ICAL.parse(text));
  return new ICAL.Timezone(component);
}
