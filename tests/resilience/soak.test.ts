import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Agent, signedInAgent } from "../support/http-agent";
import { startTestServer, type TestServer } from "../support/test-server";
import { atFixedRate, call, countBy, type Outcome, timed } from "./load";

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const WARM_UP_SECONDS = Math.min(20, SOAK_SECONDS / 4);
const REQUESTS_PER_SECOND = 15;
// Generous on purpose: this catches a leak that grows with every request, not allocator noise.
const MAX_HEAP_GROWTH_MB = 40;
const MAX_RSS_GROWTH_MB = 120;
const MB = 1024 * 1024;

type Kind = "clients" | "properties";
type Saved = { id: string; agent: Agent; kind: Kind; name: string };

const NEW: Record<Kind, (name: string) => object> = {
  clients: (name) => ({ name, phone: "+91 98200 11111" }),
  properties: (name) => ({ title: name, price: 5_000_000, location: "Bandra" }),
};
const CHANGE: Record<Kind, (note: string) => object> = {
  clients: (note) => ({ notes: note }),
  properties: (note) => ({ description: note }),
};

describe("a soak of mixed reads and writes at a fixed rate", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test("stores every acknowledged write once, answers no 5xx and keeps memory flat", async () => {
    const agents = await Promise.all([1, 2, 3].map(() => signedInAgent(server)));
    const outcomes: Outcome[] = [];
    const saved = new Map<string, Saved>();
    const busy = new Set<string>();
    let warm: NodeJS.MemoryUsage | undefined;
    const started = Date.now();
    const elapsedSeconds = () => (Date.now() - started) / 1000;

    // Each record is in at most one request at a time, so a read or change never races its deletion.
    const pick = (index: number) => {
      const idle = [...saved.values()].filter((record) => !busy.has(record.id));
      const record = idle[index % Math.max(idle.length, 1)];
      if (record) {
        busy.add(record.id);
      }
      return record;
    };

    const steps = await atFixedRate({
      perSecond: REQUESTS_PER_SECOND,
      maxSteps: REQUESTS_PER_SECOND * SOAK_SECONDS,
      isDone: () => elapsedSeconds() >= SOAK_SECONDS,
      async step(index) {
        if (!warm && elapsedSeconds() >= WARM_UP_SECONDS) {
          warm = settledMemory();
        }
        const agent = agents[index % agents.length] as Agent;
        const slot = index % 20;
        if (slot % 5 === 0 || slot === 18) {
          const kind: Kind = slot === 18 || slot === 10 ? "properties" : "clients";
          const name = `Soak ${kind} ${index}`;
          const response = await timed(
            outcomes,
            call(agent, "POST", `/api/${kind}`, NEW[kind](name)),
          );
          if (response?.status === 201) {
            const { id } = (await response.json()) as { id: string };
            saved.set(id, { id, agent, kind, name });
          }
          return;
        }
        const record = slot === 1 || slot === 7 || slot === 13 ? pick(index) : undefined;
        if (!record) {
          await timed(
            outcomes,
            call(
              agent,
              "GET",
              `/api/${index % 3 === 0 ? "appointments" : index % 3 === 1 ? "clients" : "properties"}`,
            ),
          );
          return;
        }
        const path = `/api/${record.kind}/${record.id}`;
        try {
          if (slot === 1) {
            await timed(outcomes, call(record.agent, "GET", path));
          } else if (slot === 13) {
            await timed(
              outcomes,
              call(record.agent, "PATCH", path, CHANGE[record.kind](`touched at ${index}`)),
            );
          } else if ((await timed(outcomes, call(record.agent, "DELETE", path)))?.status === 204) {
            saved.delete(record.id);
          }
        } finally {
          busy.delete(record.id);
        }
      },
    });
    const end = settledMemory();

    const stored = await Promise.all(
      agents.flatMap((agent) =>
        (["clients", "properties"] as const).map(async (kind) => {
          const rows = (await (await agent.get(`/api/${kind}`)).json()) as { id: string }[];
          return rows.map((row) => `${kind}/${row.id}`);
        }),
      ),
    );
    const storedIds = stored.flat();
    const expectedIds = [...saved.values()].map((record) => `${record.kind}/${record.id}`);
    const statuses = countBy(outcomes, (outcome) => outcome.status);
    const heapGrowthMb = (end.heapUsed - (warm?.heapUsed ?? 0)) / MB;
    const rssGrowthMb = (end.rss - (warm?.rss ?? 0)) / MB;
    const slowest = Math.round(Math.max(...outcomes.map((outcome) => outcome.ms)));
    console.log(
      `soak: ${SOAK_SECONDS} s, ${steps} requests at ${REQUESTS_PER_SECOND}/s ${JSON.stringify(statuses)}, slowest ${slowest} ms, ${expectedIds.length} records kept, ${storedIds.length} stored; heap ${mb(warm?.heapUsed)} → ${mb(end.heapUsed)} MB, rss ${mb(warm?.rss)} → ${mb(end.rss)} MB`,
    );

    expect(outcomes.filter((outcome) => outcome.status >= 500 || outcome.status === 0)).toEqual([]);
    expect(Object.keys(statuses).sort()).toEqual(["200", "201", "204"]);
    expect(storedIds.sort()).toEqual(expectedIds.sort());
    expect(heapGrowthMb).toBeLessThan(MAX_HEAP_GROWTH_MB);
    expect(rssGrowthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
  });
});

/** Memory after a full collection when the project exposes gc, so garbage is not mistaken for a leak. */
function settledMemory(): NodeJS.MemoryUsage {
  globalThis.gc?.();
  return process.memoryUsage();
}

function mb(bytes = 0): number {
  return Math.round(bytes / MB);
}
