import { isAllowedPushEndpoint, REFUSED_ENDPOINT_MESSAGE } from "@shared/domain/push-endpoint";
import { pushSubscriptionInputSchema } from "@shared/schemas/notifications";
import { Hono } from "hono";
import type { PushConfig } from "../../env";
import type { AppEnv } from "../../http/app-env";
import { HttpError } from "../../http/errors";
import { idParam } from "../../http/id-param";
import { requestClock } from "../../http/request-clock";
import { parseJson } from "../../http/validate";
import { rememberZone } from "../notifications/notification-settings.service";
import { rescheduleNotifications } from "../notifications/reschedule";
import type { SendPush } from "./push-sender";
import { listDevices, removeDevice, saveSubscription } from "./push-subscriptions.service";
import { sendTestNotification } from "./test-notification";

/** The agent's devices for notifications, under `/api/push`. */
export function pushRoutes({ push, sendPush }: { push: PushConfig; sendPush: SendPush }) {
  return new Hono<AppEnv>()
    .get("/public-key", (c) => c.json({ publicKey: push.publicKey }))
    .get("/subscriptions", async (c) =>
      c.json(await c.var.asUser((db) => listDevices(db, c.get("user").id))),
    )
    .post("/subscriptions", async (c) => {
      const input = await parseJson(c, pushSubscriptionInputSchema);
      if (!isAllowedPushEndpoint(input.endpoint, push.endpointHosts)) {
        throw new HttpError(400, REFUSED_ENDPOINT_MESSAGE, [
          { path: "endpoint", message: REFUSED_ENDPOINT_MESSAGE },
        ]);
      }
      const userId = c.get("user").id;
      const { now, browserZone } = requestClock(c);
      const { device, isNew } = await c.var.asUser((db) =>
        db.transaction(async (tx) => {
          const saved = await saveSubscription(tx, userId, input);
          await rememberZone(tx, userId, browserZone);
          await rescheduleNotifications(tx, userId, now);
          return saved;
        }),
      );
      return c.json(device, isNew ? 201 : 200);
    })
    .delete("/subscriptions/:id", async (c) => {
      const id = idParam(c, "Device");
      await c.var.asUser((db) => removeDevice(db, c.get("user").id, id));
      return c.body(null, 204);
    })
    .post("/test", async (c) =>
      c.json(await c.var.asUser((db) => sendTestNotification(db, c.get("user").id, sendPush))),
    );
}
