import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";

export type LogFormat = "json" | "pretty";

export const REQUEST_ID_HEADER = "X-Request-Id";
/** An id from a proxy in front is kept when it is plainly an id, so one request reads the same in both logs. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Paths that carry a secret token: it must not reach the logs, where more people can read it. */
const TOKEN_PATHS: [RegExp, string][] = [
  [/^\/p\/[^/]+/, "/p/:token"],
  [/^\/api\/public\/listings\/[^/]+/, "/api/public/listings/:token"],
  [/^\/s\/[^/]+/, "/s/:token"],
  [/^\/api\/public\/shortlists\/[^/]+/, "/api/public/shortlists/:token"],
  [/^\/api\/calendar\/[^/]+\.ics$/, "/api/calendar/:token.ics"],
  [/^\/api\/digest\/unsubscribe\/[^/]+/, "/api/digest/unsubscribe/:token"],
  [/^\/api\/leads\/[^/]+/, "/api/leads/:token"],
];

export type RequestLogEntry = {
  time: string;
  level: "info" | "warn" | "error";
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
};

/**
 * Gives every request an id, returned as X-Request-Id, and, when `write` is given, writes one line
 * per request once it is answered: JSON for log collectors, or a short line for people.
 */
export function requestLog(options: { format: LogFormat; write?: (line: string) => void }) {
  const { format, write } = options;
  return createMiddleware(async (c, next) => {
    const startedAt = performance.now();
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    try {
      await next();
    } finally {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
      if (write) {
        const status = c.res.status;
        write(
          formatRequest(
            {
              time: new Date().toISOString(),
              level: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
              method: c.req.method,
              path: redactTokens(c.req.path),
              status,
              durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
              requestId,
            },
            format,
          ),
        );
      }
    }
  });
}

/** The path with any secret token it holds replaced by `:token`; the query string is never part of it. */
export function redactTokens(path: string): string {
  for (const [pattern, replacement] of TOKEN_PATHS) {
    if (pattern.test(path)) {
      return path.replace(pattern, replacement);
    }
  }
  return path;
}

function formatRequest(entry: RequestLogEntry, format: LogFormat): string {
  if (format === "json") {
    return JSON.stringify(entry);
  }
  return `${entry.time} ${entry.method} ${entry.path} ${entry.status} ${entry.durationMs} ms ${entry.requestId}`;
}
