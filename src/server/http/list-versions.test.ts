/**
 * A version per list kind (decision 036): each kind of change, made through one replica, is in
 * the next answer of the other, and changes the tags of exactly the answers made from that kind;
 * a browser that holds an answer gets a 304, which stands for the same records as a full read.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { Agent } from "../../../tests/support/http-agent";
import { heldListNow } from "../../../tests/support/list-changes";
import { twoReplicas } from "../../../tests/support/two-replicas";

const ANSWERS = {
  properties: "/api/properties",
  propertiesFirstPage: "/api/properties?limit=24",
  clients: "/api/clients",
  appointments: "/api/appointments",
  counts: "/api/counts",
  dashboard: "/api/dashboard?date=2026-11-27&time=10:00",
  pairStatuses: "/api/pair-statuses",
  newMatches: "/api/new-matches",
} as const;
type Answer = keyof typeof ANSWERS;
type Tags = Record<Answer, string>;
type Row = { id: string; title?: string; name?: string; clientId?: string | null };

const replicas = twoReplicas();

async function tagsOf(agent: Agent): Promise<Tags> {
  const tags = {} as Tags;
  for (const [answer, path] of Object.entries(ANSWERS) as [Answer, string][]) {
    const response = await agent.get(path);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    tags[answer] = response.headers.get("etag") ?? "";
  }
  return tags;
}

/** The answers that are no longer what `tags` stand for: a 200 where a 304 would say unchanged. */
async function changedSince(agent: Agent, tags: Tags): Promise<Answer[]> {
  const changed: Answer[] = [];
  for (const [answer, path] of Object.entries(ANSWERS) as [Answer, string][]) {
    const response = await agent.request(path, { headers: { "if-none-match": tags[answer] } });
    expect([200, 304]).toContain(response.status);
    await response.arrayBuffer();
    if (response.status === 200) {
      changed.push(answer);
    }
  }
  return changed;
}

