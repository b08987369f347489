// How many agents one core of the app server serves (issue #32): each agent its own account
// working its minute (capacity-workload.ts) on an open-loop schedule, in a browser that has worked
// a minute already (the first minutes sent before, and timed apart), the server pinned to one
// core and this process to another, a ladder of levels that stops at the first one past
// p99 ≤ 100 ms or with errors, then one step of bisection. On PGlite and on PostgreSQL; then the
// server's memory with 200 agents on PGlite, and one agent with a book ten times larger.
import { loadavg } from "node:os";
import { isPostgresUp } from "../tests/support/postgres";
import { printCpuByKind } from "./capacity-cpu-by-kind";
import {
  type AgentBrowsing,
  returningBrowsers,
  runOpenLoop,
  sequentialMinutes,
} from "./capacity-load";
import { figuresByKind, figuresOf, ms, printLevel } from "./capacity-report";
import { type BookSize, seedAgent } from "./capacity-seed";
import {
  buildIfStale,
  type PinnedServer,
  pinThisProcessToLoadCore,
  postgresOffServerCore,
  startPinnedServer,
  watchServer,
} from "./capacity-server";
import { type Checkout, type Driver, type SnapshotStore, snapshotStore } from "./capacity-snapshot";
import type { SeededAgent } from "./capacity-workload";
import { inBatches } from "./support";

const env = process.env;
const AGENT_BOOK: BookSize = {
  listings: 150,
  clients: 300,
  appointments: 60,
  activities: 6,
  pairStatuses: 3,
};
const BIG_BOOK: BookSize = {
  listings: 1500,
  clients: 3000,
  appointments: 600,
  activities: 60,
  pairStatuses: 30,
};
const SECONDS = Number(env.BENCH_CAPACITY_SECONDS ?? 60);
/**
 * A fresh server spends its first minute compiling PGlite's hot WebAssembly with the optimising
 * tier on the one core it is pinned to (a server in production runs for days): at 200 agents p99
 * was 106–213 ms after 15 s of warm-up and 87 ms after 60 s (docs/performance.md).
 */
const WARMUP_SECONDS = Number(env.BENCH_CAPACITY_WARMUP_SECONDS ?? 60);
/** Agents whose first minute is sent at once before a level (capacity-load.ts `returningBrowsers`). */
const RETURNING_IN_FLIGHT = 16;
/** Rising levels, stopped at the first that fails: `BENCH_CAPACITY_LEVELS_PGLITE=10,20,40`. */
const LADDERS: Record<Driver, number[]> = {
  pglite: levels(env.BENCH_CAPACITY_LEVELS_PGLITE) ?? [10, 20, 40, 80, 160, 320],
  postgres: levels(env.BENCH_CAPACITY_LEVELS_POSTGRES) ?? [100, 200, 400, 800, 1600, 3200],
};
const DATABASES = (env.BENCH_CAPACITY_DATABASES ?? "pglite,postgres").split(",");
const RSS_AGENTS = Number(env.BENCH_CAPACITY_RSS_AGENTS ?? 200);
/** The big book's minutes, sent back to back (0: not measured). */
const BOOK_MINUTES = Number(env.BENCH_CAPACITY_BOOK_MINUTES ?? 20);
/** Agents whose minute is also measured a request kind at a time (0: not measured). */
const CPU_BY_KIND_AGENTS = Number(env.BENCH_CAPACITY_CPU_BY_KIND ?? 0);
/** A folder: each measured server writes a CPU profile there (`node --cpu-prof`). */
const CPU_PROFILE_DIR = env.BENCH_CAPACITY_CPU_PROF;
/** How often a level's server prints its request pool's waits and holds (PostgreSQL). */
const POOL_STATS_SECONDS = 15;
const GOAL = { p99Ms: 100, agents: { pglite: 200, postgres: 2000 }, bookP99Ms: 20, rssMb: 300 };
const BOOK_KINDS = ["dashboard", "today", "counts", "properties", "clients", "appointments"];
const SEED_IN_FLIGHT = 4;
const SEED_PROGRESS_EVERY = 50;

