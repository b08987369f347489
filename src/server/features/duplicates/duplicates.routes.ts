import { mergeInputSchemas, notDuplicatesInputSchema } from "@shared/schemas/duplicates";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { requestClock } from "../../http/request-clock";
import { parseJson } from "../../http/validate";
import { accountCountry } from "../profile/profile.service";
import { clientDuplicates, listDuplicates, markNotDuplicates } from "./duplicates.service";
import { mergeClients } from "./merge-clients.service";

/** Duplicate clients and their merge, under `/api/clients`: before the `/:id` routes. */
export function duplicateRoutes() {
  return new Hono<AppEnv>()
    .get("/duplicates", async (c) =>
      c.json(await c.var.asUser((db) => listDuplicates(db, c.get("user").id))),
    )
    .get("/:id/duplicates", async (c) => {
      const id = idParam(c, "Client");
      return c.json(await c.var.asUser((db) => clientDuplicates(db, c.get("user").id, id)));
    })
    .post("/:id/not-duplicates", async (c) => {
      const id = idParam(c, "Client");
      const { otherId } = await parseJson(c, notDuplicatesInputSchema);
      await c.var.asUser((db) => markNotDuplicates(db, c.get("user").id, id, otherId));
      return c.body(null, 204);
    })
    .post("/:id/merge", async (c) => {
      const id = idParam(c, "Client");
      const userId = c.get("user").id;
      const country = await c.var.asUser((db) => accountCountry(db, userId));
      const input = await parseJson(c, mergeInputSchemas(country));
      return c.json(
        await c.var.asUser((db) => mergeClients(db, userId, id, input, requestClock(c))),
      );
    });
}
