// Issue #28: 10,000 due notifications to a local push receiver (VAPID checked, each payload
// decrypted), on PGlite and on PostgreSQL with two replicas; and the scheduler's idle cost.
import { createECDH } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "../src/server/db/db";
import { openDatabase } from "../src/server/db/open";
import { type ChildServer, startChildServer } from "../tests/support/child-server";
import { insertDueJobs } from "../tests/support/notification-jobs";
import { isPostgresUp } from "../tests/support/postgres";
import { type PushReceiver, startPushReceiver } from "../tests/support/push-receiver";
import { signIn, startBenchServer, throwAwayDatabase } from "./support";

const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 10_000);
const GOAL_SECONDS = 60;
const IDLE_SECONDS = 20;

export async function benchPush() {
  const receiver = await startPushReceiver();
  const vapid = vapidKeys();
  receiver.expectKey(vapid.VAPID_PUBLIC_KEY);
  const env = { PUSH_ENDPOINT_HOSTS: receiver.host, ...vapid };
  try {
    const { server, close } = await startBenchServer({ name: "push", env });
    try {
      await measureIdle(`[pglite] scheduler idle`);
      await deliver("[pglite] one server", receiver, server.url, server.db);
    } finally {
      await close();
    }
    if (await isPostgresUp()) {
      await twoReplicas(receiver, env);
    } else {
      console.log("push: two replicas skipped, no PostgreSQL answers at 127.0.0.1:5432");
    }
  } finally {
    await receiver.close();
  }
}

async function twoReplicas(receiver: PushReceiver, env: Record<string, string>) {
  const database = await throwAwayDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), "estate-bench-push-"));
  const replicas: ChildServer[] = [];
  const handle = openDatabase({ databaseUrl: database.url, pgliteDir: "" });
  try {
    for (const name of ["a", "b"]) {
      const replicaEnv = {
        ...env,
        DATABASE_URL: database.url,
        DATA_DIR: path.join(dataDir, name),
        LOG_REQUESTS: "false",
      };
      replicas.push(await startChildServer(replicaEnv));
    }
    await deliver("[postgres] two replicas", receiver, replicas[0]?.url ?? "", handle.db);
  } finally {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await handle.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Signs an agent up with one device, makes NOTIFICATIONS due at once, and times their arrival. */
async function deliver(label: string, receiver: PushReceiver, url: string, db: Db) {
  const cookie = await signIn(url);
  const device = receiver.device();
  const subscribed = await fetch(`${url}/api/push/subscriptions`, {
    method: "POST",
    headers: { cookie, origin: url, "content-type": "application/json" },
    body: JSON.stringify(device.subscription),
  });
  if (subscribed.status !== 201) {
    throw new Error(`subscribing answered ${subscribed.status}`);
  }
  const { id: userId } = (await (
    await fetch(`${url}/api/profile`, { headers: { cookie } })
  ).json()) as { id: string };
  receiver.deliveries.length = 0;
  const prefix = `bench-${Date.now()}`;
  const started = performance.now();
  await insertDueJobs(db, userId, { count: NOTIFICATIONS, dueAt: new Date(), prefix });
  const inserted = performance.now();
  while (
    new Set(receiver.deliveries.map((d) => d.payload.tag)).size < NOTIFICATIONS &&
    performance.now() - started < 10 * GOAL_SECONDS * 1000
  ) {
    await sleep(100);
  }
  const seconds = (performance.now() - started) / 1000;
  await sleep(3000);
  const tags = receiver.deliveries.map((d) => d.payload.tag);
  const unique = new Set(tags).size;
  console.log(
    `push ${label}: ${NOTIFICATIONS} due notifications (inserted in ${((inserted - started) / 1000).toFixed(1)} s) delivered in ${seconds.toFixed(1)} s (goal < ${GOAL_SECONDS} s): ${NOTIFICATIONS - unique} lost, ${tags.length - unique} repeated, ${receiver.refusals.length} refused by the receiver`,
  );
}

/** The server's own CPU while nothing is due: the scheduler's poll, once a second. */
async function measureIdle(label: string) {
  await sleep(2000);
  const before = process.cpuUsage();
  const started = performance.now();
  await sleep(IDLE_SECONDS * 1000);
  const used = process.cpuUsage(before);
  const share = (used.user + used.system) / 1000 / (performance.now() - started);
  console.log(
    `push ${label}: ${(share * 100).toFixed(2)} % of a core over ${IDLE_SECONDS} s (goal < 1 %)`,
  );
}

function vapidKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString("base64url"),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString("base64url"),
  };
}
