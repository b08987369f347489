// Where the server's CPU goes in an agent's working minute (issue #32): each kind of request sent
// for every agent in turn, one at a time, and the server's CPU time (from /proc) over each batch,
// so a kind's cost per call shows without the load's queueing, and on PostgreSQL its backends'
// CPU beside it. The agents' browsers first live two minutes, so they hold what a working browser
// holds (cookies, validators, list tags).
import { type Browser, returningBrowsers, sender } from "./capacity-load";
import { backendCpu, cpuSeconds, type PinnedServer } from "./capacity-server";
import { type Call, type SeededAgent, workingMinute } from "./capacity-workload";

const LIVED_MINUTES = 2;
const MEASURED_MINUTES = 3;

export async function printCpuByKind(
  label: string,
  server: PinnedServer,
  agents: SeededAgent[],
  database?: string,
) {
  const browsing = await returningBrowsers(server.url, agents, {
    minutes: LIVED_MINUTES,
    inFlight: 1,
  });
  const send = sender(server.url);
  const spent = new Map<string, { seconds: number; databaseSeconds: number; calls: number }>();
  for (let minute = LIVED_MINUTES; minute < LIVED_MINUTES + MEASURED_MINUTES; minute += 1) {
    for (const [kind, calls] of callsByKind(browsing, minute)) {
      const before = await cpuSeconds(server.pid);
      const databaseBefore = await backendCpu(database);
      for (const { call, browser } of calls) {
        await send(call, browser);
      }
      const total = spent.get(kind) ?? { seconds: 0, databaseSeconds: 0, calls: 0 };
      total.seconds += (await cpuSeconds(server.pid)) - before;
      for (const [backend, seconds] of await backendCpu(database)) {
        total.databaseSeconds += seconds - (databaseBefore.get(backend) ?? 0);
      }
      total.calls += calls.length;
      spent.set(kind, total);
    }
  }
  const rows = [...spent]
    .map(([kind, { seconds, databaseSeconds, calls }]) => ({
      kind,
      perCallUs: (seconds * 1e6) / calls,
      databasePerCallUs: (databaseSeconds * 1e6) / calls,
      callsPerMinute: calls / MEASURED_MINUTES / agents.length,
      perMinuteMs: (seconds * 1e3) / MEASURED_MINUTES / agents.length,
    }))
    .sort((a, b) => b.perMinuteMs - a.perMinuteMs);
  const minuteMs = rows.reduce((sum, row) => sum + row.perMinuteMs, 0);
  const databaseMinuteMs = rows.reduce(
    (sum, row) => sum + (row.databasePerCallUs * row.callsPerMinute) / 1e3,
    0,
  );
  const ofDatabase = (us: number) => (database ? ` (+${us.toFixed(0)} µs PostgreSQL)` : "");
  console.log(
    `${label} server CPU an agent's minute: ${minuteMs.toFixed(1)} ms${database ? ` (+${databaseMinuteMs.toFixed(1)} ms PostgreSQL)` : ""} (${agents.length} agents, ${MEASURED_MINUTES} minutes each kind in turn); by kind, per call and per minute: ${rows.map((row) => `${row.kind} ${row.perCallUs.toFixed(0)} µs${ofDatabase(row.databasePerCallUs)} × ${row.callsPerMinute.toFixed(1)} = ${row.perMinuteMs.toFixed(2)} ms`).join(", ")}`,
  );
}

/** The minute's calls, those sent after another's answer included, grouped by kind. */
function callsByKind(browsing: { agent: SeededAgent; browser: Browser }[], minute: number) {
  const byKind = new Map<string, { call: Call; browser: Browser }[]>();
  const add = (call: Call, browser: Browser) => {
    const calls = byKind.get(call.kind) ?? [];
    calls.push({ call: { ...call, after: undefined }, browser });
    byKind.set(call.kind, calls);
    for (const follower of call.after ?? []) {
      add(follower, browser);
    }
  };
  for (const { agent, browser } of browsing) {
    for (const step of workingMinute(agent)) {
      for (const call of step.calls(minute)) {
        add(call, browser);
      }
    }
  }
  return byKind;
}
