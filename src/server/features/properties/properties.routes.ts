import { countryToRead } from "@shared/schemas/by-country";
import { isWholeList, propertyListQuerySchema } from "@shared/schemas/list-query";
import { PROPERTY_FIELDS_READ_BY_COUNTRY, propertySchemas } from "@shared/schemas/property";
import { Hono } from "hono";
import type { StoredFileRef } from "../../db/schema/properties";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { parseJson, parseQuery } from "../../http/validate";
import { answerByVersion } from "../../http/version-tags";
import type { WholeListCache } from "../../http/whole-lists";
import type { FileStorage } from "../../storage/storage";
import { releaseFiles } from "../files/files.service";
import { accountCountry } from "../profile/profile.service";
import {
  createProperty,
  deleteProperty,
  getProperty,
  listProperties,
  propertiesListJson,
  updateProperty,
} from "./properties.service";

type Deps = { storage: FileStorage; log: (line: string) => void; wholeLists: WholeListCache };

export function propertyRoutes({ storage, log, wholeLists }: Deps) {
  return new Hono<AppEnv>()
    .get("/", (c) => {
      const query = parseQuery(c, propertyListQuerySchema);
      // A page is made of the agent's listings alone: asked again while none changed, a 304.
      return isWholeList(query)
        ? wholeLists.answer(c, "properties", (db) => propertiesListJson(db, c.get("user").id))
        : answerByVersion(
            c,
            "properties",
            (db, userId) => listProperties(db, userId, query),
            query,
          );
    })
    .get("/changes", (c) => wholeLists.changes(c, "properties", propertiesListJson))
    .post("/", async (c) => {
      const userId = c.get("user").id;
      const country = await c.var.asUser((db) => accountCountry(db, userId));
      const input = await parseJson(c, propertySchemas(country).input);
      return c.json(await c.var.asUser((db) => createProperty(db, userId, input)), 201);
    })
    .get("/:id", async (c) =>
      c.json(await c.var.asUser((db) => getProperty(db, c.get("user").id, idParam(c, "Property")))),
    )
    .patch("/:id", async (c) => {
      const id = idParam(c, "Property");
      const userId = c.get("user").id;
      const patch = await parseJson(c, async (change) => {
        const country = await countryToRead(change, PROPERTY_FIELDS_READ_BY_COUNTRY, () =>
          c.var.asUser((db) => accountCountry(db, userId)),
        );
        return propertySchemas(country).update;
      });
      const { property, droppedFiles } = await c.var.asUser((db) =>
        updateProperty(db, userId, id, patch),
      );
      await c.var.asUser((db) => releaseFiles(db, storage, userId, urlsOf(droppedFiles), log));
      return c.json(property);
    })
    .delete("/:id", async (c) => {
      const userId = c.get("user").id;
      const id = idParam(c, "Property");
      const property = await c.var.asUser((db) => deleteProperty(db, userId, id));
      const files = urlsOf([...property.photos, ...property.documents]);
      await c.var.asUser((db) => releaseFiles(db, storage, userId, files, log));
      return c.body(null, 204);
    });
}

function urlsOf(files: StoredFileRef[]): string[] {
  return files.map((file) => file.url);
}
