import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { HttpError } from "./errors";
import { type LogFormat, redactTokens, requestLog } from "./request-log";

function appLogging(format: LogFormat) {
  const lines: string[] = [];
  const app = new Hono()
    .use(requestLog({ format, write: (line) => lines.push(line) }))
    .get("/api/clients", (c) => c.json([]))
    .get("/p/:token", (c) => c.text("listing"))
    .get("/api/broken", () => {
      throw new HttpError(503, "down");
    });
  app.onError((error, c) =>
    c.json({ error: { message: error.message } }, error instanceof HttpError ? error.status : 500),
  );
  return { app, lines };
}

describe("one log line per request", () => {
  test("is JSON with the time, level, method, path without its query, status, duration and request id", async () => {
    const { app, lines } = appLogging("json");
    const response = await app.request("/api/clients?search=Mehta&phone=98200");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: "info",
      method: "GET",
      path: "/api/clients",
      status: 200,
      durationMs: expect.any(Number),
      requestId,
    });
    expect(lines[0]).not.toContain("Mehta");
  });

  test("says warn for a 4xx and error for a 5xx, thrown errors included", async () => {
    const { app, lines } = appLogging("json");
    await app.request("/api/nothing");
    await app.request("/api/broken");
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: "warn", status: 404 },
      { level: "error", status: 503 },
    ]);
  });

  test("keeps a sane incoming X-Request-Id and replaces any other", async () => {
    const { app, lines } = appLogging("json");
    const kept = await app.request("/api/clients", {
      headers: { "X-Request-Id": "lb-7f3a9c21-0001" },
    });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a9c21-0001");
    for (const insane of ["short", "has space in it", "x".repeat(129), 'quote"injection"here']) {
      const replaced = await app.request("/api/clients", { headers: { "X-Request-Id": insane } });
      expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(JSON.parse(lines[0] ?? "").requestId).toBe("lb-7f3a9c21-0001");
  });

  test("never holds a public link's token", async () => {
    const token = "Zx9-secret-token-Qw";
    const { app, lines } = appLogging("pretty");
    await app.request(`/p/${token}?utm=1`);
    expect(lines).toEqual([
      expect.stringMatching(/^\S+Z GET \/p\/:token 200 [\d.]+ ms [0-9a-f-]{36}$/),
    ]);
    expect(lines[0]).not.toContain(token);
  });

  test("an id is returned even when request logging is off", async () => {
    const app = new Hono().use(requestLog({ format: "json" })).get("/", (c) => c.text("ok"));
    expect((await app.request("/")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("redactTokens", () => {
  test.each([
    ["/p/abc123", "/p/:token"],
    ["/p/abc123/photos/2", "/p/:token/photos/2"],
    ["/p/abc123/avatar", "/p/:token/avatar"],
    ["/api/public/listings/abc123", "/api/public/listings/:token"],
    ["/api/calendar/abc123.ics", "/api/calendar/:token.ics"],
    ["/api/digest/unsubscribe/abc123", "/api/digest/unsubscribe/:token"],
    ["/api/properties/42", "/api/properties/42"],
    ["/properties/abc", "/properties/abc"],
  ])("%s → %s", (path, redacted) => {
    expect(redactTokens(path)).toBe(redacted);
  });
});