async function created(agent: Agent, path: string, body: object): Promise<Row> {
  const response = await agent.post(path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Row;
}

async function listOf(
  agent: Agent,
  answer: "properties" | "clients" | "appointments",
): Promise<Row[]> {
  return (await (await agent.get(ANSWERS[answer])).json()) as Row[];
}

/** A listing, a client it fits and a visit of the two, made through `agent`. */
/** A listing the seeded client fits. */
const FITTING_LISTING = {
  title: "Sea View Flat",
  price: 5_000_000,
  location: "Bandra West, Mumbai",
  mainType: "Residential Property",
  subType: "Apartment / Flat",
};

/** A client who fits that listing. */
const FITTING_CLIENT = {
  name: "Ravi",
  phone: "+91 98200 11111",
  budget: 5_000_000,
  locations: ["Bandra West"],
  propertyTypes: ["Apartment / Flat"],
};

async function seed(agent: Agent) {
  const property = await created(agent, "/api/properties", FITTING_LISTING);
  const client = await created(agent, "/api/clients", FITTING_CLIENT);
  const appointment = await created(agent, "/api/appointments", {
    title: "Visit",
    date: "2026-12-01",
    time: "10:00",
    location: "Bandra West",
    process: "Property Visit",
    clientId: client.id,
    propertyId: property.id,
  });
  return { property, client, appointment };
}

describe("each kind of change, made through the other replica", () => {
  test.each([
    {
      change: "a new listing",
      expected: ["properties", "propertiesFirstPage", "counts", "dashboard"],
      make: (agent: Agent) =>
        created(agent, "/api/properties", { title: "Garden Villa", price: 1, location: "Juhu" }),
    },
    {
      // A new match shows the listing's title (decision 046).
      change: "a listing's title edited",
      expected: ["properties", "propertiesFirstPage", "counts", "dashboard", "newMatches"],
      make: async (agent: Agent, { property }: Seeded) =>
        expect(
          (await agent.patch(`/api/properties/${property.id}`, { title: "Sea Breeze Flat" }))
            .status,
        ).toBe(200),
    },
    {
      // The dashboard reads no client's name (decision 038); a new match shows it (decision 046);
      // no count changes (decision 047).
      change: "a client's name edited",
      expected: ["clients", "newMatches"],
      make: async (agent: Agent, { client }: Seeded) =>
        expect((await agent.patch(`/api/clients/${client.id}`, { name: "Ravi K" })).status).toBe(
          200,
        ),
    },
    {
      change: "a client's budget edited",
      expected: ["clients", "counts", "dashboard"],
      make: async (agent: Agent, { client }: Seeded) =>
        expect((await agent.patch(`/api/clients/${client.id}`, { budget: 9_000_000 })).status).toBe(
          200,
        ),
    },
    {
      // It sets the client's last contact, which the clients list shows and the dashboard, the
      // new matches and the counts do not.
      change: "a call logged",
      expected: ["clients"],
      make: async (agent: Agent, { client }: Seeded) =>
        expect(
          (
            await agent.post("/api/activities", {
              kind: "call",
              clientId: client.id,
              appointmentId: null,
              id: randomUUID(),
              happenedAt: new Date().toISOString(),
            })
          ).status,
        ).toBe(201),
    },
    {
      change: "an edited appointment",
      expected: ["appointments", "counts", "dashboard"],
      make: async (agent: Agent, { appointment }: Seeded) =>
        expect(
          (await agent.patch(`/api/appointments/${appointment.id}`, { notes: "Bring the keys" }))
            .status,
        ).toBe(200),
    },
    {
      // Scheduling logs a contact on the client's timeline, which sets their last contact.
      change: "a new appointment",
      expected: ["clients", "appointments", "counts", "dashboard"],
      make: (agent: Agent, { client }: Seeded) =>
        created(agent, "/api/appointments", {
          clientId: client.id,
          title: "Call back",
          date: "2026-12-02",
          time: "09:00",
          location: "Office",
          process: "Follow up call",
        }),
    },
    {
      change: "a pair marked 'Not suitable'",
      expected: ["dashboard", "pairStatuses"],
      make: (agent: Agent, seeded: Seeded) => markPair(agent, seeded, "not-suitable"),
    },
    {
      // 'Properties Matched' reads only which pairs are 'Not suitable' (decision 041).
      change: "a pair moved along its pipeline",
      expected: ["pairStatuses"],
      make: (agent: Agent, seeded: Seeded) => markPair(agent, seeded, "interested"),
    },
    {
      change: "a pair no longer 'Not suitable'",
      setUp: (agent: Agent, seeded: Seeded) => markPair(agent, seeded, "not-suitable"),
      expected: ["dashboard", "pairStatuses"],
      make: (agent: Agent, seeded: Seeded) => markPair(agent, seeded, "interested"),
    },
    {
      change: "a new client who fits a listing",
      expected: ["clients", "counts", "dashboard", "newMatches"],
      make: (agent: Agent) => created(agent, "/api/clients", { ...FITTING_CLIENT, name: "Asha" }),
    },
    {
      change: "a new match dismissed",
      setUp: async (agent: Agent) => {
        await created(agent, "/api/properties", { ...FITTING_LISTING, title: "Bay View Flat" });
      },
      expected: ["newMatches"],
      make: async (agent: Agent) => {
        const { rows } = (await (await agent.get(ANSWERS.newMatches)).json()) as {
          rows: { id: string }[];
        };
        expect(rows).toHaveLength(1);
        const dismissed = await agent.post(`/api/new-matches/${rows[0]?.id}/dismiss`, {});
        expect(dismissed.status).toBe(204);
      },
    },
    {
      // Its appointments lose their client (ON DELETE SET NULL), its pairs go: those change too.
      change: "a deleted client",
      expected: ["clients", "appointments", "counts", "dashboard", "pairStatuses"],
      make: async (agent: Agent, { client }: Seeded) =>
        expect((await agent.delete(`/api/clients/${client.id}`)).status).toBe(204),
    },
  ])("$change changes $expected, and nothing else", async ({ make, expected, setUp }) => {
    const [here, there] = await replicas.agentOnBoth();
    const seeded = await seed(here);
    await setUp?.(here, seeded);
    const before = await tagsOf(here);
    const lists = {
      properties: await listOf(here, "properties"),
      clients: await listOf(here, "clients"),
      appointments: await listOf(here, "appointments"),
    };

    await make(there, seeded);

    expect(await changedSince(here, before)).toEqual(expected);
    for (const answer of ["properties", "clients", "appointments"] as const) {
      const now = await listOf(here, answer);
      // What changed since the version held brings the held list to the whole one (decision 039).
      const caughtUp = await heldListNow(here, answer, lists[answer], before[answer]);
      expect(caughtUp.rows).toEqual(now);
      expect(caughtUp.tag === before[answer]).toBe(!expected.includes(answer));
      if (expected.includes(answer)) {
        expect(now).not.toEqual(lists[answer]);
        expect(now).toEqual(await listOf(there, answer));
      } else {
        expect(now).toEqual(lists[answer]);
      }
    }
  });
});

type Seeded = Awaited<ReturnType<typeof seed>>;

async function markPair(agent: Agent, { client, property }: Seeded, status: string) {
  const body = { clientId: client.id, propertyId: property.id, status };
  expect((await agent.put("/api/pair-statuses", body)).status).toBe(200);
}

describe("an answer the browser holds", () => {
  test("is a 304 with no body, in every encoding, until it changes; then the new records", async () => {
    const [here, there] = await replicas.agentOnBoth();
    await seed(here);
    for (const path of Object.values(ANSWERS)) {
      const full = await here.get(path);
      const tag = full.headers.get("etag") ?? "";
      expect(tag).toMatch(/^W\/".+"$/);
      expect(full.headers.get("cache-control")).toBe("private, no-cache");
      const held = await full.json();
      for (const encoding of ["br", "gzip", "identity"]) {
        const again = await there.request(path, {
          headers: { "if-none-match": tag, "accept-encoding": encoding },
        });
        expect(again.status).toBe(304);
        expect(again.headers.get("etag")).toBe(tag);
        expect(await again.text()).toBe("");
      }
      // What the 304 stands for is exactly what a full read gives now.
      expect(await (await there.get(path)).json()).toEqual(held);
    }

    const before = await (await here.get(ANSWERS.properties)).json();
    const tag = (await here.get(ANSWERS.properties)).headers.get("etag") ?? "";
    await created(there, "/api/properties", { title: "Garden Villa", price: 1, location: "Juhu" });
    const changed = await here.request(ANSWERS.properties, { headers: { "if-none-match": tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(tag);
    const records = await changed.json();
    expect(records).toHaveLength((before as Row[]).length + 1);
    expect(records).toEqual(await listOf(there, "properties"));
  });

  test("of a page names that page: another page or size of the same list is read", async () => {
    const [here, there] = await replicas.agentOnBoth();
    for (const title of ["Garden Villa", "Sea View Flat", "Hill Top House"]) {
      await created(here, "/api/properties", { title, price: 1, location: "Juhu" });
    }
    const first = await here.get("/api/properties?limit=2");
    const tag = first.headers.get("etag") ?? "";
    const { nextCursor } = (await first.json()) as { nextCursor: string };
    const held = { headers: { "if-none-match": tag } };
    expect((await there.request("/api/properties?limit=2", held)).status).toBe(304);
    for (const other of [
      `/api/properties?limit=2&cursor=${encodeURIComponent(nextCursor)}`,
      "/api/properties?limit=3",
    ]) {
      const answer = await there.request(other, held);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("etag")).not.toBe(tag);
    }
  });

  test("is never another account's: the same empty list has another tag", async () => {
    const [owner] = await replicas.agentOnBoth();
    const [stranger] = await replicas.agentOnBoth();
    for (const path of Object.values(ANSWERS)) {
      const ownTag = (await owner.get(path)).headers.get("etag") ?? "";
      const strangers = await stranger.request(path, { headers: { "if-none-match": ownTag } });
      expect(strangers.status).toBe(200);
      expect(strangers.headers.get("etag")).not.toBe(ownTag);
    }
  });
});
