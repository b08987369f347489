import { timeZoneSchema } from "@shared/schemas/calendar-feed";
import { z } from "@shared/schemas/zod";
import type { Context } from "hono";
import { parseQuery } from "../../http/validate";

// The device's zone writes the Created and Updated dates; a caller that sends none gets UTC.
const exportZoneSchema = z.object({ timeZone: timeZoneSchema.default("UTC") });

/** `?timeZone=Asia/Kolkata` of an export request; a bad zone is a 400. */
export function exportTimeZone(c: Context): string {
  return parseQuery(c, exportZoneSchema).timeZone;
}
