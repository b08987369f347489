import type { Context } from "hono";
import { notFound } from "./errors";

/** Any text PostgreSQL reads as a uuid in its canonical form: a plain test, cheaper than zod's on every read. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` could be a record's id: only those reach the database. */
export function isRecordId(value: string): boolean {
  return UUID.test(value);
}

/** The route's `:id`; anything that is not a record id is simply not found. */
export function idParam(c: Context, what: string): string {
  const id = c.req.param("id");
  if (!id || !UUID.test(id)) {
    throw notFound(what);
  }
  return id;
}
