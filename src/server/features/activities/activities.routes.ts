import {
  activityInputSchema,
  activityListQuerySchema,
  activityUpdateSchema,
} from "@shared/schemas/activity";
import { followUpDoneSchema, followUpSnoozeSchema } from "@shared/schemas/follow-up";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { requestClock } from "../../http/request-clock";
import { parseJson, parseQuery } from "../../http/validate";
import { deleteActivity, listActivities, logActivity, updateActivity } from "./activities.service";
import { completeFollowUp, snoozeFollowUp } from "./follow-ups.service";

export function activityRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = parseQuery(c, activityListQuerySchema);
      return c.json(await c.var.asUser((db) => listActivities(db, c.get("user").id, query)));
    })
    .post("/", async (c) => {
      const input = await parseJson(c, activityInputSchema);
      const { activity, isNew } = await c.var.asUser((db) =>
        logActivity(db, c.get("user").id, input, requestClock(c)),
      );
      return c.json(activity, isNew ? 201 : 200);
    })
    .patch("/:id", async (c) => {
      const id = idParam(c, "Activity");
      const patch = await parseJson(c, activityUpdateSchema);
      return c.json(await c.var.asUser((db) => updateActivity(db, c.get("user").id, id, patch)));
    })
    .delete("/:id", async (c) => {
      const id = idParam(c, "Activity");
      await c.var.asUser((db) => deleteActivity(db, c.get("user").id, id));
      return c.body(null, 204);
    });
}

/** A client's next follow-up: 'Done' and 'Snooze' (setting it is a PATCH of the client). */
export function followUpRoutes() {
  return new Hono<AppEnv>()
    .post("/:id/follow-up/done", async (c) => {
      const id = idParam(c, "Client");
      const input = await parseJson(c, followUpDoneSchema);
      return c.json(
        await c.var.asUser((db) =>
          completeFollowUp(db, c.get("user").id, id, input, requestClock(c, input.at)),
        ),
      );
    })
    .post("/:id/follow-up/snooze", async (c) => {
      const id = idParam(c, "Client");
      const input = await parseJson(c, followUpSnoozeSchema);
      return c.json(
        await c.var.asUser((db) =>
          snoozeFollowUp(db, c.get("user").id, id, input, requestClock(c, input.at)),
        ),
      );
    });
}
