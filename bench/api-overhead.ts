// What the API costs per request beyond its query, what a big list costs, and the server's memory
// under load (issue #10). The server runs in a child process (bench/api-server.ts), the load comes
// from autocannon in this one.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon, { type Result } from "autocannon";
import { freePort } from "../tests/support/free-port";
import { createListings, signIn, stopChild, throwAwayDatabase } from "./support";

type Driver = "pglite" | "postgres";
type Urls = { url: string; bareUrl: string };

const LISTINGS = 1000;
const RUN_SECONDS = Number(process.env.BENCH_RUN_SECONDS ?? 5);
const MEMORY_RUN_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
const CONNECTIONS = 10;
const GOAL = { ofReady: 0.5, ofBare: 0.5, rssMb: 300 };
/** What a browser sends: the server picks the encoding. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

export async function benchApiOverhead(drivers: Driver[]) {
  for (const driver of drivers) {
    await benchDriver(driver, { measureMemory: driver === "pglite" });
  }
}

/** Memory is measured on PGlite only: there the database lives in the server's own process. */
async function benchDriver(driver: Driver, { measureMemory }: { measureMemory: boolean }) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "estate-bench-"));
  const database = driver === "postgres" ? await throwAwayDatabase() : undefined;
  const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? "" };
  let child = await startBenchServer(env);
  try {
    const { url, bareUrl } = child;
    const cookie = await signIn(url);
    await createListings(url, cookie, LISTINGS);
    const session = (await (
      await fetch(`${url}/api/auth/get-session`, { headers: { cookie } })
    ).json()) as { user: { id: string } };
    const listed = (await (
      await fetch(`${url}/api/properties`, { headers: { cookie } })
    ).json()) as { id: string }[];
    const id = listed[LISTINGS / 2]?.id;
    if (listed.length !== LISTINGS || !id) {
      throw new Error(`expected ${LISTINGS} listings, got ${listed.length}`);
    }
    const targets = {
      // Readiness runs `select 1` (and the storage check) through the app's stack, no session.
      ready: { url: `${url}/api/ready` },
      bare: { url: `${bareUrl}/properties/${session.user.id}/${id}` },
      one: { url: `${url}/api/properties/${id}`, headers: { cookie } },
    };
    for (const target of Object.values(targets)) {
      await load(target, 1);
    }
    const ready = await load(targets.ready);
    const bare = await load(targets.bare);
    const one = await load(targets.one);
    console.log(
      `[${driver}] GET /api/properties/:id signed in, ${LISTINGS} listings: ${summary(one)}; GET /api/ready ${summary(ready)}; bare route, same query, no auth: ${summary(bare)}. ` +
        `${ratio(one, ready)} of ready (goal ≥ ${GOAL.ofReady}×), ${ratio(one, bare)} of bare (goal ≥ ${GOAL.ofBare}×)`,
    );
    const listTarget = {
      url: `${url}/api/properties`,
      headers: { cookie, "accept-encoding": BROWSER_ENCODINGS },
    };
    const list = await load(listTarget);
    console.log(
      `[${driver}] GET /api/properties (${LISTINGS} listings, ${kib(list.throughput.total / list.requests.total)} KiB sent each, accepting ${BROWSER_ENCODINGS}): ${summary(list)}`,
    );
    if (measureMemory) {
      // As after a deploy: the server `npm start` runs, on the data folder above.
      await stopChild(child.process);
      child = await startBundledServer(env);
      const restarted = { ...listTarget, url: `${child.url}/api/properties` };
      restarted.headers = { ...listTarget.headers, cookie: await signIn(child.url) };
      const rss = await peakRss(child.process, () => load(restarted, MEMORY_RUN_SECONDS));
      console.log(
        `[${driver}] server memory during ${MEMORY_RUN_SECONDS} s of GET /api/properties (the bundled server of npm start, on that data): peak RSS ${rss.peakMb.toFixed(0)} MB (goal < ${GOAL.rssMb} MB), ${summary(rss.result)}`,
      );
    }
  } finally {
    await stopChild(child.process);
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

async function load(
  target: { url: string; headers?: Record<string, string> },
  seconds = RUN_SECONDS,
): Promise<Result> {
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${target.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return result;
}

/** Samples the child's resident memory (from /proc, as the OS counts it) while `run` lasts. */
async function peakRss(child: ChildProcess, run: () => Promise<Result>) {
  let peakMb = 0;
  const sample = async () => {
    const status = await readFile(`/proc/${child.pid}/status`, "utf8");
    const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peakMb = Math.max(peakMb, kilobytes / 1024);
  };
  const timer = setInterval(() => void sample(), 250);
  try {
    const result = await run();
    await sample();
    return { peakMb, result };
  } finally {
    clearInterval(timer);
  }
}

async function startBenchServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "bench/api-server.ts"], {
    env: { ...process.env, ...env, PORT: String(port), LOG_REQUESTS: "false" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return { process: child, ...(await addressesOf(child)) };
}

/** `npm start`'s server: the bundle, built first when stale; it serves no bare route. */
async function startBundledServer(env: Record<string, string>) {
  spawnSync(process.execPath, ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env: { ...process.env, ...env, PORT: String(port), LOG_REQUESTS: "false" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      const running = /running at (\S+)/.exec(line)?.[1];
      if (running) {
        resolve(running);
      }
    });
    child.once("exit", (code) => reject(new Error(`the server stopped (${code})`)));
  });
  return { process: child, url, bareUrl: "" };
}

function addressesOf(child: ChildProcess): Promise<Urls> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) {
      reject(new Error("the bench server has no stdout"));
      return;
    }
    const lines = createInterface({ input: child.stdout });
    lines.once("line", (line) => resolve(JSON.parse(line) as Urls));
    child.once("exit", (code) => reject(new Error(`the bench server stopped (${code})`)));
  });
}

function summary(result: Result): string {
  return `${perSecond(result).toFixed(0)} req/s, p99 ${result.latency.p99.toFixed(0)} ms`;
}

function perSecond(result: Result): number {
  return result.requests.total / result.duration;
}

function ratio(of: Result, to: Result): string {
  return `${(perSecond(of) / perSecond(to)).toFixed(2)}×`;
}

function kib(bytes: number): string {
  return (bytes / 1024).toFixed(0);
}
