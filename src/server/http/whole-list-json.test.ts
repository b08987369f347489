/**
 * The whole lists are JSON built by the database (decision 038); the paged lists are Drizzle's
 * rows encoded by JSON.stringify. Both must give the same records, value type by value type:
 * instants, numerics with fractions, missing values, dates, JSON arrays and hostile text.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents } from "../../../tests/support/http-agent";

const context = serverWithAgents();

async function created(agent: Agent, path: string, body: object): Promise<{ id: string }> {
  const response = await agent.post(path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Every page of `path`, two records a page, as the paged reads (Drizzle's rows) give them. */
async function pagedList(agent: Agent, path: string): Promise<unknown[]> {
  const items: unknown[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : "?limit=2";
    const page = (await (await agent.get(`${path}${query}`)).json()) as {
      items: unknown[];
      nextCursor: string | null;
    };
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const HOSTILE = 'Quote " backslash \\ slash / <b>&amp;</b> ₹ 🏠 \u2028';
const LINES = `${HOSTILE}\nsecond line`;

describe("a whole list built by the database", () => {
  test("is the paged list's records, every column alike", async () => {
    const { owner } = context;
    const villa = await created(owner, "/api/properties", {
      title: `Garden Villa ${HOSTILE}`,
      description: LINES,
      price: 12_500_000.5,
      location: "Bandra West, Mumbai",
      mainType: "Residential Property",
      subType: "House / Villa",
      bedrooms: 3,
      builtUpArea: 1234.5678,
      videoLinks: ["https://youtu.be/dQw4w9WgXcQ"],
      ownerName: "सुरेश पाटील",
      ownerPhone: "+91 91234 00000",
    });
    await created(owner, "/api/properties", { title: "Plot", price: 1, location: "Pune" });
    await created(owner, "/api/properties", { title: "Shop", price: 75_00_000, location: "Thane" });
    const ravi = await created(owner, "/api/clients", {
      name: "रवि कुमार",
      phone: "+91 98200 11111",
      email: "ravi@example.com",
      budget: 12_500_000,
      locations: ["Bandra West", HOSTILE],
      propertyTypes: ["House / Villa"],
      notes: LINES,
      nextFollowUpDate: "2026-12-03",
      nextFollowUpTime: "10:30",
      source: "99acres",
    });
    await created(owner, "/api/clients", { name: "No Budget", phone: "+91 98200 22222" });
    await created(owner, "/api/clients", { name: "Meera", phone: "+91 98200 33333", budget: 0.25 });
    const call = await owner.post("/api/activities", {
      kind: "call",
      clientId: ravi.id,
      appointmentId: null,
      id: randomUUID(),
      happenedAt: new Date().toISOString(),
    });
    expect(call.status).toBe(201);
    await created(owner, "/api/appointments", {
      title: "Visit",
      date: "2026-12-01",
      time: "10:00",
      location: HOSTILE,
      process: "Property Visit",
      clientId: ravi.id,
      propertyId: villa.id,
      notes: LINES,
    });
    await created(owner, "/api/appointments", {
      title: "Call back",
      date: "2026-12-01",
      time: "09:00",
      location: "Office",
      process: "Follow up call",
      clientId: ravi.id,
    });
    await created(owner, "/api/appointments", {
      title: "Meeting",
      date: "2027-01-01",
      time: "18:00",
      location: "Office",
      process: "Initial Consultation",
      clientId: ravi.id,
    });

    for (const path of ["/api/properties", "/api/clients", "/api/appointments"]) {
      const whole = await (await owner.get(path)).json();
      expect(whole).toHaveLength(3);
      // An appointment's page also names its client and listing, which the whole list leaves out.
      const paged = (await pagedList(owner, path)) as Record<string, unknown>[];
      expect(whole, path).toEqual(paged.map(({ client: _c, property: _p, ...record }) => record));
    }
    const [client] = (await (await owner.get("/api/clients")).json()) as object[];
    expect(client).toMatchObject({ budget: 0.25, lastContactAt: null, nextFollowUpDate: null });
  });

  test("is an empty array for an agent with no records", async () => {
    for (const path of ["/api/properties", "/api/clients", "/api/appointments"]) {
      const response = await context.stranger.get(path);
      expect(await response.text()).toBe("[]");
    }
  });
});
