// What the capacity benchmark prints for a level: latencies, errors, the server's cost.
import { loadavg } from "node:os";
import { isSuccess, type Sample } from "./capacity-load";
import { percentile } from "./timing";

export type Figures = {
  count: number;
  errors: number;
  /** The failed answers' statuses and how many of each: "500×2, 0×1" (0: no answer). */
  failures: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};
export type ServerCost = {
  cpuPercent: number;
  databaseCpuPercent?: number;
  /** The load generator's own CPU, on its core (shared with PostgreSQL when that is used). */
  loadCpuPercent: number;
  rssMb: number;
  peakRssMb: number;
  peakAtSeconds: number;
};

/** Past this, the load's own lateness (other processes on its core) is a tenth of the budget. */
const LATE_WARNING_MS = 10;

export function figuresOf(samples: readonly Sample[]): Figures {
  const ms = samples.map((sample) => sample.ms);
  const failed = samples.filter((sample) => !isSuccess(sample.status));
  return {
    count: samples.length,
    errors: failed.length,
    failures: statusCounts(failed),
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
    p99: percentile(ms, 0.99),
    max: Math.max(0, ...ms),
  };
}

/** The figures of each kind of request, slowest p99 first. */
export function figuresByKind(samples: readonly Sample[]): [string, Figures][] {
  // Map.groupBy is Node 21's.
  const kinds = new Map<string, Sample[]>();
  for (const sample of samples) {
    const ofKind = kinds.get(sample.kind) ?? [];
    ofKind.push(sample);
    kinds.set(sample.kind, ofKind);
  }
  return [...kinds]
    .map(([kind, ofKind]): [string, Figures] => [kind, figuresOf(ofKind)])
    .sort(([, a], [, b]) => b.p99 - a.p99);
}

export function printLevel(
  label: string,
  level: { figures: Figures; seconds: number; byKind: [string, Figures][] },
  { cost, ready, lateMs }: { cost: ServerCost; ready: Figures; lateMs: readonly number[] },
  isWithinGoal: boolean,
) {
  const { figures } = level;
  const lateP99 = percentile(lateMs, 0.99);
  const postgres =
    cost.databaseCpuPercent === undefined
      ? ""
      : ` (+${cost.databaseCpuPercent.toFixed(1)} % in PostgreSQL)`;
  console.log(
    `${label}: ${(figures.count / level.seconds).toFixed(1)} req/s, p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}, ${figures.errors} errors of ${figures.count}: ${isWithinGoal ? "within" : "NOT within"} p99 ≤ 100 ms and 0 errors (load average ${loadavg()[0]?.toFixed(2)})`,
  );
  console.log(
    `  server: CPU ${cost.cpuPercent.toFixed(1)} % of its core${postgres}, RSS ${cost.rssMb.toFixed(0)} MB (peak ${cost.peakRssMb.toFixed(0)} MB at ${cost.peakAtSeconds.toFixed(0)} s); GET /api/ready beside it p50 ${ms(ready.p50)}, p99 ${ms(ready.p99)}, ${ready.errors ? `errors ${ready.failures}` : "0 errors"}; the load (${cost.loadCpuPercent.toFixed(1)} % of its core) fired its steps p99 ${ms(lateP99)} late${lateP99 > LATE_WARNING_MS ? " (a busy machine: its own delays are in the figures)" : ""}`,
  );
  console.log(
    `  p99 by kind: ${level.byKind.map(([kind, of]) => `${kind} ${ms(of.p99)}${of.errors ? ` (errors ${of.failures})` : ""}`).join(", ")}`,
  );
}

export function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 1 : 0)} ms`;
}

function statusCounts(samples: readonly Sample[]): string {
  const counts = new Map<number, number>();
  for (const { status } of samples) {
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return [...counts].map(([status, count]) => `${status}×${count}`).join(", ");
}
