import { summarizeDashboard } from "@shared/domain/dashboard";
import { newLeadsBySource } from "@shared/domain/new-leads";
import type { Appointment } from "@shared/schemas/appointment";
import type { Client } from "@shared/schemas/client";
import type { DashboardSummary } from "@shared/schemas/dashboard";
import type { Property } from "@shared/schemas/property";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents, signedInAgent } from "../../../../tests/support/http-agent";

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
    const [properties, clients, appointments] = await Promise.all(
      ["properties", "clients", "appointments"].map(async (list) =>
        (await agent.get(`/api/${list}`)).json(),
      ),
    );
    expect(summary).toEqual({
      ...summarizeDashboard(
        {
          properties: properties as Property[],
          clients: clients as Client[],
          appointments: appointments as Appointment[],
        },
        NOW,
      ),
      newLeads: newLeadsBySource(clients as Client[], new Date()),
    });
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
