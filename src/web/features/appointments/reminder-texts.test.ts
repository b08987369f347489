import { describe, expect, it } from "vitest";
import { overdueDescription, upcomingDescription } from "./reminder-texts";

const at = (title: string, time: string) => ({ title, time, date: "2026-03-05" });

describe("upcomingDescription", () => {
  it.each([
    [[at("Visit", "15:30")], "Visit at 3:30 PM"],
    [[at("A", "10:00"), at("B", "12:00:00")], "A at 10:00 AM and B at 12:00 PM"],
    [
      [at("A", "10:00"), at("B", "12:00"), at("C", "13:00")],
      "A at 10:00 AM, B at 12:00 PM and 1 more",
    ],
  ])("%j reads %j", (appointments, text) => {
    expect(upcomingDescription(appointments)).toBe(text);
  });
});

describe("overdueDescription", () => {
  it.each([
    [1, "You have 1 overdue follow-up call."],
    [3, "You have 3 overdue follow-up calls."],
  ])("%i reads %j", (count, text) => {
    expect(overdueDescription(count)).toBe(text);
  });
});
