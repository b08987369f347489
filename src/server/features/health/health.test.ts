import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";
import { createDiskStorage } from "../../storage/disk-storage";
import { healthRoutes } from "./health.routes";

let server: TestServer;
let scratch: string;
beforeAll(async () => {
  server = await startTestServer();
  scratch = await mkdtemp(path.join(tmpdir(), "estate-health-"));
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe("health and readiness", () => {
  test("both answer without a session and say ready when the database and the storage answer", async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ ok: true });
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, checks: { database: true, storage: true } });
  });

  test("a storage that cannot be written makes the replica not ready, with the reason", async () => {
    const blocker = path.join(scratch, "a-file");
    await writeFile(blocker, "not a folder");
    const routes = healthRoutes({
      db: server.db,
      storage: createDiskStorage(path.join(blocker, "files")),
      isDraining: () => false,
    });
    const ready = await routes.request("/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      error: { message: "Not ready: the file storage is not answering." },
      checks: { database: true, storage: false },
    });
    // Alive all the same: an orchestrator must not restart it for what another service does.
    expect((await routes.request("/health")).status).toBe(200);
  });

  test("a replica shutting down is not ready, so the load balancer stops sending it requests", async () => {
    const routes = healthRoutes({
      db: server.db,
      storage: createDiskStorage(path.join(scratch, "files")),
      isDraining: () => true,
    });
    const ready = await routes.request("/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ error: { message: "Not ready: shutting down." } });
  });
});
