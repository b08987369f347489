import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signedInAgent } from "../support/http-agent";
import { startTestServer, type TestServer } from "../support/test-server";
import { atFixedRate, call, countBy, type Outcome, timed } from "./load";
import { type Cluster, clusterUnavailableReason, createCluster } from "./throwaway-cluster";

const REQUESTS_PER_SECOND = 20;
const SETTLE_MS = 2000;
const OUTAGE_MS = 3000;
const RECOVERY_DEADLINE_MS = 60_000;
const UNAVAILABLE = {
  error: { message: "The database is not answering. Please try again in a moment." },
};

const skipReason = clusterUnavailableReason();
if (skipReason) {
  console.warn(`PostgreSQL restart test skipped: ${skipReason}`);
}

describe.skipIf(skipReason !== null)("PostgreSQL restarted during load", () => {
  let cluster: Cluster;
  let server: TestServer;
  beforeAll(async () => {
    cluster = await createCluster();
    server = await startTestServer({ DATABASE_URL: cluster.url });
  });
  afterAll(async () => {
    await cluster?.destroy();
    // Closing waits for every pooled connection: one that a restart leaked makes this time out.
    await server?.close();
  });

  test("answers 503 and is not ready while it is down, recovers by itself and loses no acknowledged write", async () => {
    const agents = await Promise.all([1, 2, 3].map(() => signedInAgent(server)));
    const outcomes: Outcome[] = [];
    const acknowledged: string[] = [];
    const unavailableBodies = new Set<string>();
    let isDone = false;
    const load = atFixedRate({
      perSecond: REQUESTS_PER_SECOND,
      maxSteps: REQUESTS_PER_SECOND * 120,
      isDone: () => isDone,
      async step(index) {
        const agent = agents[index % agents.length];
        if (!agent) {
          return;
        }
        const name = `Restart client ${index}`;
        const response =
          index % 2 === 0
            ? await timed(
                outcomes,
                call(agent, "POST", "/api/clients", { name, phone: "+91 98200 11111" }),
              )
            : await timed(outcomes, call(agent, "GET", "/api/clients"));
        if (response?.status === 201) {
          acknowledged.push(name);
        } else if (response?.status === 503) {
          unavailableBodies.add(await response.text());
        }
      },
    });

    const outages: {
      mode: string;
      statuses: Record<string, number>;
      medianMs: number;
      slowestMs: number;
      recoveryMs: number;
      readyDuring: number;
      aliveDuring: number;
    }[] = [];
    for (const mode of ["fast", "immediate"] as const) {
      await sleep(SETTLE_MS);
      const downAt = Date.now();
      await cluster.stop(mode);
      // The load balancer's view: alive (no restart wanted), but not ready.
      const readyDuring = await fetch(`${server.url}/api/ready`);
      const notReady = await readyDuring.json();
      const aliveDuring = (await fetch(`${server.url}/api/health`)).status;
      await sleep(OUTAGE_MS);
      await cluster.start();
      const upAt = Date.now();
      const recoveredAt = await firstSuccessAfter(outcomes, upAt);
      const during = outcomes.filter((outcome) => outcome.at >= downAt && outcome.at < upAt);
      outages.push({
        mode,
        statuses: countBy(during, (outcome) => outcome.status),
        medianMs: median(during.map((outcome) => outcome.ms)),
        slowestMs: Math.round(Math.max(...during.map((outcome) => outcome.ms))),
        recoveryMs: recoveredAt - upAt,
        readyDuring: readyDuring.status,
        aliveDuring,
      });
      expect(notReady).toEqual({
        error: { message: "Not ready: the database is not answering." },
        checks: { database: false, storage: true },
      });
    }
    await sleep(SETTLE_MS);
    isDone = true;
    await load;

    const statuses = countBy(outcomes, (outcome) => outcome.status);
    const stored = await storedClientNames(cluster.url);
    const lost = acknowledged.filter((name) => stored.get(name) !== 1);
    console.log(
      `postgres restart: ${outcomes.length} requests ${JSON.stringify(statuses)}, outages ${JSON.stringify(outages)}, ${acknowledged.length} acknowledged creates, ${lost.length} lost or doubled, ${stored.size} stored`,
    );

    for (const outage of outages) {
      expect(outage.statuses["503"]).toBeGreaterThan(0);
      expect(outage.readyDuring).toBe(503);
      expect(outage.aliveDuring).toBe(200);
    }
    expect(Object.keys(statuses).sort()).toEqual(["200", "201", "503"]);
    expect([...unavailableBodies].map((body) => JSON.parse(body))).toEqual([UNAVAILABLE]);
    expect(lost).toEqual([]);
    expect([...stored.values()].every((count) => count === 1)).toBe(true);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  });

  test("a server started while PostgreSQL is down waits for it and starts once it answers", async () => {
    await cluster.stop("fast");
    const logged: string[] = [];
    const starting = startTestServer(
      { DATABASE_URL: cluster.url },
      { log: (line) => logged.push(line) },
    );
    await sleep(OUTAGE_MS);
    await cluster.start();
    const late = await starting;
    try {
      const messages = logged.map((line) => JSON.parse(line).message as string);
      expect(messages).toContainEqual(expect.stringMatching(/^database not answering yet/));
      expect((await fetch(`${late.url}/api/ready`)).status).toBe(200);
    } finally {
      await late.close();
    }
  });
});

/** When the first request answered after `since` succeeded; polls the outcomes, bounded. */
async function firstSuccessAfter(outcomes: Outcome[], since: number): Promise<number> {
  const deadline = Date.now() + RECOVERY_DEADLINE_MS;
  while (Date.now() < deadline) {
    const success = outcomes.find((outcome) => outcome.at >= since && outcome.status < 300);
    if (success) {
      return success.at;
    }
    await sleep(50);
  }
  throw new Error(`no request succeeded within ${RECOVERY_DEADLINE_MS} ms of PostgreSQL's return`);
}

/** How many rows each client name has, read as the superuser (row-level security does not bind it). */
async function storedClientNames(url: string): Promise<Map<string, number>> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string; count: string }>(
      "select name, count(*) from clients group by name",
    );
    return new Map(rows.map((row) => [row.name, Number(row.count)]));
  } finally {
    await admin.end();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
}
