// Timing helpers the benchmarks share: samples in milliseconds, read as percentiles.

export function time(run: () => unknown, rounds: number): number[] {
  return Array.from({ length: rounds }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
}

export async function timeAsync(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function timeEachAsync(
  run: (round: number) => Promise<unknown>,
  rounds: number,
): Promise<number[]> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    samples.push(await timeAsync(() => run(round)));
  }
  return samples;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 0.5);
}

export function percentile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Prints a line of figures: median, p95 and p99, and the goal for p99 when there is one. */
export function report(label: string, samples: number[], p99GoalMs?: number) {
  const p99 = percentile(samples, 0.99);
  const goal =
    p99GoalMs === undefined
      ? ""
      : ` (goal p99 ≤ ${p99GoalMs} ms${p99 <= p99GoalMs ? ", met" : ", NOT met"})`;
  console.log(
    `${label}: median ${median(samples).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${samples.length} runs${goal}`,
  );
}
