import { setTimeout as sleep } from "node:timers/promises";
import type { Agent } from "../support/http-agent";

export type Outcome = { status: number; ms: number; at: number };
// A request still unanswered after this long counts as a hang (status 0), never as a success.
const REQUEST_DEADLINE_MS = 20_000;

/**
 * Calls `step` at a fixed rate until `isDone()` says so (bounded by `maxSteps`), without waiting
 * for earlier steps: a slow server then shows as a growing backlog, not a slower client.
 */
export async function atFixedRate(options: {
  perSecond: number;
  maxSteps: number;
  isDone: () => boolean;
  step: (index: number) => Promise<void>;
}): Promise<number> {
  const interval = 1000 / options.perSecond;
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  let index = 0;
  for (; index < options.maxSteps && !options.isDone(); index++) {
    const due = started + index * interval - performance.now();
    if (due > 0) {
      await sleep(due);
    }
    const step = options.step(index).finally(() => inFlight.delete(step));
    inFlight.add(step);
  }
  await Promise.all(inFlight);
  return index;
}

/** Sends one request and records what came back and when; never throws. */
export async function timed(
  outcomes: Outcome[],
  send: (signal: AbortSignal) => Promise<Response>,
): Promise<Response | null> {
  const start = performance.now();
  try {
    const response = await send(AbortSignal.timeout(REQUEST_DEADLINE_MS));
    outcomes.push({ status: response.status, ms: performance.now() - start, at: Date.now() });
    return response;
  } catch {
    outcomes.push({ status: 0, ms: performance.now() - start, at: Date.now() });
    return null;
  }
}

/** The agent's request with a deadline: POST JSON, or GET without a body. */
export function call(agent: Agent, method: string, path: string, body?: unknown) {
  return (signal: AbortSignal) =>
    agent.request(path, {
      method,
      signal,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

export function countBy<T>(items: T[], key: (item: T) => string | number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const name = String(key(item));
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}
