import { describe, expect, test } from "vitest";
import { afterQuietHours, nextDailyAt, reminderDueAt } from "./notification-times";

const QUIET = { quietStart: "21:00", quietEnd: "08:00" };

describe("an appointment's reminder", () => {
  test.each([
    ["2026-11-28", "16:30", 30, "Asia/Kolkata", "2026-11-28T10:30:00.000Z"],
    ["2026-11-28", "16:30", 60, "America/New_York", "2026-11-28T20:30:00.000Z"],
    ["2026-11-28", "00:10", 15, "Asia/Kolkata", "2026-11-27T18:25:00.000Z"],
    // The first Sunday of November: 01:30 happens twice in New York, the first one counts.
    ["2026-11-01", "01:30", 30, "America/New_York", "2026-11-01T05:00:00.000Z"],
  ])("%s %s, %i minutes before in %s: %s", (date, time, minutes, zone, due) => {
    expect(reminderDueAt({ date, time }, minutes, zone)?.toISOString()).toBe(due);
  });

  test("is null for a time that is not a time", () => {
    expect(reminderDueAt({ date: "2026-11-28", time: "25:00" }, 30, "UTC")).toBeNull();
  });
});

describe("the next daily notification", () => {
  test.each([
    ["2026-11-28T03:00:00Z", "09:00", "Asia/Kolkata", "2026-11-28", "2026-11-28T03:30:00.000Z"],
    ["2026-11-28T03:30:00Z", "09:00", "Asia/Kolkata", "2026-11-29", "2026-11-29T03:30:00.000Z"],
    ["2026-11-28T15:00:00Z", "09:00", "America/New_York", "2026-11-29", "2026-11-29T14:00:00.000Z"],
    ["2026-11-28T13:00:00Z", "09:00", "America/New_York", "2026-11-28", "2026-11-28T14:00:00.000Z"],
  ])("after %s, %s in %s is on %s at %s", (now, time, zone, day, at) => {
    const next = nextDailyAt(time, zone, new Date(now));
    expect(next?.day).toBe(day);
    expect(next?.at.toISOString()).toBe(at);
  });
});

describe("quiet hours", () => {
  test.each([
    // 22:00 in Kolkata is quiet until 08:00 the next morning.
    ["2026-11-28T16:30:00Z", QUIET, "Asia/Kolkata", "2026-11-29T02:30:00.000Z"],
    // 06:00 is quiet until 08:00 the same morning.
    ["2026-11-28T00:30:00Z", QUIET, "Asia/Kolkata", "2026-11-28T02:30:00.000Z"],
    // 08:00 exactly is no longer quiet, 20:59 not yet.
    ["2026-11-28T02:30:00Z", QUIET, "Asia/Kolkata", "2026-11-28T02:30:00.000Z"],
    ["2026-11-28T15:29:00Z", QUIET, "Asia/Kolkata", "2026-11-28T15:29:00.000Z"],
    // New York: 23:00 on the 27th is quiet until 08:00 on the 28th.
    ["2026-11-28T04:00:00Z", QUIET, "America/New_York", "2026-11-28T13:00:00.000Z"],
    // Quiet hours within one day: 13:00-14:00 holds 13:30 until 14:00.
    [
      "2026-11-28T08:00:00Z",
      { quietStart: "13:00", quietEnd: "14:00" },
      "Asia/Kolkata",
      "2026-11-28T08:30:00.000Z",
    ],
    // The same start and end: never quiet.
    [
      "2026-11-28T16:30:00Z",
      { quietStart: "21:00", quietEnd: "21:00" },
      "Asia/Kolkata",
      "2026-11-28T16:30:00.000Z",
    ],
  ])("%s with %o in %s is sent at %s", (at, quiet, zone, sent) => {
    expect(afterQuietHours(new Date(at), quiet, zone).toISOString()).toBe(sent);
  });
});
