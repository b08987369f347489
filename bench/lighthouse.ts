// Lighthouse's mobile run (its defaults: a mid-range phone on a slow 4G link, simulated) on /login
// and on the dashboard of an account with 1,000 properties, clients and appointments; the median
// of LIGHTHOUSE_RUNS (5) runs by score.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { loadConfig } from "@server/env";
import { startServer } from "@server/server";
import { APPOINTMENT_PROCESSES } from "@shared/domain/catalogue";
import lighthouse from "lighthouse";
import { seedDemo } from "../scripts/seed";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { freePort } from "../tests/support/free-port";

const RECORDS = 1000;
const GOALS = { score: 95, cls: 0.05, tbtMs: 150 };

export async function benchLighthouse() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "estate-lighthouse-"));
  const server = await startServer(
    loadConfig({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_REQUESTS: "false",
      TRUST_PROXY: "true",
    }),
    { log: () => {}, webDir: path.resolve("dist/web") },
  );
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const cookie = await seedDemo(server.url, RECORDS);
    await seedClientsAndAppointments(server.url, cookie);
    await audit("/login", `${server.url}/login`, debuggingPort, {});
    await audit(
      `/dashboard (${RECORDS} properties, clients and appointments)`,
      `${server.url}/dashboard`,
      debuggingPort,
      { cookie },
    );
  } finally {
    await browser.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs per page: one run on a busy two-core machine swings by ten points; the median holds. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

async function audit(
  label: string,
  url: string,
  port: number,
  extraHeaders: Record<string, string>,
) {
  const runs: Run[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    runs.push(await auditOnce(url, port, extraHeaders));
  }
  runs.sort((a, b) => a.score - b.score);
  const median = runs[Math.floor(runs.length / 2)] as Run;
  const scores = runs.map((run) => run.score).join(", ");
  console.log(
    `lighthouse mobile ${label}: performance ${median.score} (goal ≥ ${GOALS.score}; runs ${scores}), CLS ${median.cls.toFixed(3)} (goal < ${GOALS.cls}), TBT ${median.tbt.toFixed(0)} ms (goal < ${GOALS.tbtMs}), LCP ${(median.lcp / 1000).toFixed(1)} s, FCP ${(median.fcp / 1000).toFixed(1)} s`,
  );
}

export type Run = { score: number; cls: number; tbt: number; lcp: number; fcp: number };

/** One Lighthouse mobile performance run of `url` in the Chromium listening on `port`. */
export async function auditOnce(
  url: string,
  port: number,
  extraHeaders: Record<string, string>,
): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    extraHeaders,
  });
  const lhr = result?.lhr;
  if (!lhr) {
    throw new Error(`Lighthouse gave no result for ${url}`);
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: metric("cumulative-layout-shift"),
    tbt: metric("total-blocking-time"),
    lcp: metric("largest-contentful-paint"),
    fcp: metric("first-contentful-paint"),
  };
}

/** Clients and an appointment each (half of them still to come), through the API. */
async function seedClientsAndAppointments(baseUrl: string, cookie: string) {
  const post = async (pathName: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${pathName}`, {
      method: "POST",
      headers: { cookie, origin: baseUrl, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`POST ${pathName}: ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as { id: string };
  };
  const today = Date.now();
  for (let start = 0; start < RECORDS; start += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, RECORDS - start) }, async (_, offset) => {
        const index = start + offset;
        const client = await post("/api/clients", {
          name: `Client ${index}`,
          phone: `+91 98200 ${String(10_000 + index).padStart(5, "0")}`,
          budget: 3_000_000 + (index % 40) * 200_000,
          locations: ["Bandra West, Mumbai"],
        });
        const day = new Date(today + (index % 60) * 86_400_000 - 30 * 86_400_000);
        await post("/api/appointments", {
          title: `Visit ${index}`,
          date: day.toISOString().slice(0, 10),
          time: `${String(9 + (index % 9)).padStart(2, "0")}:30`,
          location: "Bandra West, Mumbai",
          clientId: client.id,
          process: APPOINTMENT_PROCESSES[index % APPOINTMENT_PROCESSES.length],
        });
      }),
    );
  }
}
