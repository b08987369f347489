import { countryToRead } from "@shared/schemas/by-country";
import { CLIENT_FIELDS_READ_BY_COUNTRY, clientSchemas } from "@shared/schemas/client";
import { clientListQuerySchema, isWholeList } from "@shared/schemas/list-query";
import { Hono } from "hono";
import type { Db } from "../../db/db";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { requestClock } from "../../http/request-clock";
import { parseJson, parseQuery } from "../../http/validate";
import type { WholeListCache } from "../../http/whole-lists";
import { accountCountry } from "../profile/profile.service";
import {
  clientsListJson,
  createClient,
  deleteClient,
  listClients,
  readClient,
  updateClient,
} from "./clients.service";

export function clientRoutes({ wholeLists }: { wholeLists: WholeListCache }) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = parseQuery(c, clientListQuerySchema);
      const userId = c.get("user").id;
      const clock = requestClock(c, query.at);
      const list = async (db: Db) =>
        listClients(
          db,
          userId,
          query,
          query.q ? await accountCountry(db, userId) : undefined,
          clock,
        );
      return isWholeList(query)
        ? wholeLists.answer(c, "clients", clientsListJson)
        : c.json(await c.var.asUser(list));
    })
    .get("/changes", (c) => wholeLists.changes(c, "clients", clientsListJson))
    .post("/", async (c) => {
      const userId = c.get("user").id;
      const country = await c.var.asUser((db) => accountCountry(db, userId));
      const input = await parseJson(c, clientSchemas(country).input);
      return c.json(await c.var.asUser((db) => createClient(db, userId, input)), 201);
    })
    .get("/:id", async (c) => {
      const id = idParam(c, "Client");
      const userId = c.get("user").id;
      const { client, mergedInto } = await c.var.asUser((db) => readClient(db, userId, id));
      // A client merged into another answers 404 with the survivor's id (decision 028).
      return client
        ? c.json(client)
        : c.json({ error: { message: "Client not found", mergedInto } }, 404);
    })
    .patch("/:id", async (c) => {
      const id = idParam(c, "Client");
      const userId = c.get("user").id;
      const patch = await parseJson(c, async (change) => {
        const country = await countryToRead(change, CLIENT_FIELDS_READ_BY_COUNTRY, () =>
          c.var.asUser((db) => accountCountry(db, userId)),
        );
        return clientSchemas(country).update;
      });
      return c.json(
        await c.var.asUser((db) => updateClient(db, userId, id, patch, requestClock(c))),
      );
    })
    .delete("/:id", async (c) => {
      const id = idParam(c, "Client");
      await c.var.asUser((db) => deleteClient(db, c.get("user").id, id));
      return c.body(null, 204);
    });
}
