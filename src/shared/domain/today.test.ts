import { describe, expect, test } from "vitest";
import { type TodayClient, type TodayRow, todayReason } from "./today";

const client: TodayClient = {
  id: "c1",
  title: "Ms.",
  name: "Meera Kapoor",
  phone: "+919820011111",
  email: "",
  lastContactAt: null,
};
const base = { key: "k", lastActivity: null, client };

describe("why a row is on the Today list", () => {
  test.each<[TodayRow, string]>([
    [
      { ...base, reason: "follow-up", date: "2026-11-25", time: null, note: "", overdueDays: 0 },
      "Follow-up due",
    ],
    [
      { ...base, reason: "follow-up", date: "2026-11-22", time: null, note: "", overdueDays: 3 },
      "Overdue by 3 days",
    ],
    [
      { ...base, reason: "follow-up", date: "2026-11-24", time: "10:00", note: "", overdueDays: 1 },
      "Overdue by 1 day",
    ],
    [
      {
        ...base,
        reason: "appointment",
        appointment: {
          id: "a",
          title: "Visit",
          date: "2026-11-25",
          time: "16:30",
          process: "Property Visit",
        },
        overdueDays: 0,
      },
      "Property Visit at 4:30 PM",
    ],
    [
      {
        ...base,
        reason: "appointment",
        appointment: {
          id: "a",
          title: "Call",
          date: "2026-11-23",
          time: "09:00",
          process: "Follow up call",
        },
        overdueDays: 2,
      },
      "Follow up call overdue by 2 days",
    ],
    [{ ...base, reason: "going-cold", daysSinceContact: 21 }, "No contact for 21 days"],
  ])("%j → %s", (row, text) => {
    expect(todayReason(row)).toBe(text);
  });
});
