import type { Context } from "hono";
import { z } from "zod";
import { notFound } from "./errors";

const uuid = z.uuid();

/** The route's `:id`; anything that is not a record id is simply not found. */
export function idParam(c: Context, what: string): string {
  const parsed = uuid.safeParse(c.req.param("id"));
  if (!parsed.success) {
    throw notFound(what);
  }
  return parsed.data;
}
