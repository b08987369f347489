// The server the capacity benchmark loads: `npm start`'s bundle in a process of its own pinned to
// one core, and what it costs, read from /proc as the OS counts it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../tests/support/free-port";
import { adminQuery } from "../tests/support/postgres";
import { stopChild } from "./support";

export const SERVER_CORE = 0;
export const LOAD_CORE = 1;
const START_DEADLINE_MS = 120_000;
/**
 * The Dockerfile's settings of the process (malloc's, V8's, the libraries' production mode),
 * which the goals are measured with: read from its last `ENV`, so the benchmark runs what is
 * deployed.
 */
const PROCESS_SETTINGS = /^(NODE_ENV|NODE_OPTIONS|MALLOC_\w+)$/;
const AS_DEPLOYED = deployedProcessSettings(readFileSync("Dockerfile", "utf8"));
const CLOCK_TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"]).stdout.toString()) || 100;

export type PinnedServer = { url: string; pid: number; stop: () => Promise<void> };

/** Builds what is stale (as `npm start` does), once before the servers start. */
export function buildIfStale() {
  spawnSync(process.execPath, ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
}

/** This process, every thread of it, on the load's core. */
export function pinThisProcessToLoadCore() {
  taskset(["-a", "-p", "-c", String(LOAD_CORE), String(process.pid)]);
}

/** V8 flags for the server alone (BENCH_CAPACITY_SERVER_FLAGS, space-separated), to measure one. */
const SERVER_NODE_FLAGS = (process.env.BENCH_CAPACITY_SERVER_FLAGS ?? "")
  .split(" ")
  .filter(Boolean);

/** `dist/server/index.js` on SERVER_CORE with `env`, once /api/health answers. */
export async function startPinnedServer(
  env: Record<string, string>,
  { cpuProfileDir }: { cpuProfileDir?: string } = {},
): Promise<PinnedServer> {
  const port = await freePort();
  const profile = cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(
    "taskset",
    [
      "-c",
      String(SERVER_CORE),
      process.execPath,
      ...profile,
      ...SERVER_NODE_FLAGS,
      "dist/server/index.js",
    ],
    {
      env: {
        ...process.env,
        ...AS_DEPLOYED,
        LOG_REQUESTS: "false",
        TRUST_PROXY: "1",
        ...env,
        PORT: String(port),
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  printPoolTimes(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  // SIGTERM, as a deploy stops it: the server closes its database (and writes its CPU profile).
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child) };
}

/** The server's request-pool lines (POOL_STATS_SECONDS), indented under the level's figures. */
function printPoolTimes(child: ChildProcess) {
  createInterface({ input: child.stdout as Readable }).on("line", (line) => {
    // A JSON line (LOG_FORMAT's default off a terminal), or a plain one.
    const message = line.startsWith("{") ? (JSON.parse(line) as { message: string }).message : line;
    if (message.startsWith("request pool")) {
      console.log(`  ${message}`);
    }
  });
}

/** CPU and memory of the server (and of its PostgreSQL backends) between `begin` and `end`. */
export function watchServer(pid: number, database?: string) {
  let cpuAtBegin = 0;
  let loadCpuAtBegin = process.cpuUsage();
  let databaseCpuAtBegin = new Map<number, number>();
  let beganAt = 0;
  let peakRssMb = 0;
  let peakAtSeconds = 0;
  const sampleRss = async () => {
    const sampled = await rssMb(pid);
    if (sampled > peakRssMb) {
      peakRssMb = sampled;
      peakAtSeconds = (performance.now() - beganAt) / 1000;
    }
  };
  let sampler: NodeJS.Timeout | undefined;
  return {
    async begin() {
      beganAt = performance.now();
      cpuAtBegin = await cpuSeconds(pid);
      loadCpuAtBegin = process.cpuUsage();
      databaseCpuAtBegin = await backendCpu(database);
      sampler = setInterval(() => void sampleRss(), 1000);
    },
    async end() {
      clearInterval(sampler);
      const seconds = (performance.now() - beganAt) / 1000;
      const cpu = (await cpuSeconds(pid)) - cpuAtBegin;
      const loadCpu = process.cpuUsage(loadCpuAtBegin);
      let databaseCpu = 0;
      // A backend started during the level counts whole; one ended during it is missed.
      for (const [backend, total] of await backendCpu(database)) {
        databaseCpu += total - (databaseCpuAtBegin.get(backend) ?? 0);
      }
      await sampleRss();
      return {
        cpuPercent: (100 * cpu) / seconds,
        databaseCpuPercent: database ? (100 * databaseCpu) / seconds : undefined,
        // This process is the load; cpuUsage counts microseconds.
        loadCpuPercent: (loadCpu.user + loadCpu.system) / 1e4 / seconds,
        rssMb: await rssMb(pid),
        peakRssMb,
        /** Seconds into the measured time. */
        peakAtSeconds,
      };
    },
  };
}

/**
 * PostgreSQL on this machine (its postmaster, and so every backend it forks) moved to the load's
 * core until the returned function is called: the kernel wakes a backend on the core of the
 * process that wrote to it, so the database ran on the server's core, and its time showed up in
 * the server's latency (600 agents: p99 36 → 31 ms). Without the right to (not root, not
 * PostgreSQL's user) it says so and leaves it where it is.
 */
export async function postgresOffServerCore(): Promise<() => void> {
  // The checkpointer lives as long as the postmaster, its parent (the 2nd field of its stat).
  const { rows } = await adminQuery(
    "select pid from pg_stat_activity where backend_type = 'checkpointer'",
  );
  const checkpointer = (rows as { pid: number }[])[0]?.pid ?? 0;
  const postmaster = Number((await statFields(checkpointer))[1] ?? 0);
  const mask = /affinity mask: (\w+)/.exec(taskset(["-p", String(postmaster)]))?.[1];
  const pinAll = (to: string[]) => {
    for (const pid of [postmaster, ...childrenOf(postmaster)]) {
      taskset([...to, String(pid)]);
    }
  };
  pinAll(["-p", "-c", String(LOAD_CORE)]);
  if (
    !postmaster ||
    !mask ||
    !taskset(["-p", String(postmaster)]).endsWith(`: ${1 << LOAD_CORE}\n`)
  ) {
    console.log("[postgres] PostgreSQL could not be kept off the server's core: it shares it");
  }
  return () => {
    if (mask) {
      pinAll(["-p", mask]);
    }
  };
}

function taskset(args: string[]): string {
  return spawnSync("taskset", args).stdout?.toString() ?? "";
}

function childrenOf(pid: number): string[] {
  return (spawnSync("pgrep", ["-P", String(pid)]).stdout?.toString() ?? "")
    .split("\n")
    .filter(Boolean);
}

/** The fields of /proc/<pid>/stat after the command's closing parenthesis (none if it is gone). */
async function statFields(pid: number): Promise<string[]> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  return stat ? stat.slice(stat.lastIndexOf(")") + 2).split(" ") : [];
}

/**
 * CPU seconds of a process: the nanoseconds its threads ran (schedstat), or where the kernel does
 * not keep them, its user and system clock ticks (a hundredth of a second: too coarse to tell a
 * batch of cheap requests apart).
 */
export async function cpuSeconds(pid: number): Promise<number> {
  const threads = await readdir(`/proc/${pid}/task`).catch(() => []);
  const ranNs = await Promise.all(
    threads.map((thread) =>
      readFile(`/proc/${pid}/task/${thread}/schedstat`, "utf8").then(
        (text) => Number(text.split(" ")[0]),
        () => Number.NaN,
      ),
    ),
  );
  if (ranNs.length > 0 && ranNs.every(Number.isFinite)) {
    return ranNs.reduce((sum, ns) => sum + ns, 0) / 1e9;
  }
  // utime and stime are the 12th and 13th fields after the command.
  const fields = await statFields(pid);
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / CLOCK_TICKS_PER_SECOND;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU seconds of each PostgreSQL backend connected to `database` (same machine). */
export async function backendCpu(database: string | undefined): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  if (!database) {
    return totals;
  }
  const { rows } = await adminQuery("select pid from pg_stat_activity where datname = $1", {
    params: [database],
  });
  for (const { pid } of rows as { pid: number }[]) {
    totals.set(pid, await cpuSeconds(pid));
  }
  return totals;
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) {
      return;
    }
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`the capacity server did not answer at ${url} (exit code ${child.exitCode})`);
}

/** The process's settings in the Dockerfile's last `ENV` (its continued lines joined). */
function deployedProcessSettings(dockerfile: string): Record<string, string> {
  const instruction =
    dockerfile
      .replace(/\\\n/g, " ")
      .split("\n")
      .filter((line) => line.startsWith("ENV "))
      .at(-1) ?? "";
  const pairs = [...instruction.matchAll(/(\w+)=(\S+)/g)].map(
    ([, key = "", value = ""]) => [key, value] as const,
  );
  return Object.fromEntries(pairs.filter(([key]) => PROCESS_SETTINGS.test(key)));
}
