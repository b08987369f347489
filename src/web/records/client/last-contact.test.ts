import { describe, expect, it } from "vitest";
import { lastContactLabel } from "./last-contact";

describe("lastContactLabel", () => {
  const now = new Date(2026, 10, 25, 9, 0);

  it("says 'Never' without a contact", () => {
    expect(lastContactLabel(null, now)).toBe("Never");
  });

  it("counts days on the device's own calendar", () => {
    expect(lastContactLabel(new Date(2026, 10, 25, 0, 5).toISOString(), now)).toBe("Today");
    expect(lastContactLabel(new Date(2026, 10, 24, 23, 55).toISOString(), now)).toBe("Yesterday");
    expect(lastContactLabel(new Date(2026, 10, 22, 12, 0).toISOString(), now)).toBe("3 days ago");
  });
});
