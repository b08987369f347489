import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type Appointment, appointmentInputSchema } from "../schemas/appointment";
import {
  appointmentTitle,
  openAppointments,
  overdueFollowUps,
  sortByDateTime,
  sortNewestFirst,
  startingFrom,
  todaysUpcoming,
  upcomingAppointments,
} from "./appointments";
import { googleCalendarLink } from "./links";
import { wallClockAt } from "./wall-clock";

describe("appointmentTitle", () => {
  test.each([
    ["Ravi", "Property Visit", "Sea View Flat", "Ravi - Property Visit - re: Sea View Flat"],
    ["Ravi", "Property Visit", undefined, "Ravi - Property Visit"],
    ["Ravi", undefined, "Sea View Flat", "Ravi - re: Sea View Flat"],
    [undefined, "Follow up call", "Sea View Flat", "Follow up call - re: Sea View Flat"],
    [undefined, undefined, "Sea View Flat", "re: Sea View Flat"],
    ["Ravi", null, null, "Ravi"],
    [" Ravi ", "  ", " Sea View Flat ", "Ravi - re: Sea View Flat"],
    [undefined, undefined, undefined, ""],
  ])("(%j, %j, %j) → %j", (client, process, property, title) => {
    expect(appointmentTitle(client, process, property)).toBe(title);
  });
});

const at = (
  id: string,
  date: string,
  time: string,
  status = "scheduled",
  process = "Property Visit",
) => ({
  id,
  date,
  time,
  status,
  process,
});
const ids = (list: { id: string }[]) => list.map((a) => a.id);

describe("reminders", () => {
  const now = { date: "2024-06-15", time: "10:30" };
  const appointments = [
    at("later today", "2024-06-15", "16:00"),
    at("this minute", "2024-06-15", "10:30"),
    at("earlier today", "2024-06-15", "09:00"),
    at("with seconds", "2024-06-15", "11:00:00"),
    at("tomorrow", "2024-06-16", "08:00"),
    at("completed today", "2024-06-15", "17:00", "completed"),
    at("rescheduled today", "2024-06-15", "17:00", "rescheduled"),
    at("overdue call", "2024-06-14", "18:00", "scheduled", "Follow up call"),
    at("call earlier today", "2024-06-15", "10:29", "scheduled", "Follow up call"),
    at("call this minute", "2024-06-15", "10:30", "scheduled", "Follow up call"),
    at("call missed", "2024-06-10", "10:00", "missed", "Follow up call"),
    at("call done", "2024-06-10", "10:00", "completed", "Follow up call"),
    at("call tomorrow", "2024-06-16", "10:00", "scheduled", "Follow up call"),
  ];

  test("today's upcoming: scheduled, today, not yet past, soonest first", () => {
    expect(ids(todaysUpcoming(appointments, now))).toEqual([
      "this minute",
      "call this minute",
      "with seconds",
      "later today",
    ]);
  });

  test("overdue follow-ups: scheduled 'Follow up call' whose time has passed", () => {
    expect(ids(overdueFollowUps(appointments, now))).toEqual([
      "overdue call",
      "call earlier today",
    ]);
  });

  test("upcoming appointments for the dashboard, at most 3", () => {
    expect(ids(upcomingAppointments(appointments, now, 3))).toEqual([
      "this minute",
      "call this minute",
      "with seconds",
    ]);
    expect(ids(upcomingAppointments(appointments, now))).toContain("rescheduled today");
    expect(ids(upcomingAppointments(appointments, now))).not.toContain("completed today");
  });

  // 2024-06-15T04:45Z is 10:15 in Kolkata, 04:45 in UTC and 00:45 in New York.
  const allToday = [
    "earlier today",
    "call earlier today",
    "this minute",
    "call this minute",
    "with seconds",
    "later today",
  ];
  test.each([
    ["Asia/Kolkata", allToday.slice(1)],
    ["UTC", allToday],
    ["America/New_York", allToday],
  ])("from an instant in %s", (zone, upcoming) => {
    const wall = wallClockAt(new Date("2024-06-15T04:45:00Z"), zone);
    expect(ids(todaysUpcoming(appointments, wall))).toEqual(upcoming);
    expect(ids(overdueFollowUps(appointments, wall))).toEqual(["overdue call"]);
  });

  test("the day changes with the zone", () => {
    const instant = new Date("2024-06-14T20:00:00Z");
    const kolkata = wallClockAt(instant, "Asia/Kolkata");
    const newYork = wallClockAt(instant, "America/New_York");
    expect(kolkata).toEqual({ date: "2024-06-15", time: "01:30" });
    expect(newYork).toEqual({ date: "2024-06-14", time: "16:00" });
    expect(ids(todaysUpcoming(appointments, kolkata))).toEqual(allToday);
    expect(ids(overdueFollowUps(appointments, kolkata))).toEqual(["overdue call"]);
    // In New York it is still the 14th: the 18:00 call is ahead, not overdue.
    expect(ids(todaysUpcoming(appointments, newYork))).toEqual(["overdue call"]);
    expect(ids(overdueFollowUps(appointments, newYork))).toEqual([]);
  });
});

