import { clientInputSchema, clientUpdateSchema } from "@shared/schemas/client";
import { Hono } from "hono";
import type { Db } from "../../db/open";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { parseJson } from "../../http/validate";
import {
  createClient,
  deleteClient,
  getClient,
  listClients,
  updateClient,
} from "./clients.service";

export function clientRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listClients(db, c.get("user").id)))
    .post("/", async (c) => {
      const input = await parseJson(c, clientInputSchema);
      return c.json(await createClient(db, c.get("user").id, input), 201);
    })
    .get("/:id", async (c) => c.json(await getClient(db, c.get("user").id, idParam(c, "Client"))))
    .patch("/:id", async (c) => {
      const id = idParam(c, "Client");
      const patch = await parseJson(c, clientUpdateSchema);
      return c.json(await updateClient(db, c.get("user").id, id, patch));
    })
    .delete("/:id", async (c) => {
      await deleteClient(db, c.get("user").id, idParam(c, "Client"));
      return c.body(null, 204);
    });
}
