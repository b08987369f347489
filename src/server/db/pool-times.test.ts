import { setTimeout } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { openDatabase } from "./open";
import { poolTimesLine } from "./pool-times";

describe("the request pool's times", () => {
  test("give how many, then the waits' and holds' p50, p99 and longest, then the event loop's lateness", () => {
    const waits = Array.from({ length: 100 }, (_, k) => (k < 98 ? 0 : 40 + k));
    const holds = Array.from({ length: 100 }, (_, k) => k + 1);
    expect(poolTimesLine(15_000, waits, holds, { p99Ms: 3.25, maxMs: 41 })).toBe(
      "request pool, last 15 s: 100 uses; waited p50 0.0 ms, p99 139.0 ms, max 139.0 ms; held p50 51.0 ms, p99 100.0 ms, max 100.0 ms; event loop late p99 3.3 ms, max 41.0 ms",
    );
  });

  describe.runIf(inject("databaseTemplate").driver === "postgres")("on PostgreSQL", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await server.close();
    });

    test("are logged every so often while signed-in work runs, and not when none did", async () => {
      const lines: string[] = [];
      const database = openDatabase({
        databaseUrl: server.databaseUrl,
        pgliteDir: "",
        log: (line) => lines.push(line),
        poolStatsEveryMs: 200,
      });
      try {
        await Promise.all(
          ["a", "b", "c"].map((userId) =>
            database.asUser(userId, (db) => db.execute(sql`select pg_sleep(0.02)`)),
          ),
        );
        await setTimeout(450);
        // However the intervals fell, each use is counted once and held at least its 20 ms.
        const uses = lines.map((line) => Number(line.match(/: (\d+) uses;/)?.[1]));
        expect(uses.reduce((sum, count) => sum + count, 0)).toBe(3);
        for (const line of lines) {
          expect(line).toMatch(/^request pool, last 0.2 s: /);
          expect(Number(line.match(/held p50 ([\d.]+) ms/)?.[1])).toBeGreaterThanOrEqual(20);
          expect(line).toMatch(/; event loop late p99 [\d.]+ ms, max [\d.]+ ms$/);
        }
        const logged = lines.length;
        await setTimeout(450);
        expect(lines).toHaveLength(logged);
      } finally {
        await database.close();
      }
    });
  });
});
