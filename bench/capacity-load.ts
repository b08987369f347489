// The capacity benchmark's load (issue #32): open loop, every request due at a time of its own and
// its latency counted from then, so a server that falls behind shows it as queueing instead of
// slowing the load down. Bodies are read to their last byte, not decompressed.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type Answer, httpClient } from "./capacity-http";
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
const IDLE_CONNECTION_MS = 4_000;
const MINUTE_MS = 60_000;
/** What a browser accepts: the server picks the encoding. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/**
 * Every agent works its minute (capacity-workload.ts) from a random phase for `seconds`, in the
 * browser given for it; what was due in the first `warmupSeconds` is sent but not counted.
 */
export function runOpenLoop(
  url: string,
  browsing: readonly AgentBrowsing[],
  { seconds, warmupSeconds }: { seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  const send = sender(url);
  const start = performance.now() + 100;
  const end = start + seconds * 1000;
  const countedFrom = start + warmupSeconds * 1000;
  const events = schedule(browsing, start, end);
  const result: LoadResult = { samples: [], ready: [], lateMs: [] };
  let inFlight = 0;
  return new Promise((resolve) => {
    const finishWhenIdle = () => {
      if (inFlight === 0 && next === events.length && performance.now() >= end) {
        clearInterval(ready);
        resolve(result);
      }
    };
    const fire = (call: Call, browser: Browser, dueAt: number, into: Sample[]) => {
      inFlight += 1;
      void send(call, browser).then((status) => {
        inFlight -= 1;
        const answeredAt = performance.now();
        if (dueAt >= countedFrom) {
          into.push({ kind: call.kind, ms: answeredAt - dueAt, status });
        }
        for (const follower of isSuccess(status) ? (call.after ?? []) : []) {
          fire(follower, browser, answeredAt, into);
        }
        finishWhenIdle();
      });
    };
    // Past the end it checks whether the last answers are in (a timer may fire a little early).
    const ready = setInterval(() => {
      const now = performance.now();
      if (now < end) {
        fire({ kind: "ready", method: "GET", path: "/api/ready" }, noBrowser, now, result.ready);
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
          fire(call, event.browser, event.dueAt, result.samples);
        }
      }
      if (next < events.length) {
        setTimeout(tick, Math.max(0, (events[next]?.dueAt ?? now) - performance.now()));
      }
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
}

/** An agent and the browser it works in. */
export type AgentBrowsing = { agent: SeededAgent; browser: Browser };

/**
 * Browsers that have worked `minutes` already, as an agent's browser after a restart of the
 * server still holds its lists and validators: each agent's minutes sent back to back,
 * `inFlight` agents at a time (without it, every browser of a level starts empty and its first
 * minute loads every list whole into the server's empty caches at once: a backlog of about a
 * minute at 875 agents, which is a start and not a steady state).
 */
export async function returningBrowsers(
  url: string,
  agents: readonly SeededAgent[],
  { minutes, inFlight }: { minutes: number; inFlight: number },
): Promise<AgentBrowsing[]> {
  const browsing = agents.map((agent) => ({ agent, browser: agentBrowser(url, agent) }));
  let next = 0;
  const work = async () => {
    for (let item = browsing[next++]; item; item = browsing[next++]) {
      await sequentialMinutes(url, item.agent, minutes, item.browser);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, work));
  return browsing;
}

/** One agent's minutes one after the other, each request sent as soon as the last answered. */
export async function sequentialMinutes(
  url: string,
  agent: SeededAgent,
  minutes: number,
  browser = agentBrowser(url, agent),
): Promise<Sample[]> {
  const send = sender(url);
  const samples: Sample[] = [];
  const chain = async (call: Call): Promise<void> => {
    const started = performance.now();
    const status = await send(call, browser);
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
type Event = { dueAt: number; minute: number; step: Step; browser: Browser };

/** Every step of every agent due from `start` to `end`, in order. */
function schedule(browsing: readonly AgentBrowsing[], start: number, end: number): Event[] {
  const events: Event[] = [];
  for (const { agent, browser } of browsing) {
    // The minute under way when the load starts began up to a minute before: as in a working day,
    // each agent is somewhere in its minute at the start, not at its beginning.
    const began = start - Math.random() * MINUTE_MS;
    for (let minute = 0; began + minute * MINUTE_MS < end; minute += 1) {
      for (const step of workingMinute(agent)) {
        const dueAt = began + minute * MINUTE_MS + step.at * 1000;
        if (dueAt >= start && dueAt < end) {
          events.push({ dueAt, minute, step, browser });
        }
      }
    }
  }
  return events.sort((a, b) => a.dueAt - b.dueAt);
}

/**
 * What an agent's browser keeps between requests: its cookies, as the server last set them (the
 * session's signed cached copy is renewed every few minutes), the validator of each answer it
 * holds, sent back as `If-None-Match` (the web app's fetches go through the HTTP cache), and the
 * tag of each whole list it holds, whose changes it asks for instead of the list (decision 039).
 */
export type Browser = {
  headers: Headers;
  cookies: Map<string, string>;
  etags: Map<string, string>;
  listTags: Map<string, string>;
};

/** The web app's headers: the origin and the browser's zone, and the agent's session cookies. */
export function agentBrowser(url: string, agent: SeededAgent): Browser {
  const headers = {
    origin: url,
    "x-time-zone": Intl.DateTimeFormat().resolvedOptions().timeZone,
    "accept-encoding": BROWSER_ENCODINGS,
  };
  const cookies = new Map(
    agent.cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
  return { headers, cookies, etags: new Map(), listTags: new Map() };
}

/** A caller with nothing kept: the readiness probe. */
const noBrowser: Browser = {
  headers: {},
  cookies: new Map(),
  etags: new Map(),
  listTags: new Map(),
};

/** The path the browser asks: a held whole list's changes since its tag, else the call's own. */
function pathOf(browser: Browser, call: Call): string {
  const tag = call.wholeList && browser.listTags.get(call.wholeList);
  return tag ? `${call.path}/changes?since=${encodeURIComponent(tag)}` : call.path;
}

/** A whole list's tag: its ETag, or the tag its changes bring it to (none: load it whole). */
function keepListTag(browser: Browser, call: Call, answer: Answer) {
  // A 304 stands for the browser's copy of the whole list, under the tag it names.
  if (!call.wholeList || (answer.status !== 200 && answer.status !== 304)) {
    return;
  }
  const etag = answer.headers.get("etag")?.[0];
  const tag = etag ?? changesTag(answer);
  if (tag) {
    browser.listTags.set(call.wholeList, tag);
  } else {
    browser.listTags.delete(call.wholeList);
  }
}

function changesTag({ headers, body }: Answer): string | null {
  const encoding = headers.get("content-encoding")?.[0];
  const json =
    encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
  return (JSON.parse(json.toString("utf8")) as { tag: string | null }).tag;
}

function requestHeaders({ headers, cookies, etags }: Browser, call: Call): Headers {
  const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const etag = call.method === "GET" ? etags.get(call.path) : undefined;
  return {
    ...headers,
    ...(cookie && { cookie }),
    ...(etag && { "if-none-match": etag }),
  };
}

/** Keeps what the answer set: its cookies (an empty value drops one) and its validator. */
function keepAnswer(browser: Browser, call: Call, answer: Answer) {
  if (browser === noBrowser) {
    return;
  }
  for (const line of answer.headers.get("set-cookie") ?? []) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    if (value) {
      browser.cookies.set(name, value);
    } else {
      browser.cookies.delete(name);
    }
  }
  const etag = answer.headers.get("etag")?.[0];
  if (call.method === "GET" && answer.status === 200 && etag) {
    browser.etags.set(call.path, etag);
  }
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 400;
}

/** Sends a call over kept-alive connections; resolves to its status once read to the end. */
export function sender(url: string) {
  // Idle connections are closed before the server's keep-alive timeout (Node's 5 s) could close
  // one under a request just sent on it: a browser retries such a request, this load would count
  // it as an error.
  const send = httpClient(url, { idleMs: IDLE_CONNECTION_MS, timeoutMs: REQUEST_TIMEOUT_MS });
  return async (call: Call, browser: Browser) => {
    const answer = await send({
      method: call.method,
      path: pathOf(browser, call),
      headers: requestHeaders(browser, call),
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    if (!answer) {
      return 0;
    }
    keepAnswer(browser, call, answer);
    keepListTag(browser, call, answer);
    return answer.status;
  };
}
