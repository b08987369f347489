// What the caches kept by data version cost (issue #32, decision 036), one agent's requests one at
// a time: the dashboard opened at a new minute each time, a whole list read after an edit of
// another kind, a list the browser already holds, what changed in a list since the version the
// browser holds (decision 039), and the Today list and counts beside them.
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import {
  fakeClient,
  fakeProperty,
  onEachDatabase,
  signedInFetch,
  signIn,
  startBenchServer,
} from "./support";
import { report, timeEachAsync } from "./timing";

/** The agent: 150 listings, 300 clients, 60 appointments; BENCH_BOOK=10 for ten times that. */
const BOOK = Number(process.env.BENCH_BOOK ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);

export async function benchDataVersions() {
  await onEachDatabase(benchOn);
}

async function benchOn(driver: "pglite" | "postgres", databaseUrl?: string) {
  const { server, close } = await startBenchServer({ name: "versions", databaseUrl });
  try {
    const call = signedInFetch(server.url, await signIn(server.url), "Asia/Kolkata");
    const clientIds = await seedBook(call);
    const label = (what: string) =>
      `[${driver}, ${150 * BOOK}/${300 * BOOK}/${60 * BOOK}] ${what} (load ${loadavg()[0]?.toFixed(1)})`;
    const read = async (path: string, headers: Record<string, string> = {}) =>
      (await call(path, { headers: { "accept-encoding": "br", ...headers } })).arrayBuffer();
    await read("/api/dashboard?date=2026-11-27&time=09:00");

    const minuteOf = (round: number) =>
      `${String(10 + Math.floor(round / 60)).padStart(2, "0")}:${String(round % 60).padStart(2, "0")}`;
    report(
      label("GET /api/dashboard, a new minute each time"),
      await timeEachAsync(
        (round) => read(`/api/dashboard?date=2026-11-27&time=${minuteOf(round)}`),
        ROUNDS,
      ),
    );
    const editClient = (round: number) =>
      call(`/api/clients/${clientIds[round % clientIds.length]}`, {
        method: "PATCH",
        body: JSON.stringify({ notes: `Edit ${round}` }),
      }).then((response) => response.arrayBuffer());
    const afterEdits: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await editClient(round);
      afterEdits.push(...(await timeEachAsync(() => read("/api/properties"), 1)));
    }
    report(label("GET /api/properties whole, after a client was edited"), afterEdits);
    const logCall = (round: number) =>
      call("/api/activities", {
        method: "POST",
        body: JSON.stringify({
          kind: "call",
          clientId: clientIds[round % clientIds.length],
          appointmentId: null,
          id: randomUUID(),
          happenedAt: new Date().toISOString(),
        }),
      }).then((response) => response.arrayBuffer());
    const afterCalls = { clients: [] as number[], dashboard: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      await logCall(round);
      afterCalls.clients.push(...(await timeEachAsync(() => read("/api/clients"), 1)));
      afterCalls.dashboard.push(
        ...(await timeEachAsync(
          () => read(`/api/dashboard?date=2026-11-28&time=${minuteOf(round)}`),
          1,
        )),
      );
    }
    report(label("GET /api/clients whole, after a call was logged"), afterCalls.clients);
    report(label("GET /api/dashboard, after a call was logged"), afterCalls.dashboard);
    // What the browser asks instead (decision 039): what changed since the version it holds.
    let clientsTag =
      (await call("/api/clients").then(async (response) => {
        await response.arrayBuffer();
        return response.headers.get("etag");
      })) ?? "";
    const changesAfterCalls: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await logCall(round);
      changesAfterCalls.push(
        ...(await timeEachAsync(async () => {
          const since = encodeURIComponent(clientsTag);
          const changes = (await (await call(`/api/clients/changes?since=${since}`)).json()) as {
            tag: string | null;
          };
          clientsTag = changes.tag ?? clientsTag;
        }, 1)),
      );
    }
    report(
      label("GET /api/clients/changes since the held version, after a call"),
      changesAfterCalls,
    );
    const held = await call("/api/properties", { headers: { "accept-encoding": "br" } });
    await held.arrayBuffer();
    const tag = held.headers.get("etag") ?? "";
    report(
      label(`GET /api/properties whole, held by the browser${tag ? " (If-None-Match)" : ""}`),
      await timeEachAsync(
        () => read("/api/properties", tag ? { "if-none-match": tag } : {}),
        ROUNDS,
      ),
    );
    report(label("GET /api/today"), await timeEachAsync(() => read("/api/today"), ROUNDS));
    report(label("GET /api/counts"), await timeEachAsync(() => read("/api/counts"), ROUNDS));
  } finally {
    await close();
  }
}

/** The book through the API, eight requests at a time; the clients' ids for the edits. */
async function seedBook(call: ReturnType<typeof signedInFetch>): Promise<string[]> {
  const post = async (path: string, body: object) =>
    (await (await call(path, { method: "POST", body: JSON.stringify(body) })).json()) as {
      id: string;
    };
  const inEights = async (count: number, make: (index: number) => Promise<unknown>) => {
    const made: unknown[] = [];
    for (let start = 0; start < count; start += 8) {
      made.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(8, count - start) }, (_, offset) => make(start + offset)),
        )),
      );
    }
    return made;
  };
  await inEights(150 * BOOK, (index) => post("/api/properties", fakeProperty(index)));
  const clients = (await inEights(300 * BOOK, (index) =>
    post("/api/clients", {
      name: `Client ${index}`,
      phone: `+91 98${String(index).padStart(8, "0")}`,
      source: ["Facebook", "Walk-in", "99acres"][index % 3],
      ...fakeClient(index),
    }),
  )) as { id: string }[];
  await inEights(60 * BOOK, (index) =>
    post("/api/appointments", {
      title: `Visit ${index}`,
      date: `2026-${String(11 + (Math.floor(index / 30) % 2)).padStart(2, "0")}-${String((index % 28) + 1).padStart(2, "0")}`,
      time: `${String(9 + (index % 9)).padStart(2, "0")}:00`,
      location: "Bandra",
      process: "Property Visit",
      clientId: clients[index % clients.length]?.id,
    }),
  );
  return clients.map((client) => client.id);
}
