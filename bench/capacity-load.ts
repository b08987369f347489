// The capacity benchmark's load (issue #32): open loop, every request due at a time of its own and
// its latency counted from then, so a server that falls behind shows it as queueing instead of
// slowing the load down. Bodies are read to their last byte, not decompressed.
import http from "node:http";
import { type Call, type SeededAgent, type Step, workingMinute } from "./capacity-workload";

/** One answer: its kind, milliseconds from when it was due, its status (0: none came). */
export type Sample = { kind: string; ms: number; status: number };

export type LoadResult = {
  samples: Sample[];
  /** `GET /api/ready` a few times a second beside the load: the reference. */
  ready: Sample[];
  /** How late this process fired steps (its own event loop): the load's own error bar. */
  lateMs: number[];
};

const READY_EVERY_MS = 100;
const REQUEST_TIMEOUT_MS = 30_000;
const MINUTE_MS = 60_000;
/** What a browser accepts: the server picks the encoding. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/**
 * Every agent works its minute (capacity-workload.ts) from a random phase for `seconds`; what was
 * due in the first `warmupSeconds` is sent but not counted.
 */
export function runOpenLoop(
  url: string,
  agents: readonly SeededAgent[],
  { seconds, warmupSeconds }: { seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  const send = sender(url);
  const start = performance.now() + 100;
  const end = start + seconds * 1000;
  const countedFrom = start + warmupSeconds * 1000;
  const events = schedule(url, agents, start, end);
  const result: LoadResult = { samples: [], ready: [], lateMs: [] };
  let inFlight = 0;
  return new Promise((resolve) => {
    const finishWhenIdle = () => {
      if (inFlight === 0 && next === events.length && performance.now() >= end) {
        clearInterval(ready);
        resolve(result);
      }
    };
    const fire = (call: Call, headers: Headers, dueAt: number, into: Sample[]) => {
      inFlight += 1;
      void send(call, headers).then((status) => {
        inFlight -= 1;
        const answeredAt = performance.now();
        if (dueAt >= countedFrom) {
          into.push({ kind: call.kind, ms: answeredAt - dueAt, status });
        }
        for (const follower of isSuccess(status) ? (call.after ?? []) : []) {
          fire(follower, headers, answeredAt, into);
        }
        finishWhenIdle();
      });
    };
    // Past the end it checks whether the last answers are in (a timer may fire a little early).
    const ready = setInterval(() => {
      const now = performance.now();
      if (now < end) {
        fire({ kind: "ready", method: "GET", path: "/api/ready" }, {}, now, result.ready);
      } else {
        finishWhenIdle();
      }
    }, READY_EVERY_MS);
    let next = 0;
    const tick = () => {
      const now = performance.now();
      for (; next < events.length && (events[next]?.dueAt ?? 0) <= now; next += 1) {
        const event = events[next] as Event;
        if (event.dueAt >= countedFrom) {
          result.lateMs.push(now - event.dueAt);
        }
        for (const call of event.step.calls(event.minute)) {
          fire(call, event.headers, event.dueAt, result.samples);
        }
      }
      if (next < events.length) {
        setTimeout(tick, Math.max(0, (events[next]?.dueAt ?? now) - performance.now()));
      }
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
}

/** One agent's minutes one after the other, each request sent as soon as the last answered. */
export async function sequentialMinutes(
  url: string,
  agent: SeededAgent,
  minutes: number,
): Promise<Sample[]> {
  const send = sender(url);
  const headers = agentHeaders(url, agent);
  const samples: Sample[] = [];
  const chain = async (call: Call): Promise<void> => {
    const started = performance.now();
    const status = await send(call, headers);
    samples.push({ kind: call.kind, ms: performance.now() - started, status });
    for (const follower of isSuccess(status) ? (call.after ?? []) : []) {
      await chain(follower);
    }
  };
  for (let minute = 0; minute < minutes; minute += 1) {
    for (const step of workingMinute(agent)) {
      for (const call of step.calls(minute)) {
        await chain(call);
      }
    }
  }
  return samples;
}

type Headers = Record<string, string>;
type Event = { dueAt: number; minute: number; step: Step; headers: Headers };

/** Every step of every agent due from `start` to `end`, in order. */
function schedule(
  url: string,
  agents: readonly SeededAgent[],
  start: number,
  end: number,
): Event[] {
  const events: Event[] = [];
  for (const agent of agents) {
    // The minute under way when the load starts began up to a minute before: as in a working day,
    // each agent is somewhere in its minute at the start, not at its beginning.
    const began = start - Math.random() * MINUTE_MS;
    const headers = agentHeaders(url, agent);
    for (let minute = 0; began + minute * MINUTE_MS < end; minute += 1) {
      for (const step of workingMinute(agent)) {
        const dueAt = began + minute * MINUTE_MS + step.at * 1000;
        if (dueAt >= start && dueAt < end) {
          events.push({ dueAt, minute, step, headers });
        }
      }
    }
  }
  return events.sort((a, b) => a.dueAt - b.dueAt);
}

/** The headers the web app's requests carry: the session, the origin, the browser's zone. */
function agentHeaders(url: string, agent: SeededAgent): Headers {
  return {
    cookie: agent.cookie,
    origin: url,
    "x-time-zone": Intl.DateTimeFormat().resolvedOptions().timeZone,
    "accept-encoding": BROWSER_ENCODINGS,
  };
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 400;
}

/** Sends a call over kept-alive connections; resolves to its status once read to the end. */
function sender(url: string) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true });
  return (call: Call, headers: Headers) =>
    new Promise<number>((resolve) => {
      const body = call.body === undefined ? undefined : JSON.stringify(call.body);
      const request = http.request(
        {
          hostname,
          port,
          path: call.path,
          method: call.method,
          agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: body
            ? {
                ...headers,
                "content-type": "application/json",
                "content-length": Buffer.byteLength(body),
              }
            : headers,
        },
        (response) => {
          const status = response.statusCode ?? 0;
          response.on("end", () => resolve(status));
          response.on("error", () => resolve(0));
          response.resume();
        },
      );
      request.on("timeout", () => request.destroy(new Error("timed out")));
      request.on("error", () => resolve(0));
      request.end(body);
    });
}
