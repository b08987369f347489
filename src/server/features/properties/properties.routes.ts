import { propertyInputSchema, propertyUpdateSchema } from "@shared/schemas/property";
import { Hono } from "hono";
import type { Db } from "../../db/open";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { parseJson } from "../../http/validate";
import type { FileStorage } from "../../storage/storage";
import { deleteStoredFiles } from "../files/files.service";
import {
  createProperty,
  deleteProperty,
  getProperty,
  listProperties,
  updateProperty,
} from "./properties.service";

type Deps = { db: Db; storage: FileStorage; log: (line: string) => void };

export function propertyRoutes({ db, storage, log }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listProperties(db, c.get("user").id)))
    .post("/", async (c) => {
      const input = await parseJson(c, propertyInputSchema);
      return c.json(await createProperty(db, c.get("user").id, input), 201);
    })
    .get("/:id", async (c) =>
      c.json(await getProperty(db, c.get("user").id, idParam(c, "Property"))),
    )
    .patch("/:id", async (c) => {
      const id = idParam(c, "Property");
      const patch = await parseJson(c, propertyUpdateSchema);
      const { property, droppedFiles } = await updateProperty(db, c.get("user").id, id, patch);
      await deleteStoredFiles(storage, droppedFiles, log);
      return c.json(property);
    })
    .delete("/:id", async (c) => {
      const property = await deleteProperty(db, c.get("user").id, idParam(c, "Property"));
      await deleteStoredFiles(storage, [...property.photos, ...property.documents], log);
      return c.body(null, 204);
    });
}
