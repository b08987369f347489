import type { Context } from "hono";
import type { z } from "zod";
import { HttpError, validationError } from "./errors";

/**
 * Reads a JSON body and validates it with the same zod schema the form uses, or with the one
 * `schema` chooses for the body (when finding it costs a database round trip only some need).
 */
export async function parseJson<T extends z.ZodType>(
  c: Context,
  schema: T | ((body: unknown) => Promise<T>),
): Promise<z.infer<T>> {
  if (!c.req.header("content-type")?.startsWith("application/json")) {
    throw new HttpError(415, "Send the data as JSON (Content-Type: application/json).");
  }
  const body = await c.req.json().catch(() => {
    throw new HttpError(400, "The request body is not valid JSON.");
  });
  const chosen = typeof schema === "function" ? await schema(body) : schema;
  const parsed = chosen.safeParse(body);
  if (!parsed.success) {
    throw validationError(parsed.error);
  }
  return parsed.data;
}

/** Reads the query string (`?limit=…&q=…`) with a zod schema from src/shared/schemas. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) {
    throw validationError(parsed.error);
  }
  return parsed.data;
}
