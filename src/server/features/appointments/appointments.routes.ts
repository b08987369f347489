import { appointmentInputSchema, appointmentUpdateSchema } from "@shared/schemas/appointment";
import { Hono } from "hono";
import type { Db } from "../../db/open";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { parseJson } from "../../http/validate";
import {
  createAppointment,
  deleteAppointment,
  getAppointment,
  listAppointments,
  updateAppointment,
} from "./appointments.service";

export function appointmentRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listAppointments(db, c.get("user").id)))
    .post("/", async (c) => {
      const input = await parseJson(c, appointmentInputSchema);
      return c.json(await createAppointment(db, c.get("user").id, input), 201);
    })
    .get("/:id", async (c) =>
      c.json(await getAppointment(db, c.get("user").id, idParam(c, "Appointment"))),
    )
    .patch("/:id", async (c) => {
      const id = idParam(c, "Appointment");
      const patch = await parseJson(c, appointmentUpdateSchema);
      return c.json(await updateAppointment(db, c.get("user").id, id, patch));
    })
    .delete("/:id", async (c) => {
      await deleteAppointment(db, c.get("user").id, idParam(c, "Appointment"));
      return c.body(null, 204);
    });
}
