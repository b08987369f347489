// Throughput of two replicas against one: the same PostgreSQL and bucket, the load's connections
// dealt round-robin over the replicas (issue #13). Each replica is a process of its own.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { startS3TestServer } from "../src/server/storage/s3-test-server";
import { type ChildServer, startChildServer } from "../tests/support/child-server";
import { isPostgresUp } from "../tests/support/postgres";
import { createListings, signIn, throwAwayDatabase } from "./support";

const LISTINGS = 200;
const RUN_SECONDS = Number(process.env.BENCH_RUN_SECONDS ?? 10);
const CONNECTIONS = 20;
/** Where each replica has a core of its own; on a shared 2-core machine the load generator competes. */
const GOAL_RATIO = 1.6;

export async function benchReplicas() {
  if (!(await isPostgresUp())) {
    console.log("replicas: skipped, no PostgreSQL answers at 127.0.0.1:5432");
    return;
  }
  const database = await throwAwayDatabase();
  const bucket = await startS3TestServer();
  const dataDir = await mkdtemp(path.join(tmpdir(), "estate-bench-replicas-"));
  // One secret for both, or a session signed by one is refused by the other.
  const authSecret = randomBytes(32).toString("hex");
  const env = (name: string) => ({
    DATABASE_URL: database.url,
    DATA_DIR: path.join(dataDir, name),
    AUTH_SECRET: authSecret,
    S3_BUCKET: bucket.config.bucket,
    S3_ENDPOINT: bucket.config.endpoint ?? "",
    S3_ACCESS_KEY_ID: bucket.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.config.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
    LOG_REQUESTS: "false",
  });
  const replicas: ChildServer[] = [];
  try {
    replicas.push(...(await Promise.all([startChildServer(env("a")), startChildServer(env("b"))])));
    const [first] = replicas as [ChildServer, ChildServer];
    const cookie = await signIn(first.url);
    await createListings(first.url, cookie, LISTINGS);
    const listed = (await (
      await fetch(`${first.url}/api/properties`, { headers: { cookie } })
    ).json()) as { id: string }[];
    const target = (replica: ChildServer) => ({
      url: `${replica.url}/api/properties/${listed[LISTINGS / 2]?.id}`,
      headers: { cookie },
    });

    // Both warmed up (JIT, pools, the session's cookie cache) before either is measured.
    await load(replicas.map(target), 2);
    const one = await load([target(first)]);
    const two = await load(replicas.map(target));
    console.log(
      `replicas: GET /api/properties/:id signed in, ${CONNECTIONS} connections: one replica ${perSecond(one).toFixed(0)} req/s, two ${perSecond(two).toFixed(0)} req/s: ${(perSecond(two) / perSecond(one)).toFixed(2)}× (goal ≥ ${GOAL_RATIO}× where each replica has its own core; load average ${loadavg()[0]?.toFixed(1)})`,
    );
  } finally {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await bucket.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Autocannon per replica at once, the connections split evenly: round-robin by connection. */
async function load(
  targets: { url: string; headers: Record<string, string> }[],
  seconds = RUN_SECONDS,
): Promise<{ total: number; seconds: number }> {
  const results: Result[] = await Promise.all(
    targets.map((target) =>
      autocannon({ ...target, connections: CONNECTIONS / targets.length, duration: seconds }),
    ),
  );
  for (const [index, result] of results.entries()) {
    if (result.errors > 0 || result.non2xx > 0) {
      throw new Error(
        `${targets[index]?.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`,
      );
    }
  }
  return {
    total: results.reduce((sum, result) => sum + result.requests.total, 0),
    seconds: Math.max(...results.map((result) => result.duration)),
  };
}

function perSecond(result: { total: number; seconds: number }): number {
  return result.total / result.seconds;
}
