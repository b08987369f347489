import { createECDH } from "node:crypto";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startChildServer } from "../../../../tests/support/child-server";
import { type Agent, signedInAgent } from "../../../../tests/support/http-agent";
import {
  insertDueJobs,
  jobsOf,
  userIdOf,
  waitUntil,
} from "../../../../tests/support/notification-jobs";
import { type PushReceiver, startPushReceiver } from "../../../../tests/support/push-receiver";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";
import { openDatabase } from "../../db/open";
import { notificationJobs } from "../../db/schema/notification-jobs";

const SECOND = 1000;
/** The scheduler's batch: at most this many are in flight at once. */
const BATCH = 25;
const isPostgres = process.env.TEST_DATABASE === "postgres";

/** One key pair for every server of this file, made without the library the server sends with. */
const vapid = (() => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString("base64url"),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString("base64url"),
  };
})();

const log: string[] = [];
let server: TestServer;
let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
  receiver.expectKey(vapid.VAPID_PUBLIC_KEY);
  server = await startTestServer(
    { PUSH_ENDPOINT_HOSTS: receiver.host, JOB_LEASE_SECONDS: "15", ...vapid },
    { log: (line) => log.push(line) },
  );
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function agentWithDevices(...statuses: number[][]) {
  const agent = await signedInAgent(server);
  const devices = [];
  for (const answers of statuses) {
    const device = receiver.device(answers);
    expect((await agent.post("/api/push/subscriptions", device.subscription)).status).toBe(201);
    devices.push(device);
  }
  return { agent, devices, userId: await userIdOf(server.db, agent) };
}

const arrivedAt = (deviceId: string) => receiver.deliveries.filter((d) => d.deviceId === deviceId);

async function stateOf(userId: string, key: string) {
  return (await jobsOf(server.db, userId)).get(key);
}

/** The back-off over: the job is due again now. */
async function dueNow(key: string) {
  await server.db
    .update(notificationJobs)
    .set({ dueAt: new Date() })
    .where(eq(notificationJobs.key, key));
}

describe("sending", () => {
  test("a device that fails is retried alone with back-off; one the service forgot is removed", async () => {
    const { agent, devices, userId } = await agentWithDevices([], [500, 503], [410]);
    const [steady, flaky, forgotten] = devices as [
      ReturnType<typeof receiver.device>,
      ReturnType<typeof receiver.device>,
      ReturnType<typeof receiver.device>,
    ];
    await insertDueJobs(server.db, userId, {
      count: 1,
      dueAt: new Date(),
      prefix: `retry-${userId}`,
    });
    const key = `retry-${userId}-0`;
    await waitUntil(
      async () =>
        (await stateOf(userId, key))?.attempts === 1 &&
        (await stateOf(userId, key))?.state === "pending",
    );
    const first = await stateOf(userId, key);
    const flakyId = (await devicesOf(agent)).find((d) => d.label === flaky.subscription.label)?.id;
    expect(first?.retryDeviceIds).toEqual([flakyId]);
    expect(first?.dueAt.getTime()).toBeGreaterThan(Date.now() + 20 * SECOND);
    expect((await devicesOf(agent)).map((d) => d.label).sort()).toEqual(
      [steady.subscription.label, flaky.subscription.label].sort(),
    );

    await dueNow(key);
    await waitUntil(
      async () =>
        (await stateOf(userId, key))?.attempts === 2 &&
        (await stateOf(userId, key))?.state === "pending",
    );
    expect((await stateOf(userId, key))?.dueAt.getTime()).toBeGreaterThan(
      Date.now() + 100 * SECOND,
    );
    await dueNow(key);
    await waitUntil(async () => (await stateOf(userId, key))?.state === "sent");
    expect(arrivedAt(steady.id).map((d) => d.status)).toEqual([201]);
    expect(arrivedAt(flaky.id).map((d) => d.status)).toEqual([500, 503, 201]);
    expect(arrivedAt(forgotten.id).map((d) => d.status)).toEqual([410]);
  });

  test("a device failing every time is given up after five tries, never looping", async () => {
    const { userId, devices } = await agentWithDevices(Array(10).fill(500));
    await insertDueJobs(server.db, userId, {
      count: 1,
      dueAt: new Date(),
      prefix: `doomed-${userId}`,
    });
    const key = `doomed-${userId}-0`;
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await waitUntil(
        async () =>
          (await stateOf(userId, key))?.attempts === attempt &&
          (await stateOf(userId, key))?.state === "pending",
      );
      await dueNow(key);
    }
    await waitUntil(async () => (await stateOf(userId, key))?.state === "failed");
    await sleep(1500);
    expect(arrivedAt(devices[0]?.id ?? "")).toHaveLength(5);
    expect(log.some((line) => line.includes(`${key} given up after 5 tries`))).toBe(true);
  });
});

