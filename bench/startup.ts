// How long `npm start` takes until /api/health answers, on an existing and on a fresh data folder.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tests/support/free-port";

/** Issue #10: seconds until health answers after `npm start`. */
const GOAL_MS = { existing: 3000, fresh: 10_000 };
const ROUNDS = 3;
const POLL_MS = 25;
const GIVE_UP_MS = 60_000;

export async function benchStartup() {
  // Build once beforehand, so every timed start finds an up-to-date build, as a restart does.
  spawnSync("node", ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
  const existingDir = await mkdtemp(path.join(tmpdir(), "estate-bench-start-"));
  try {
    await timeStart(existingDir);
    const existing = await rounds(() => timeStart(existingDir));
    printStartup("an existing data folder", existing, GOAL_MS.existing);
  } finally {
    await rm(existingDir, { recursive: true, force: true });
  }
  const fresh = await rounds(async () => {
    const freshDir = await mkdtemp(path.join(tmpdir(), "estate-bench-start-"));
    try {
      return await timeStart(path.join(freshDir, "data"));
    } finally {
      await rm(freshDir, { recursive: true, force: true });
    }
  });
  printStartup("a fresh data folder", fresh, GOAL_MS.fresh);
}

async function rounds(run: () => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    samples.push(await run());
  }
  return samples;
}

/** Milliseconds from spawning `npm start` to the first healthy answer; then stops it cleanly. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const server = spawn("npm", ["start", "--silent"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: "false" },
    stdio: "ignore",
    detached: true,
  });
  try {
    await waitForHealth(`http://localhost:${port}/api/health`, server);
    return performance.now() - started;
  } finally {
    await stop(server);
  }
}

async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = performance.now() + GIVE_UP_MS;
  while (performance.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`npm start exited with ${server.exitCode}`);
    }
    const response = await fetch(url).catch(() => null);
    if (response?.ok) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no healthy answer at ${url} within ${GIVE_UP_MS / 1000} s`);
}

/** SIGTERM to npm and the server it started; waits until both are gone, the database closed. */
async function stop(server: ChildProcess) {
  if (server.pid === undefined) {
    return;
  }
  const group = -server.pid;
  process.kill(group, "SIGTERM");
  while (isAlive(group)) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function isAlive(group: number): boolean {
  try {
    process.kill(group, 0);
    return true;
  } catch {
    return false;
  }
}

function printStartup(folder: string, samples: number[], goalMs: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const each = samples.map((ms) => (ms / 1000).toFixed(1)).join(", ");
  console.log(
    `start-up on ${folder}: health after ${(median / 1000).toFixed(1)} s, median of ${each} s (goal ≤ ${goalMs / 1000} s; load average ${loadavg()[0]?.toFixed(1)} on this machine)`,
  );
}