type Level = { agents: number; isWithinGoal: boolean; peakRssMb: number };

export async function benchCapacity() {
  buildIfStale();
  pinThisProcessToLoadCore();
  for (const driver of DATABASES as Driver[]) {
    if (driver === "postgres" && !(await isPostgresUp())) {
      console.log("[postgres] capacity: skipped, no PostgreSQL answers at 127.0.0.1:5432");
      continue;
    }
    const giveBackCore = driver === "postgres" ? await postgresOffServerCore() : () => {};
    try {
      await measureCapacity(driver);
    } finally {
      giveBackCore();
    }
  }
  for (const driver of BOOK_MINUTES > 0 ? (DATABASES as Driver[]) : []) {
    if (driver === "pglite" || (await isPostgresUp())) {
      await measureBigBook(driver);
    }
  }
}

async function measureCapacity(driver: Driver) {
  const store = await snapshotStore(driver, AGENT_BOOK);
  if (CPU_BY_KIND_AGENTS > 0) {
    const { server, run, agents } = await seededServer(driver, store, CPU_BY_KIND_AGENTS);
    try {
      await printCpuByKind(`[${driver}]`, server, agents, run.databaseName);
    } finally {
      await server.stop();
      await run.discard();
    }
  }
  const ran: Level[] = [];
  for (const agents of LADDERS[driver]) {
    ran.push(await runLevel(driver, store, agents));
    if (!ran.at(-1)?.isWithinGoal) {
      break;
    }
  }
  const passed = mostWithinGoal(ran);
  const failed = ran.find((level) => !level.isWithinGoal)?.agents;
  const middle = failed === undefined ? passed : Math.round((passed + failed) / 2);
  if (middle !== passed && middle !== failed) {
    ran.push(await runLevel(driver, store, middle));
  }
  const capacity = mostWithinGoal(ran);
  const fewestFailed = Math.min(
    ...ran.filter((level) => !level.isWithinGoal).map((level) => level.agents),
  );
  const beyond =
    failed === undefined
      ? "every level passed: raise the ladder"
      : `${fewestFailed} agents did not`;
  console.log(
    `[${driver}] capacity: ${capacity} agents a core at p99 ≤ ${GOAL.p99Ms} ms with 0 errors (${beyond}; goal ≥ ${GOAL.agents[driver]})`,
  );
  if (driver === "pglite") {
    const atRssLevel =
      ran.find((level) => level.agents === RSS_AGENTS) ??
      (await runLevel(driver, store, RSS_AGENTS));
    console.log(
      `[pglite] server memory with ${RSS_AGENTS} agents: peak RSS ${atRssLevel.peakRssMb.toFixed(0)} MB (goal ≤ ${GOAL.rssMb} MB)`,
    );
  }
}

async function runLevel(driver: Driver, store: SnapshotStore, count: number): Promise<Level> {
  const { server, run, agents } = await seededServer(driver, store, count, {
    POOL_STATS_SECONDS: String(POOL_STATS_SECONDS),
  });
  try {
    const returningSince = performance.now();
    const browsing = await returningBrowsers(server.url, agents, {
      minutes: 1,
      inFlight: RETURNING_IN_FLIGHT,
    });
    console.log(
      `[${driver}] ${count} agents' browsers worked their first minute, ${RETURNING_IN_FLIGHT} at a time, in ${((performance.now() - returningSince) / 1000).toFixed(0)} s`,
    );
    const watch = watchServer(server.pid, run.databaseName);
    const counting = new Promise((resolve) =>
      setTimeout(resolve, WARMUP_SECONDS * 1000 + 100),
    ).then(() => watch.begin());
    const load = await runOpenLoop(server.url, browsing, {
      seconds: WARMUP_SECONDS + SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    });
    await counting;
    const cost = await watch.end();
    const figures = figuresOf(load.samples);
    const isWithinGoal = figures.p99 <= GOAL.p99Ms && figures.errors === 0;
    printLevel(
      `[${driver}] ${count} agents, ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up`,
      { figures, seconds: SECONDS, byKind: figuresByKind(load.samples) },
      { cost, ready: figuresOf(load.ready), lateMs: load.lateMs },
      isWithinGoal,
    );
    return { agents: count, isWithinGoal, peakRssMb: cost.peakRssMb };
  } finally {
    await server.stop();
    await run.discard();
  }
}

