import type { Activity } from "@shared/schemas/activity";
import { describe, expect, it } from "vitest";
import { isEditable, relativeWhen } from "./activity-display";

const NOW = new Date("2026-11-25T12:00:00Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe("relativeWhen", () => {
  it.each([
    [10, "just now"],
    [90, "1 minute ago"],
    [3 * 3600, "3 hours ago"],
    [26 * 3600, "yesterday"],
    [3 * 86_400, "3 days ago"],
    [15 * 86_400, "2 weeks ago"],
    [70 * 86_400, "2 months ago"],
    [1000 * 86_400, "2 years ago"],
  ])("%i seconds ago reads %s", (seconds, text) => {
    expect(relativeWhen(ago(seconds), NOW)).toBe(text);
  });
});

describe("isEditable", () => {
  const activity = (fields: Partial<Activity>) =>
    ({ kind: "note", appointmentId: null, ...fields }) as Activity;

  it.each([
    [{ kind: "note" }, true],
    [{ kind: "call" }, true],
    [{ kind: "whatsapp", appointmentId: "a1" }, true],
    [{ kind: "appointment" }, true],
    [{ kind: "appointment", appointmentId: "a1" }, false],
    [{ kind: "listing-shared" }, false],
    [{ kind: "matches-sent" }, false],
    [{ kind: "status-changed" }, false],
    [{ kind: "imported" }, false],
  ] as const)("%o: %s", (fields, expected) => {
    expect(isEditable(activity(fields))).toBe(expected);
  });
});
