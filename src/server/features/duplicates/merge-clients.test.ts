import type { Activity } from "@shared/schemas/activity";
import type { Appointment } from "@shared/schemas/appointment";
import type { Client } from "@shared/schemas/client";
import type { Page } from "@shared/schemas/list-query";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents, signedInAgent } from "../../../../tests/support/http-agent";

const context = serverWithAgents();
const SETTINGS = { country: "IN", currencySymbol: "₹", numberSystem: "indian" };

async function json<T = { id: string }>(response: Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
}

const created = (agent: Agent, path: string, body: object) => json(agent.post(path, body), 201);

/** Two records of one client, each with a visit, a note, a call and pairs with two listings. */
async function twoRecords(agent: Agent) {
  const survivor = await created(agent, "/api/clients", {
    name: "Ravi Kumar",
    phone: "+91 98200 11111",
    locations: ["Bandra"],
    notes: "Wants sea view",
    nextFollowUpDate: "2030-03-10",
    nextFollowUpNote: "later follow-up",
  });
  const other = await created(agent, "/api/clients", {
    name: "Kumar Ravi",
    phone: "098200 11111",
    email: "ravi@mail.in",
    budget: "75 lakh",
    locations: ["bandra", "Juhu"],
    notes: "Call after 6",
    nextFollowUpDate: "2030-03-01",
    nextFollowUpNote: "earlier follow-up",
  });
  const seaBreeze = await created(agent, "/api/properties", {
    title: "Sea Breeze",
    price: 1,
    location: "Juhu",
  });
  const hillView = await created(agent, "/api/properties", {
    title: "Hill View",
    price: 1,
    location: "Powai",
  });
  const visit = (clientId: string, title: string) =>
    created(agent, "/api/appointments", {
      title,
      date: "2030-01-01",
      time: "10:00",
      location: "Juhu",
      process: "Initial Consultation",
      clientId,
    });
  await visit(survivor.id, "Survivor's visit");
  await visit(other.id, "Other's visit");
  await created(agent, "/api/activities", { kind: "note", clientId: other.id, text: "other note" });
  await created(agent, "/api/activities", {
    kind: "call",
    clientId: other.id,
    happenedAt: "2026-11-20T10:00:00.000Z",
  });
  await created(agent, "/api/activities", {
    kind: "call",
    clientId: survivor.id,
    happenedAt: "2026-11-10T10:00:00.000Z",
  });
  const pair = (clientId: string, propertyId: string, status: string) =>
    json(agent.put("/api/pair-statuses", { clientId, propertyId, status }));
  await pair(survivor.id, seaBreeze.id, "sent");
  await pair(other.id, seaBreeze.id, "visited");
  await pair(survivor.id, hillView.id, "offer-made");
  await pair(other.id, hillView.id, "interested");
  // The other's shortlist page, and a visit the client asked for there.
  const { token } = await json<{ token: string }>(
    agent.post(`/api/clients/${other.id}/shortlist`, {
      propertyIds: [seaBreeze.id],
      ...SETTINGS,
    }),
  );
  const asked = await agent.post(`/api/public/shortlists/${token}/visits`, {
    propertyId: seaBreeze.id,
    date: "2030-02-01",
    time: "11:00",
  });
  expect(asked.status).toBe(204);
  return { survivor, other, seaBreeze, hillView, token };
}

async function everything(agent: Agent, clientId: string) {
  const timeline = await json<Page<Activity>>(
    agent.get(`/api/activities?clientId=${clientId}&limit=50`),
  );
  const visits = await json<Appointment[]>(agent.get("/api/appointments"));
  return {
    client: await agent.get(`/api/clients/${clientId}`).then((r) => r.json()),
    timeline: timeline.items.map(({ kind, text }) => `${kind}: ${text}`).sort(),
    visits: visits
      .filter((v) => v.clientId === clientId)
      .map(({ title }) => title)
      .sort(),
    pairs: await json(agent.get("/api/pair-statuses")),
    shortlist: await json<{ visitRequests: unknown[] }>(
      agent.get(`/api/clients/${clientId}/shortlist`),
    ),
  };
}

