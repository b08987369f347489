import { describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsSchema,
  pushSubscriptionInputSchema,
} from "./notifications";

describe("notification settings", () => {
  it("takes the defaults as they are", () => {
    expect(notificationSettingsSchema.parse(DEFAULT_NOTIFICATION_SETTINGS)).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
  });

  it.each([
    [{ appointmentMinutes: 20 }, "Choose 15, 30 or 60 minutes"],
    [{ quietStart: "25:00" }, "Enter a valid time for the start of quiet hours"],
    [{ morningTime: "9am" }, "Enter a valid time for the morning notification"],
  ])("refuses %o with '%s'", (change, message) => {
    const result = notificationSettingsSchema.safeParse({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      ...change,
    });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("a device's push subscription", () => {
  it("names an unnamed device 'This device'", () => {
    const input = {
      endpoint: "https://fcm.googleapis.com/fcm/send/x",
      keys: { p256dh: "a", auth: "b" },
    };
    expect(pushSubscriptionInputSchema.parse(input).label).toBe("This device");
  });
});
