import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { isDatabaseUnavailable } from "../db/unavailable";
import { StorageUnavailableError } from "../storage/storage";
import { redactTokens } from "./request-log";

export type FieldIssue = { path: string; message: string };
export type ErrorBody = { error: { message: string; issues?: FieldIssue[] } };

/** An expected failure with the status and message the user should see. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

export function validationError(error: z.ZodError): HttpError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
  return new HttpError(400, issues[0]?.message ?? "Invalid request", issues);
}

export function errorResponse(c: Context, error: unknown, log: (line: string) => void) {
  if (error instanceof HttpError) {
    return c.json<ErrorBody>(
      { error: { message: error.message, issues: error.issues } },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    // Hono's own middleware (CSRF origin check, body limit) speaks in these.
    const message =
      error.status === 403
        ? "This request was refused: it did not come from the app."
        : error.message;
    return c.json<ErrorBody>({ error: { message: message || "Request refused" } }, error.status);
  }
  if (error instanceof z.ZodError) {
    const http = validationError(error);
    return c.json<ErrorBody>({ error: { message: http.message, issues: http.issues } }, 400);
  }
  // Before the database's test: a refused connection to the bucket is no database failure.
  if (error instanceof StorageUnavailableError) {
    log(
      `file storage unavailable on ${c.req.method} ${redactTokens(c.req.path)}: ${error.message}`,
    );
    return c.json<ErrorBody>(
      { error: { message: "The file storage is not answering. Please try again in a moment." } },
      503,
      { "Retry-After": "5" },
    );
  }
  if (isDatabaseUnavailable(error)) {
    log(`database unavailable on ${c.req.method} ${redactTokens(c.req.path)}: ${String(error)}`);
    return c.json<ErrorBody>(
      { error: { message: "The database is not answering. Please try again in a moment." } },
      503,
      { "Retry-After": "5" },
    );
  }
  // Unexpected: log the details for us, never send a stack trace to the browser.
  log(
    `error on ${c.req.method} ${redactTokens(c.req.path)}: ${error instanceof Error ? error.stack : String(error)}`,
  );
  return c.json<ErrorBody>({ error: { message: "Something went wrong" } }, 500);
}

/** The unread rest of the body is dropped with the connection: the client must not reuse it. */
export function tooLarge(c: Context) {
  return c.json<ErrorBody>({ error: { message: "The request is too large." } }, 413, {
    Connection: "close",
  });
}
