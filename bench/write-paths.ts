// The writes of issue #32's working minute on a book ten times an agent's (1,500 listings, 3,000
// clients, 600 appointments, 30,000 activities): a client edited as the form sends it (every
// field, a note changed, or the budget), a visit scheduled, and the three contacts logged (a call,
// a WhatsApp, a note), each 200 times one after the other, on PGlite and on PostgreSQL.
import { randomUUID } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import type { RunningServer } from "@server/server";
import { sql } from "drizzle-orm";
import { appointments } from "../src/server/db/schema/appointments";
import { clients } from "../src/server/db/schema/clients";
import { properties } from "../src/server/db/schema/properties";
import {
  fakeClient,
  fakeProperty,
  onEachDatabase,
  seedRows,
  sessionUserId,
  signedInFetch,
  signIn,
  startBenchServer,
} from "./support";
import { report, timeEachAsync } from "./timing";

const BOOK = { listings: 1_500, clients: 3_000, appointments: 600, activitiesPerClient: 10 };
const ROUNDS = 200;
const GOAL_P99_MS = 100;

type Call = ReturnType<typeof signedInFetch>;
type Book = { clientIds: string[]; listingIds: string[] };

export async function benchWritePaths() {
  await onEachDatabase(benchOn);
}

async function benchOn(driver: string, databaseUrl?: string) {
  const { server, close } = await startBenchServer({ name: "write-paths", databaseUrl });
  try {
    const call = signedInFetch(server.url, await signIn(server.url), "Asia/Kolkata");
    const userId = await sessionUserId(call);
    const book = await seedBook(server, userId);
    // The seeding held the event loop on PGlite: let idle connections close before fetch reuses one.
    await setTimeout(200);
    const formBody = await formBodies(call);
    const label = (what: string) => `[${driver}] ${what} (10× book)`;
    const pick = (ids: string[], round: number) => ids[(round * 7919) % ids.length] as string;
    const editClients = (isBudgetChange: boolean) =>
      timeEachAsync((round) => {
        const id = pick(book.clientIds, round);
        return send(call, "PATCH", `/api/clients/${id}`, formBody(id, round, isBudgetChange));
      }, ROUNDS);
    report(
      label("PATCH /api/clients/:id, the whole form, a note changed"),
      await editClients(false),
      GOAL_P99_MS,
    );
    report(
      label("PATCH /api/clients/:id, the whole form, the budget changed"),
      await editClients(true),
      GOAL_P99_MS,
    );
    report(
      label("POST /api/appointments, a property visit"),
      await timeEachAsync(
        (round) =>
          send(call, "POST", "/api/appointments", {
            title: `Visit ${round}`,
            date: "2026-12-01",
            time: `${String(9 + (round % 9)).padStart(2, "0")}:00`,
            location: "Bandra, Mumbai",
            process: "Property Visit",
            clientId: pick(book.clientIds, round),
            propertyId: pick(book.listingIds, round),
          }),
        ROUNDS,
      ),
      GOAL_P99_MS,
    );
    for (const kind of ["call", "whatsapp", "note"] as const) {
      report(
        label(`POST /api/activities, a ${kind}`),
        await timeEachAsync(
          (round) =>
            send(call, "POST", "/api/activities", {
              id: randomUUID(),
              kind,
              clientId: pick(book.clientIds, round),
              ...(kind === "note" ? { text: "Wants a sea view, 3BHK" } : {}),
            }),
          ROUNDS,
        ),
        GOAL_P99_MS,
      );
    }
    report(
      label("POST /api/properties"),
      await timeEachAsync(
        (round) => send(call, "POST", "/api/properties", fakeProperty(round)),
        ROUNDS,
      ),
      GOAL_P99_MS,
    );
  } finally {
    await close();
  }
}

/**
 * The client form's body as it saves: every field as the agent's whole list holds them, with a
 * note or the budget changed.
 */
async function formBodies(call: Call) {
  const list = (await (await call("/api/clients")).json()) as Record<string, unknown>[];
  const bodies = new Map(
    list.map(({ id, createdAt: _c, updatedAt: _u, lastContactAt: _l, ...fields }) => [
      id as string,
      fields,
    ]),
  );
  return (id: string, round: number, isBudgetChange: boolean) => ({
    ...bodies.get(id),
    ...(isBudgetChange
      ? { budget: 3_000_000 + (round % 40) * 250_000 }
      : { notes: `Called on round ${round}` }),
  });
}

async function send(call: Call, method: string, path: string, body: unknown) {
  const response = await call(path, { method, body: JSON.stringify(body) });
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  await response.arrayBuffer();
}

async function seedBook(server: RunningServer, userId: string): Promise<Book> {
  const listingIds = await seedRows(server, userId, properties, BOOK.listings, fakeProperty);
  const clientIds = await seedRows(server, userId, clients, BOOK.clients, (index) => ({
    ...fakeClient(index),
    name: `Client ${index}`,
    phone: `+9190000${String(index).padStart(5, "0")}`,
  }));
  await seedRows(server, userId, appointments, BOOK.appointments, (index) => ({
    title: `Visit ${index}`,
    date: `2026-${String(1 + (index % 12)).padStart(2, "0")}-15`,
    time: "11:00",
    location: "Bandra, Mumbai",
    process: "Property Visit",
    clientId: clientIds[index % clientIds.length],
    propertyId: listingIds[index % listingIds.length],
  }));
  await server.asUser(userId, async (db) => {
    await db.execute(sql`
      insert into activities (user_id, kind, client_id, happened_at)
      select ${userId}, (array['call','whatsapp','note'])[1 + (k % 3)], c.id, now() - k * interval '9 days'
      from clients c cross join generate_series(1, ${BOOK.activitiesPerClient}) as k
      where c.user_id = ${userId}`);
  });
  // As the tables' owner: on PostgreSQL the request role may not analyze them (it only warns).
  await server.db.execute(sql`analyze`);
  return { clientIds, listingIds };
}
