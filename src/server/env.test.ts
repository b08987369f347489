import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "./env";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "estate-env-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("loadConfig", () => {
  test("runs on the embedded defaults and keeps a generated secret across starts", async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      appUrl: "http://localhost:3000",
      databaseUrl: undefined,
      s3: undefined,
      uploads: { quotaBytes: 2 * 1024 ** 3, perMinute: 30, graceMs: 24 * 60 * 60 * 1000 },
      leadsPerMinute: 120,
    });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(await readFile(path.join(dataDir, "auth-secret"), "utf8")).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  test.each([
    [{ PORT: "abc" }, "PORT must be a port number from 0 to 65535"],
    [{ PORT: "70000" }, "PORT must be a port number from 0 to 65535"],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL must be a postgres:// or postgresql:// URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET must be at least 32 characters"],
    [{ GOOGLE_CLIENT_ID: "id" }, "GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set"],
    [{ S3_BUCKET: "photos" }, "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY must be the number of trusted proxy hops"],
    [{ TRUST_PROXY: "-1" }, "TRUST_PROXY must be the number of trusted proxy hops"],
    [{ STORAGE_QUOTA_MB: "2GB" }, "STORAGE_QUOTA_MB must be a whole number of megabytes"],
    [{ STORAGE_QUOTA_MB: "0" }, "STORAGE_QUOTA_MB must be at least 1 MB"],
    [{ UPLOADS_PER_MINUTE: "0" }, "UPLOADS_PER_MINUTE must allow at least 1 upload"],
    [{ LEADS_PER_MINUTE: "0" }, "LEADS_PER_MINUTE must allow at least 1 lead"],
    [{ UPLOAD_GRACE_HOURS: "-1" }, "UPLOAD_GRACE_HOURS must be a whole number of hours"],
    [{ LOG_FORMAT: "xml" }, "LOG_FORMAT must be json or pretty"],
    [{ SHUTDOWN_TIMEOUT_MS: "10s" }, "SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds"],
  ])("stops on %j with one line naming the variable", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  test.each([
    [undefined, 0],
    ["false", 0],
    ["true", 1],
    ["1", 1],
    ["2", 2],
  ])("reads TRUST_PROXY=%j as %i trusted proxy hops", (value, hops) => {
    const env = value === undefined ? {} : { TRUST_PROXY: value };
    expect(loadConfig({ DATA_DIR: dataDir, ...env }).trustedProxyHops).toBe(hops);
  });

  test("logs JSON lines unless told otherwise or writing to a terminal", () => {
    expect(loadConfig({ DATA_DIR: dataDir }, false).logFormat).toBe("json");
    expect(loadConfig({ DATA_DIR: dataDir }, true).logFormat).toBe("pretty");
    expect(loadConfig({ DATA_DIR: dataDir, LOG_FORMAT: "json" }, true).logFormat).toBe("json");
    expect(loadConfig({ DATA_DIR: dataDir, LOG_FORMAT: "pretty" }, false).logFormat).toBe("pretty");
  });

  test("waits 10 s for requests in flight on shutdown unless SHUTDOWN_TIMEOUT_MS says otherwise", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: "2500" }).shutdownTimeoutMs).toBe(
      2500,
    );
  });

  test("treats empty variables as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "", DATABASE_URL: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });
});
