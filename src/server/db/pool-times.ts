import { type IntervalHistogram, monitorEventLoopDelay } from "node:perf_hooks";

/** How often the event loop's lateness is sampled: a timer that should fire this often. */
const EVENT_LOOP_SAMPLE_MS = 10;

/**
 * How long signed-in work waited for a pooled PostgreSQL connection and how long it held one,
 * and how late the event loop ran meanwhile, written to the log every `everyMs`
 * (POOL_STATS_SECONDS) when work ran: what tells a pool too small, a few long holds, a busy
 * server or a blocked event loop apart (issue #32).
 */
export function poolTimes(everyMs: number, log: (line: string) => void) {
  let waits: number[] = [];
  let holds: number[] = [];
  const lateness = monitorEventLoopDelay({ resolution: EVENT_LOOP_SAMPLE_MS });
  lateness.enable();
  const timer = setInterval(() => {
    if (holds.length > 0) {
      log(poolTimesLine(everyMs, waits, holds, eventLoopLateness(lateness)));
    }
    waits = [];
    holds = [];
    lateness.reset();
  }, everyMs);
  timer.unref();
  return {
    record(waitedMs: number, heldMs: number) {
      waits.push(waitedMs);
      holds.push(heldMs);
    },
    stop: () => {
      clearInterval(timer);
      lateness.disable();
    },
  };
}

/** The histogram holds each whole interval between the samples; past its length is the lateness. */
function eventLoopLateness(histogram: IntervalHistogram) {
  const lateMs = (ns: number) => Math.max(0, ns / 1e6 - EVENT_LOOP_SAMPLE_MS);
  return { p99Ms: lateMs(histogram.percentile(99)), maxMs: lateMs(histogram.max) };
}

export type PoolTimes = ReturnType<typeof poolTimes>;

/**
 * One interval's line: how many, then waits and holds at p50, p99 and their longest, then how
 * late the event loop ran at p99 and at most.
 */
export function poolTimesLine(
  everyMs: number,
  waits: number[],
  holds: number[],
  eventLoop: { p99Ms: number; maxMs: number },
): string {
  const figures = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (share: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
    return `p50 ${ms(at(0.5))}, p99 ${ms(at(0.99))}, max ${ms(sorted.at(-1))}`;
  };
  return `request pool, last ${everyMs / 1000} s: ${holds.length} uses; waited ${figures(waits)}; held ${figures(holds)}; event loop late p99 ${ms(eventLoop.p99Ms)}, max ${ms(eventLoop.maxMs)}`;
}

function ms(value: number | undefined): string {
  return `${(value ?? 0).toFixed(1)} ms`;
}
