import { notificationSettingsSchema } from "@shared/schemas/notifications";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requestClock } from "../../http/request-clock";
import { parseJson } from "../../http/validate";
import { readAgentNotifications, saveSettings } from "./notification-settings.service";
import { rescheduleNotifications } from "./reschedule";

/** `/api/notification-settings`: what the agent is notified of, and when. */
export function notificationSettingsRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { settings } = await c.var.asUser((db) => readAgentNotifications(db, c.get("user").id));
      return c.json(settings);
    })
    .put("/", async (c) => {
      const settings = await parseJson(c, notificationSettingsSchema);
      const userId = c.get("user").id;
      const { now, browserZone } = requestClock(c);
      await c.var.asUser((db) =>
        db.transaction(async (tx) => {
          await saveSettings(tx, userId, settings, browserZone);
          await rescheduleNotifications(tx, userId, now);
        }),
      );
      return c.json(settings);
    });
}
