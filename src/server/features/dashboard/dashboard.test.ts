import { setTimeout as sleep } from "node:timers/promises";
import { summarizeDashboard } from "@shared/domain/dashboard";
import { NEW_LEADS_DAYS, newLeadsBySource } from "@shared/domain/new-leads";
import type { Appointment } from "@shared/schemas/appointment";
import type { Client } from "@shared/schemas/client";
import type { DashboardSummary } from "@shared/schemas/dashboard";
import type { Property } from "@shared/schemas/property";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents, signedInAgent } from "../../../../tests/support/http-agent";
import { clients } from "../../db/schema/clients";

const context = serverWithAgents();
const NOW = { date: "2026-11-24", time: "10:00" };
const dashboardAt = ({ date, time }: typeof NOW) => `/api/dashboard?date=${date}&time=${time}`;

async function summaryOf(agent: Agent, now = NOW): Promise<DashboardSummary> {
  const response = await agent.get(dashboardAt(now));
  expect(response.status).toBe(200);
  return (await response.json()) as DashboardSummary;
}

async function created<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as T;
}

/** Listings, clients that fit some of them, and appointments before, at and after NOW. */
async function seedAccount(agent: Agent) {
  const listing = (title: string, extra: Record<string, unknown> = {}) =>
    created<Property>(
      agent.post("/api/properties", {
        title,
        price: 5_000_000,
        location: "Bandra West, Mumbai",
        mainType: "Residential Property",
        subType: "Apartment / Flat",
        ...extra,
      }),
    );
  await listing("Sea View Flat");
  await listing("Sold Flat", { status: "sold" });
  await listing("Far Away Flat", {
    location: "Baner, Pune",
    price: 90_000_000,
    subType: "Penthouse",
  });
  await listing("Newest Flat");
  const ravi = await created<Client>(
    agent.post("/api/clients", {
      name: "Ravi",
      phone: "+91 98200 11111",
      budget: 5_000_000,
      locations: ["Bandra West"],
      propertyTypes: ["Apartment / Flat"],
    }),
  );
  await created<Client>(
    agent.post("/api/clients", {
      name: "Meera",
      phone: "+91 98200 22222",
      status: "inactive",
      purpose: "to-rent",
    }),
  );
  const visit = (title: string, date: string, time: string, status = "scheduled") =>
    created<Appointment>(
      agent.post("/api/appointments", {
        title,
        date,
        time,
        status,
        location: "Bandra West",
        process: "Property Visit",
        clientId: ravi.id,
      }),
    );
  await visit("Yesterday", "2026-11-23", "11:00");
  await visit("Earlier today", "2026-11-24", "09:59");
  await visit("Now", "2026-11-24", "10:00");
  await visit("Completed", "2026-11-25", "09:00", "completed");
  await visit("Rescheduled", "2026-11-26", "09:00", "rescheduled");
  await visit("Next week", "2026-12-01", "09:00");
  await visit("Next month", "2026-12-24", "09:00");
}

/** What the browser made of the whole lists before decision 018, at the agent's `now`. */
async function browsersSummary(agent: Agent, now: typeof NOW): Promise<DashboardSummary> {
  const [properties, clients, appointments] = await Promise.all(
    ["properties", "clients", "appointments"].map(async (list) =>
      (await agent.get(`/api/${list}`)).json(),
    ),
  );
  return {
    ...summarizeDashboard(
      {
        properties: properties as Property[],
        clients: clients as Client[],
        appointments: appointments as Appointment[],
      },
      now,
    ),
    newLeads: newLeadsBySource(clients as Client[], new Date()),
  };
}