/** A server on a copy of the snapshot, seeded first up to `count` agents (and kept so). */
async function seededServer(
  driver: Driver,
  store: SnapshotStore,
  count: number,
  serverEnv: Record<string, string> = {},
): Promise<{ server: PinnedServer; run: Checkout; agents: SeededAgent[] }> {
  const snapshot = await store.read();
  const run = await store.checkout(snapshot);
  const start = () =>
    startPinnedServer({ ...run.env, ...serverEnv }, { cpuProfileDir: CPU_PROFILE_DIR });
  const kept = snapshot.agents.length;
  if (kept >= count) {
    console.log(`[${driver}] snapshot reused: ${kept} agents seeded ${snapshot.seededAt}`);
    return { server: await start(), run, agents: snapshot.agents.slice(0, count) };
  }
  const seeding = await startPinnedServer(run.env);
  const started = performance.now();
  const seeded: SeededAgent[] = [];
  await inBatches(count - kept, SEED_IN_FLIGHT, async (n) => {
    seeded[n] = await seedAgent(seeding.url, kept + n, store.book);
    if ((kept + n + 1) % SEED_PROGRESS_EVERY === 0) {
      console.log(`[${driver}] seeding: agent ${kept + n + 1} of ${count}`);
    }
  });
  await seeding.stop();
  snapshot.agents.push(...seeded);
  await store.save(run, snapshot);
  console.log(
    `[${driver}] seeded agents ${kept + 1}–${count} through the API in ${((performance.now() - started) / 1000).toFixed(0)} s (load average ${loadavg()[0]?.toFixed(2)}); snapshot kept`,
  );
  return { server: await start(), run, agents: snapshot.agents.slice(0, count) };
}

/**
 * One agent whose book is ten times an agent's, its minutes back to back (the goal is PGlite's;
 * on PostgreSQL it shows what plans made for the benchmark's agents do with a larger book).
 */
async function measureBigBook(driver: Driver) {
  const store = await snapshotStore(driver, BIG_BOOK);
  const { server, run, agents } = await seededServer(driver, store, 1);
  try {
    const [agent] = agents as [SeededAgent];
    // A warm-up minute in the same browser: the agent has the app open, holding its lists.
    const [{ browser }] = (await returningBrowsers(server.url, [agent], {
      minutes: 1,
      inFlight: 1,
    })) as [AgentBrowsing];
    const byKind = figuresByKind(await sequentialMinutes(server.url, agent, BOOK_MINUTES, browser));
    const lists = byKind.filter(([kind]) => BOOK_KINDS.includes(kind));
    const slow = lists.filter(([, figures]) => figures.p99 > GOAL.bookP99Ms || figures.errors > 0);
    console.log(
      `[${driver}] one agent with ${BIG_BOOK.listings} listings, ${BIG_BOOK.clients} clients and ${BIG_BOOK.appointments} appointments, ${BOOK_MINUTES} minutes back to back (load average ${loadavg()[0]?.toFixed(2)}): ${lists.map(([kind, figures]) => `${kind} p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)} (${figures.count}${figures.errors ? `, errors ${figures.failures}` : ""})`).join("; ")} (goal p99 ≤ ${GOAL.bookP99Ms} ms: ${slow.length === 0 ? "met" : `NOT met by ${slow.map(([kind]) => kind).join(", ")}`})`,
    );
  } finally {
    await server.stop();
    await run.discard();
  }
}

function mostWithinGoal(levels: readonly Level[]): number {
  return Math.max(0, ...levels.filter((level) => level.isWithinGoal).map((level) => level.agents));
}

function levels(list: string | undefined): number[] | undefined {
  return list?.split(",").map(Number);
}
