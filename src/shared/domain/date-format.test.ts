import { describe, expect, test } from "vitest";
import {
  formatClockTime,
  formatDateTime,
  formatInstant,
  formatLongDate,
  formatShortDate,
  spreadsheetDateFormat,
} from "./date-format";

describe("formatShortDate and formatLongDate", () => {
  test.each([
    ["IN", "2026-11-28", "28 Nov 2026", "Sat, 28 Nov 2026"],
    ["GB", "2026-11-28", "28 Nov 2026", "Sat, 28 Nov 2026"],
    ["AE", "2026-11-28", "28 Nov 2026", "Sat, 28 Nov 2026"],
    ["US", "2026-11-28", "Nov 28, 2026", "Sat, Nov 28, 2026"],
    ["IN", "2024-02-29", "29 Feb 2024", "Thu, 29 Feb 2024"],
    ["US", "2026-01-01", "Jan 1, 2026", "Thu, Jan 1, 2026"],
    ["IN", "2026-09-05", "5 Sep 2026", "Sat, 5 Sep 2026"],
    ["IN", "2026-02-30", "2026-02-30", "2026-02-30"],
    ["US", "28/11/2026", "28/11/2026", "28/11/2026"],
    ["IN", "", "", ""],
  ] as const)("%s %j → %j, %j", (country, date, short, long) => {
    expect(formatShortDate(date, country)).toBe(short);
    expect(formatLongDate(date, country)).toBe(long);
  });

  test("names the weekday, month and day Intl names, every ninth day from 1900 to 2100", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      timeZone: "UTC",
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
    });
    for (let day = Date.UTC(1900, 0, 1); day < Date.UTC(2100, 0, 1); day += 9 * 86_400_000) {
      const date = new Date(day);
      expect(formatLongDate(date.toISOString().slice(0, 10), "US")).toBe(intl.format(date));
    }
  });
});

describe("formatClockTime", () => {
  test.each([
    ["16:30", "4:30 PM"],
    ["09:05", "9:05 AM"],
    ["00:00", "12:00 AM"],
    ["00:45", "12:45 AM"],
    ["12:00", "12:00 PM"],
    ["23:59", "11:59 PM"],
    ["10:30:00", "10:30 AM"],
    ["24:00", "24:00"],
    ["4:30", "4:30"],
    ["10:30pm", "10:30pm"],
    ["", ""],
  ])("%j → %j", (time, shown) => {
    expect(formatClockTime(time)).toBe(shown);
  });
});

describe("formatDateTime", () => {
  test.each([
    ["IN", { date: "2026-11-28", time: "16:30" }, "28 Nov 2026, 4:30 PM"],
    ["GB", { date: "2026-11-28", time: "08:00" }, "28 Nov 2026, 8:00 AM"],
    ["US", { date: "2026-11-28", time: "16:30" }, "Nov 28, 2026, 4:30 PM"],
  ] as const)("%s %j → %j", (country, wall, shown) => {
    expect(formatDateTime(wall, country)).toBe(shown);
  });
});

describe("formatInstant", () => {
  const instant = new Date("2026-11-28T11:00:59.900Z");
  test.each([
    ["IN", "Asia/Kolkata", "28 Nov 2026, 4:30 PM"],
    ["AE", "Asia/Dubai", "28 Nov 2026, 3:00 PM"],
    ["GB", "Europe/London", "28 Nov 2026, 11:00 AM"],
    ["US", "America/New_York", "Nov 28, 2026, 6:00 AM"],
    ["US", "Pacific/Kiritimati", "Nov 29, 2026, 1:00 AM"],
    ["IN", "UTC", "28 Nov 2026, 11:00 AM"],
  ] as const)("%s in %s → %j", (country, zone, shown) => {
    expect(formatInstant(instant, zone, country)).toBe(shown);
  });
});

test.each([
  ["IN", "d mmm yyyy h:mm AM/PM"],
  ["GB", "d mmm yyyy h:mm AM/PM"],
  ["AE", "d mmm yyyy h:mm AM/PM"],
  ["US", "mmm d, yyyy h:mm AM/PM"],
] as const)("spreadsheetDateFormat(%s) is %j", (country, format) => {
  expect(spreadsheetDateFormat(country)).toBe(format);
});