describe("downtime and crashes", () => {
  test("after downtime what fell due within the hour is sent, older is dropped and counted", async () => {
    const { userId, devices } = await agentWithDevices([]);
    const prefix = `down-${userId}`;
    await server.atRest(async (db) => {
      await insertDueJobs(db, userId, {
        count: 2,
        dueAt: new Date(Date.now() - 2 * 3600 * SECOND),
        prefix: `${prefix}-old`,
      });
      await insertDueJobs(db, userId, {
        count: 3,
        dueAt: new Date(Date.now() - 30 * 60 * SECOND),
        prefix: `${prefix}-recent`,
      });
    });
    await waitUntil(() => arrivedAt(devices[0]?.id ?? "").length === 3);
    await sleep(1500);
    expect(
      arrivedAt(devices[0]?.id ?? "")
        .map((d) => d.payload.tag)
        .sort(),
    ).toEqual([0, 1, 2].map((n) => `${prefix}-recent-${n}`));
    expect((await stateOf(userId, `${prefix}-old-0`))?.state).toBe("dropped");
    expect(
      log.some((line) =>
        line.includes("scheduler: dropped 2 notifications that fell due more than an hour ago"),
      ),
    ).toBe(true);
  });

  test("killed mid-batch, the next start sends the rest; only a message in flight at the kill may come twice", async () => {
    const { userId, devices } = await agentWithDevices([]);
    const prefix = `kill-${userId}`;
    const deviceId = devices[0]?.id ?? "";
    const COUNT = 80;
    let beforeKill: string[] = [];
    await server.whileStopped(async (env) => {
      const childEnv = { ...env, LOG_FORMAT: "json" };
      const database = openDatabase({
        databaseUrl: env.DATABASE_URL,
        pgliteDir: path.join(env.DATA_DIR ?? "", "db"),
      });
      await insertDueJobs(database.db, userId, { count: COUNT, dueAt: new Date(), prefix });
      await database.close();
      receiver.delayMs = 150;
      const first = await startChildServer(childEnv);
      await waitUntil(() => arrivedAt(deviceId).length >= 30, 30_000);
      await first.stop("SIGKILL");
      beforeKill = arrivedAt(deviceId).map((d) => d.payload.tag);
      receiver.delayMs = 0;
      const second = await startChildServer(childEnv);
      await waitUntil(
        () => new Set(arrivedAt(deviceId).map((d) => d.payload.tag)).size === COUNT,
        30_000,
      );
      await sleep(2500);
      await second.stop();
    });
    // In flight at the kill: the batch sent last, whether or not its answers came back before
    // the process died with their jobs unmarked.
    const inFlight = new Set(beforeKill.slice(-BATCH));
    const seen = new Set<string>();
    const repeated = arrivedAt(deviceId)
      .map((d) => d.payload.tag)
      .filter((tag) => seen.has(tag) || !seen.add(tag));
    expect(seen.size).toBe(COUNT);
    expect(repeated.filter((tag) => !inFlight.has(tag))).toEqual([]);
  }, 120_000);
});

describe.skipIf(!isPostgres)("two replicas on one PostgreSQL", () => {
  test("send every notification once", async () => {
    const other = await startTestServer({
      DATABASE_URL: server.databaseUrl ?? "",
      PUSH_ENDPOINT_HOSTS: receiver.host,
      ...vapid,
    });
    try {
      const { userId, devices } = await agentWithDevices([]);
      const COUNT = 400;
      await insertDueJobs(server.db, userId, {
        count: COUNT,
        dueAt: new Date(),
        prefix: `pair-${userId}`,
      });
      const deviceId = devices[0]?.id ?? "";
      await waitUntil(() => arrivedAt(deviceId).length >= COUNT, 60_000);
      await sleep(2500);
      const tags = arrivedAt(deviceId).map((d) => d.payload.tag);
      expect(tags).toHaveLength(COUNT);
      expect(new Set(tags).size).toBe(COUNT);
    } finally {
      await other.close();
    }
  }, 120_000);
});

async function devicesOf(agent: Agent) {
  return (await (await agent.get("/api/push/subscriptions")).json()) as {
    id: string;
    label: string;
  }[];
}