describe("GET /api/dashboard", () => {
  test("an empty account has zeros and empty lists", async () => {
    const agent = await signedInAgent(context.server);
    expect(await summaryOf(agent)).toEqual({
      totalProperties: 0,
      activeClients: 0,
      upcomingAppointments: 0,
      matchedProperties: 0,
      recentProperties: [],
      nextAppointments: [],
      newLeads: { total: 0, bySource: [] },
    });
  });

  test("sums up the agent's own records only, as the browser would from the whole lists", async () => {
    const agent = await signedInAgent(context.server);
    await seedAccount(agent);
    await seedAccount(context.stranger);
    const summary = await summaryOf(agent);
    expect(summary).toMatchObject({
      totalProperties: 4,
      activeClients: 1,
      upcomingAppointments: 4,
      matchedProperties: 2,
    });
    expect(summary.recentProperties.map((property) => property.title)).toEqual([
      "Newest Flat",
      "Far Away Flat",
      "Sold Flat",
    ]);
    expect(summary.nextAppointments.map((appointment) => appointment.title)).toEqual([
      "Now",
      "Rescheduled",
      "Next week",
    ]);
    expect(summary).toEqual(await browsersSummary(agent, NOW));
  });

  test("counts from the agent's clock, and shows each change at once", async () => {
    const agent = await signedInAgent(context.server);
    await seedAccount(agent);
    expect(
      (await summaryOf(agent, { date: "2026-12-02", time: "08:00" })).upcomingAppointments,
    ).toBe(1);
    const before = await summaryOf(agent);
    const added = await created<Property>(
      agent.post("/api/properties", { title: "Just Listed", price: 1, location: "Juhu" }),
    );
    const after = await summaryOf(agent);
    expect(after.totalProperties).toBe(before.totalProperties + 1);
    expect(after.recentProperties[0]?.id).toBe(added.id);
    expect((await agent.delete(`/api/properties/${added.id}`)).status).toBe(204);
    expect(await summaryOf(agent)).toEqual(before);
  });

  test("leaves a pair marked 'Not suitable' out of 'Properties Matched', in the very next answer", async () => {
    const agent = await signedInAgent(context.server);
    await seedAccount(agent);
    const [properties, clients] = await Promise.all(
      ["properties", "clients"].map(async (list) => (await agent.get(`/api/${list}`)).json()),
    );
    const ravi = (clients as Client[]).find((client) => client.name === "Ravi") as Client;
    const byTitle = (title: string) =>
      (properties as Property[]).find((property) => property.title === title) as Property;
    const mark = async (title: string, status: string) => {
      const response = await agent.put("/api/pair-statuses", {
        clientId: ravi.id,
        propertyId: byTitle(title).id,
        status,
      });
      expect(response.status).toBe(200);
    };
    expect((await summaryOf(agent)).matchedProperties).toBe(2);
    await mark("Sea View Flat", "not-suitable");
    expect((await summaryOf(agent)).matchedProperties).toBe(1);
    await mark("Newest Flat", "interested");
    expect((await summaryOf(agent)).matchedProperties).toBe(1);
    await mark("Sea View Flat", "suggested");
    expect((await summaryOf(agent)).matchedProperties).toBe(2);
  });

  test.each([
    ["no time", "/api/dashboard?date=2026-11-24", "time"],
    [
      "an impossible date",
      "/api/dashboard?date=2026-02-30&time=10:00",
      "Enter a valid date (YYYY-MM-DD)",
    ],
    ["a malformed time", "/api/dashboard?date=2026-11-24&time=25:00", "Enter a valid time (HH:MM)"],
  ])("refuses %s with a 400 that says why", async (_, path, message) => {
    const response = await context.owner.get(path);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });

  test("needs a session", async () => {
    expect((await fetch(`${context.server.url}${dashboardAt(NOW)}`)).status).toBe(401);
  });
});

describe("the dashboard kept by data version, cut at the agent's minute", () => {
  test("counts 'upcoming' right at each minute and across midnight, with no change in between", async () => {
    const agent = await signedInAgent(context.server);
    await seedAccount(agent);
    const ravi = ((await (await agent.get("/api/clients")).json()) as Client[]).find(
      (client) => client.name === "Ravi",
    ) as Client;
    for (const [date, time] of [
      ["2026-11-30", "23:59"],
      ["2026-12-01", "00:00"],
      ["2026-12-01", "00:01"],
    ]) {
      await created(
        agent.post("/api/appointments", {
          title: `At ${date} ${time}`,
          date,
          time,
          location: "Bandra West",
          process: "Property Visit",
          clientId: ravi.id,
        }),
      );
    }
    const clocks = [
      ["2026-11-30", "23:58", 5],
      ["2026-11-30", "23:59", 5],
      ["2026-12-01", "00:00", 4],
      ["2026-12-01", "00:01", 3],
      ["2026-12-01", "00:02", 2],
      ["2026-12-01", "09:01", 1],
      ["2026-12-24", "09:00", 1],
      ["2026-12-24", "09:01", 0],
    ] as const;
    const tags = new Set<string>();
    for (const [date, time, upcoming] of clocks) {
      const now = { date, time };
      const response = await agent.get(dashboardAt(now));
      const summary = (await response.json()) as DashboardSummary;
      expect(summary.upcomingAppointments, `${date} ${time}`).toBe(upcoming);
      expect(summary).toEqual(await browsersSummary(agent, now));
      tags.add(response.headers.get("etag") ?? "");
    }
    // Each minute is an answer of its own; the same minute again is held by the browser.
    expect(tags.size).toBe(clocks.length);
    const [date, time] = clocks[2];
    const first = await agent.get(dashboardAt({ date, time }));
    await first.arrayBuffer();
    const again = await agent.request(dashboardAt({ date, time }), {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  test("lets a client leave 'New leads' when their 30 days end, though nothing changed", async () => {
    const agent = await signedInAgent(context.server);
    const lead = await created<Client>(
      agent.post("/api/clients", { name: "Asha", phone: "+91 98200 33333", source: "Facebook" }),
    );
    const { user } = (await (await agent.get("/api/auth/get-session")).json()) as {
      user: { id: string };
    };
    const windowEnds = Date.now() + 6_000;
    await context.server.asUser(user.id, (db) =>
      db
        .update(clients)
        .set({ createdAt: new Date(windowEnds - NEW_LEADS_DAYS * 86_400_000) })
        .where(eq(clients.id, lead.id)),
    );
    const inside = await agent.get(dashboardAt(NOW));
    expect(((await inside.json()) as DashboardSummary).newLeads.total).toBe(1);

    await sleep(windowEnds - Date.now() + 100);
    const outside = await agent.request(dashboardAt(NOW), {
      headers: { "if-none-match": inside.headers.get("etag") ?? "" },
    });
    expect(outside.status).toBe(200);
    expect(((await outside.json()) as DashboardSummary).newLeads).toEqual({
      total: 0,
      bySource: [],
    });
  });
});
