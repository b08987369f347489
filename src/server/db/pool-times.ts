/**
 * How long signed-in work waited for a pooled PostgreSQL connection and how long it held one,
 * written to the log every `everyMs` (POOL_STATS_SECONDS) when work ran meanwhile: what tells a
 * pool too small, or a few long holds, from a busy server (issue #32).
 */
export function poolTimes(everyMs: number, log: (line: string) => void) {
  let waits: number[] = [];
  let holds: number[] = [];
  const timer = setInterval(() => {
    if (holds.length > 0) {
      log(poolTimesLine(everyMs, waits, holds));
    }
    waits = [];
    holds = [];
  }, everyMs);
  timer.unref();
  return {
    record(waitedMs: number, heldMs: number) {
      waits.push(waitedMs);
      holds.push(heldMs);
    },
    stop: () => clearInterval(timer),
  };
}

export type PoolTimes = ReturnType<typeof poolTimes>;

/** One interval's line: how many, then waits and holds at p50, p99 and their longest. */
export function poolTimesLine(everyMs: number, waits: number[], holds: number[]): string {
  const figures = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (share: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
    return `p50 ${ms(at(0.5))}, p99 ${ms(at(0.99))}, max ${ms(sorted.at(-1))}`;
  };
  return `request pool, last ${everyMs / 1000} s: ${holds.length} uses; waited ${figures(waits)}; held ${figures(holds)}`;
}

function ms(value: number | undefined): string {
  return `${(value ?? 0).toFixed(1)} ms`;
}