describe("sorting", () => {
  const list = [
    at("b", "2024-06-15", "10:00"),
    at("a", "2024-06-14", "18:00"),
    at("d", "2024-06-15", "10:00"),
    at("c", "2024-06-15", "09:59"),
  ];

  test("by date and time ascending, stable", () => {
    expect(ids(sortByDateTime(list))).toEqual(["a", "c", "b", "d"]);
  });

  test("newest first, stable", () => {
    expect(ids(sortNewestFirst(list))).toEqual(["b", "d", "c", "a"]);
  });

  test("the input is left alone", () => {
    sortByDateTime(list);
    expect(ids(list)).toEqual(["b", "a", "d", "c"]);
  });
});

test("full API records fit the reminder and calendar shapes", () => {
  const appointment: Appointment = {
    ...appointmentInputSchema.parse({
      title: "Ravi - Follow up call",
      date: "2024-06-14",
      time: "18:00",
      location: "Office",
      clientId: "0b9f6c4e-8f6a-4d2e-9a51-3c1d2b7e4f10",
      process: "Follow up call",
    }),
    id: "a1",
    createdAt: "2024-06-01T00:00:00Z",
    updatedAt: "2024-06-01T00:00:00Z",
  };
  const now = { date: "2024-06-15", time: "09:00" };
  expect(overdueFollowUps([appointment], now)[0]?.id).toBe("a1");
  expect(googleCalendarLink(appointment, "Asia/Kolkata")).toContain(
    "dates=20240614T123000Z/20240614T133000Z",
  );
});

describe("the open appointments, kept and cut at any minute", () => {
  const day = fc.constantFrom("2026-11-24", "2026-11-25", "2026-12-01");
  const minute = fc.constantFrom("00:00", "09:59", "10:00", "10:00:30", "23:59");
  const appointment = fc.record({
    date: day,
    time: minute,
    status: fc.constantFrom("scheduled", "rescheduled", "completed", "cancelled"),
  });

  test("give the upcoming ones a filter over every appointment gives", () => {
    fc.assert(
      fc.property(fc.array(appointment), day, minute, (appointments, date, time) => {
        const now = { date, time: time.slice(0, 5) };
        const byFilter = sortByDateTime(
          appointments.filter(
            (a) =>
              (a.status === "scheduled" || a.status === "rescheduled") &&
              `${a.date} ${a.time.slice(0, 5)}` >= `${now.date} ${now.time}`,
          ),
        );
        expect(startingFrom(openAppointments(appointments), now)).toEqual(byFilter);
        expect(upcomingAppointments(appointments, now)).toEqual(byFilter);
      }),
    );
  });
});
