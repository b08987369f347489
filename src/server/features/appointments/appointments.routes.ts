import { appointmentInputSchema, appointmentUpdateSchema } from "@shared/schemas/appointment";
import { appointmentListQuerySchema, isWholeList } from "@shared/schemas/list-query";
import { wallClockQuerySchema } from "@shared/schemas/wall-clock-query";
import { Hono } from "hono";
import type { Db } from "../../db/db";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { requestClock } from "../../http/request-clock";
import { parseJson, parseQuery } from "../../http/validate";
import type { WholeListCache } from "../../http/whole-lists";
import { accountCountry } from "../profile/profile.service";
import {
  appointmentsListJson,
  createAppointment,
  deleteAppointment,
  getAppointment,
  listAppointments,
  listReminders,
  updateAppointment,
} from "./appointments.service";

export function appointmentRoutes({ wholeLists }: { wholeLists: WholeListCache }) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = parseQuery(c, appointmentListQuerySchema);
      const userId = c.get("user").id;
      const list = async (db: Db) =>
        listAppointments(db, userId, query, query.q ? await accountCountry(db, userId) : undefined);
      return isWholeList(query)
        ? wholeLists.answer(c, "appointments", appointmentsListJson)
        : c.json(await c.var.asUser(list));
    })
    .get("/changes", (c) => wholeLists.changes(c, "appointments", appointmentsListJson))
    .post("/", async (c) => {
      const input = await parseJson(c, appointmentInputSchema);
      return c.json(
        await c.var.asUser((db) => createAppointment(db, c.get("user").id, input, requestClock(c))),
        201,
      );
    })
    .get("/reminders", async (c) => {
      const now = parseQuery(c, wallClockQuerySchema);
      return c.json(await c.var.asUser((db) => listReminders(db, c.get("user").id, now)));
    })
    .get("/:id", async (c) =>
      c.json(
        await c.var.asUser((db) => getAppointment(db, c.get("user").id, idParam(c, "Appointment"))),
      ),
    )
    .patch("/:id", async (c) => {
      const id = idParam(c, "Appointment");
      const patch = await parseJson(c, appointmentUpdateSchema);
      return c.json(
        await c.var.asUser((db) =>
          updateAppointment(db, c.get("user").id, id, patch, requestClock(c)),
        ),
      );
    })
    .delete("/:id", async (c) => {
      const id = idParam(c, "Appointment");
      await c.var.asUser((db) => deleteAppointment(db, c.get("user").id, id));
      return c.body(null, 204);
    });
}
