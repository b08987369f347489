import type { PushPayload } from "@shared/schemas/notifications";
import type { Db } from "../../db/db";
import { HttpError } from "../../http/errors";
import type { SendPush } from "./push-sender";
import { deviceTargets, recordOutcome } from "./push-subscriptions.service";

const TEST_PAYLOAD: PushPayload = {
  title: "Test notification",
  body: "Notifications are on for Estate CRM.",
  url: "/settings",
  tag: "test",
};

/**
 * 'Send a test notification': to every device of the agent at once, quiet hours or not, while
 * they wait; answers how many devices took it. A device its push service no longer knows is
 * removed, as after any send.
 */
export async function sendTestNotification(db: Db, userId: string, sendPush: SendPush) {
  const devices = await deviceTargets(db, userId);
  if (devices.length === 0) {
    throw new HttpError(400, "No device has notifications turned on.");
  }
  const outcomes = await Promise.all(devices.map((device) => sendPush(device, TEST_PAYLOAD)));
  for (const [index, device] of devices.entries()) {
    await recordOutcome(db, userId, device, outcomes[index] ?? "failed");
  }
  return { sent: outcomes.filter((outcome) => outcome === "sent").length };
}