describe("merging two clients", () => {
  test("the survivor keeps every record of both, and the other's id leads to it", async () => {
    const agent = await signedInAgent(context.server);
    const { survivor, other, seaBreeze, hillView, token } = await twoRecords(agent);
    // The shortlist sent to the other is its latest contact.
    const { lastContactAt } = await json<Client>(agent.get(`/api/clients/${other.id}`));
    const merged = await json<Client>(
      agent.post(`/api/clients/${survivor.id}/merge`, {
        otherId: other.id,
        fields: { email: "ravi@mail.in", budget: 7_500_000, locations: ["Bandra", "Juhu"] },
      }),
    );
    expect(merged).toMatchObject({
      id: survivor.id,
      name: "Ravi Kumar",
      email: "ravi@mail.in",
      budget: 7_500_000,
      locations: ["Bandra", "Juhu"],
      notes: "Wants sea view",
      nextFollowUpDate: "2030-03-01",
      nextFollowUpNote: "earlier follow-up",
      lastContactAt,
    });

    const after = await everything(agent, survivor.id);
    expect(after.visits).toEqual(["Other's visit", "Survivor's visit"]);
    expect(after.timeline).toEqual([
      "appointment: Scheduled: Other's visit",
      "appointment: Scheduled: Survivor's visit",
      "call: ",
      "call: ",
      "matches-sent: Sea Breeze",
      "merged: Merged with Kumar Ravi",
      "note: other note",
      "status-changed: Hill View: Suggested → Interested",
      "status-changed: Hill View: Suggested → Offer made",
      "status-changed: Sea Breeze: Suggested → Sent",
      "status-changed: Sea Breeze: Suggested → Visited",
      "visit-request: Kumar Ravi asked to visit Sea Breeze on 1 Feb 2030, 11:00 AM",
    ]);
    // Both had a status with each listing: the further one is kept.
    expect(after.pairs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          clientId: survivor.id,
          propertyId: seaBreeze.id,
          status: "visited",
        }),
        expect.objectContaining({
          clientId: survivor.id,
          propertyId: hillView.id,
          status: "offer-made",
        }),
      ]),
    );
    expect(after.pairs).toHaveLength(2);
    expect(after.shortlist).toMatchObject({ link: { token } });
    expect(after.shortlist.visitRequests).toHaveLength(1);

    const gone = await agent.get(`/api/clients/${other.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      error: { message: "Client not found", mergedInto: survivor.id },
    });
    const page = await json<{ client: { name: string } }>(
      agent.get(`/api/public/shortlists/${token}`),
    );
    expect(JSON.stringify(page)).toContain("Ravi Kumar");
    expect((await json<Client[]>(agent.get("/api/clients"))).map(({ id }) => id)).toEqual([
      survivor.id,
    ]);
  });

  test("a merged id follows the survivor into a later merge", async () => {
    const agent = await signedInAgent(context.server);
    const [a, b, c] = await Promise.all(
      ["A", "B", "C"].map((name) =>
        created(agent, "/api/clients", { name, phone: "+91 98200 11111" }),
      ),
    );
    await json(agent.post(`/api/clients/${b?.id}/merge`, { otherId: a?.id }));
    await json(agent.post(`/api/clients/${c?.id}/merge`, { otherId: b?.id }));
    for (const gone of [a, b]) {
      const response = await agent.get(`/api/clients/${gone?.id}`);
      expect(await response.json()).toMatchObject({ error: { mergedInto: c?.id } });
    }
  });

  test("a failure at the last step changes nothing", async () => {
    const agent = await signedInAgent(context.server);
    const { survivor, other } = await twoRecords(agent);
    const before = [await everything(agent, survivor.id), await everything(agent, other.id)];
    const { db } = context.server;
    await db.execute(
      sql.raw(`create function refuse_delete() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_delete before delete on clients for each row
        when (old.id = '${other.id}') execute function refuse_delete()`),
    );
    try {
      const response = await agent.post(`/api/clients/${survivor.id}/merge`, {
        otherId: other.id,
        fields: { name: "Changed" },
      });
      expect(response.status).toBe(500);
    } finally {
      await db.execute(sql.raw("drop trigger refuse_delete on clients"));
      await db.execute(sql.raw("drop function refuse_delete()"));
    }
    expect([await everything(agent, survivor.id), await everything(agent, other.id)]).toEqual(
      before,
    );
  });

  test("another account's clients, unknown and repeated ids are refused and change nothing", async () => {
    const mine = await created(context.owner, "/api/clients", {
      name: "Mine",
      phone: "+91 98200 11111",
    });
    const theirs = await created(context.stranger, "/api/clients", {
      name: "Theirs",
      phone: "+91 98200 11111",
    });
    const unknown = "00000000-0000-4000-8000-000000000000";
    const attempts = [
      [mine.id, theirs.id, {}, 404],
      [theirs.id, mine.id, {}, 404],
      [mine.id, unknown, {}, 404],
      [unknown, mine.id, {}, 404],
      [mine.id, mine.id, {}, 400],
      [mine.id, "not-an-id", {}, 400],
      [mine.id, theirs.id, { phone: "+91" }, 400],
    ] as const;
    for (const [id, otherId, fields, status] of attempts) {
      const response = await context.owner.post(`/api/clients/${id}/merge`, { otherId, fields });
      expect(response.status, `${id} ← ${otherId}`).toBe(status);
    }
    expect(await json(context.owner.get(`/api/clients/${mine.id}`))).toMatchObject({
      name: "Mine",
    });
    expect(await json(context.stranger.get(`/api/clients/${theirs.id}`))).toMatchObject({
      name: "Theirs",
    });
  });
});
