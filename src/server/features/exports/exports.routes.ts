import { CLIENT_EXPORT_FORMATS, PROPERTY_EXPORT_FORMATS } from "@shared/domain/export-formats";
import { exportQuerySchema, exportSettingsSchema } from "@shared/schemas/export";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { idParam } from "../../http/id-param";
import { parseQuery } from "../../http/validate";
import { downloadHeaders } from "./export-files";
import { exportTimeZone } from "./export-query";
import { clientVcard, exportClients, exportProperties } from "./exports.service";

const clientExportQuerySchema = exportQuerySchema(CLIENT_EXPORT_FORMATS);
const propertyExportQuerySchema = exportQuerySchema(PROPERTY_EXPORT_FORMATS);

/** Mounted at /clients before clientRoutes, so that `/export` is not read as a client's id. */
export function clientExportRoutes() {
  return new Hono<AppEnv>()
    .get("/export", async (c) => {
      const { format, settings } = parseQuery(c, clientExportQuerySchema);
      const request = { settings, timeZone: exportTimeZone(c), now: new Date() };
      const file = await c.var.asUser((db) => exportClients(db, c.get("user").id, format, request));
      return c.body(file.body, 200, downloadHeaders(file));
    })
    .get("/:id/vcard", async (c) => {
      const id = idParam(c, "Client");
      const settings = parseQuery(c, exportSettingsSchema);
      const file = await c.var.asUser((db) => clientVcard(db, c.get("user").id, id, settings));
      return c.body(file.body, 200, downloadHeaders(file));
    });
}

/** Mounted at /properties before propertyRoutes. */
export function propertyExportRoutes() {
  return new Hono<AppEnv>().get("/export", async (c) => {
    const { format, settings } = parseQuery(c, propertyExportQuerySchema);
    const request = { settings, timeZone: exportTimeZone(c), now: new Date() };
    const file = await c.var.asUser((db) =>
      exportProperties(db, c.get("user").id, format, request),
    );
    return c.body(file.body, 200, downloadHeaders(file));
  });
}
