import type { Appointment } from "@shared/schemas/appointment";
import type { Client } from "@shared/schemas/client";
import type { Profile } from "@shared/schemas/profile";
import type { Property } from "@shared/schemas/property";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents, signedInAgent } from "../../../../tests/support/http-agent";
import { clients } from "../../db/schema/clients";
import { dataJobs } from "../../db/schema/data-jobs";
import { profiles } from "../../db/schema/profiles";
import { properties } from "../../db/schema/properties";
import { convertPhonesToE164, PHONES_JOB } from "./phones-to-e164";

const context = serverWithAgents();

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

async function createClient(agent: Agent, phone: string): Promise<Client> {
  return json<Client>(await agent.post("/api/clients", { name: "Ravi Kumar", phone }), 201);
}

async function createProperty(agent: Agent, ownerPhone: string): Promise<Property> {
  const body = { title: "Sea View Flat", price: "1.25 Cr", location: "Bandra", ownerPhone };
  return json<Property>(await agent.post("/api/properties", body), 201);
}

describe("every route that takes a phone stores E.164", () => {
  test.each([
    "98765 43210",
    "+91 98765 43210",
    "+91-98765-43210",
    "098765 43210",
    "(0) 98765-43210",
    "0091 98765 43210",
  ])("a client's phone typed %j", async (phone) => {
    const client = await createClient(context.owner, phone);
    expect(client.phone).toBe("+919876543210");
    const patched = await json<Client>(
      await context.owner.patch(`/api/clients/${client.id}`, { phone: "080 2345 6789" }),
    );
    expect(patched.phone).toBe("+918023456789");
  });

  test("a listing's owner phone, and its amounts as agents say them", async () => {
    const property = await createProperty(context.owner, "98200 11111");
    expect(property).toMatchObject({ ownerPhone: "+919820011111", price: 12_500_000 });
    const patched = await json<Property>(
      await context.owner.patch(`/api/properties/${property.id}`, {
        ownerPhone: "+44 20 7946 0958",
        price: "75 lakh",
        pricePerSqft: "12,500",
      }),
    );
    expect(patched).toMatchObject({
      ownerPhone: "+442079460958",
      price: 7_500_000,
      pricePerSqft: 12_500,
    });
  });

  test("the agent's own phone, read with the country saved from Settings", async () => {
    const agent = await signedInAgent(context.server);
    const indian = await json<Profile>(await agent.put("/api/profile", { phone: "98765 43210" }));
    expect(indian).toMatchObject({ phone: "+919876543210", country: "IN" });
    const american = await json<Profile>(
      await agent.put("/api/profile", { country: "US", phone: "(415) 555-0100" }),
    );
    expect(american).toMatchObject({ phone: "+14155550100", country: "US" });
    // Later numbers of that account read as American ones, a changed one too.
    const client = await createClient(agent, "415.555.0199");
    expect(client.phone).toBe("+14155550199");
    const edit = (change: object) => agent.patch(`/api/clients/${client.id}`, change);
    expect(await json<Client>(await edit({ phone: "415.555.0123" }))).toMatchObject({
      phone: "+14155550123",
    });
    // A change naming no phone or amount is read without the country, and keeps the number.
    expect(await json<Client>(await edit({ notes: "Wants a garden" }))).toMatchObject({
      phone: "+14155550123",
      notes: "Wants a garden",
    });
    const listing = await json<Property>(
      await agent.post("/api/properties", { title: "Loft", price: "$1.5M", location: "SoMa" }),
      201,
    );
    const editListing = (change: object) => agent.patch(`/api/properties/${listing.id}`, change);
    expect(await json<Property>(await editListing({ ownerPhone: "415.555.0142" }))).toMatchObject({
      ownerPhone: "+14155550142",
      price: 1_500_000,
    });
    expect(await json<Property>(await editListing({ status: "sold" }))).toMatchObject({
      ownerPhone: "+14155550142",
      status: "sold",
    });
  });

  test.each([
    ["/api/clients", { name: "Ravi", phone: "12345" }, "Enter a valid phone"],
    ["/api/clients", { name: "Ravi", phone: "98765 43210 ext" }, "Enter a valid phone"],
    [
      "/api/properties",
      { title: "Flat", price: "50 lakh", location: "Juhu", ownerPhone: "n/a" },
      "Enter a valid owner phone",
    ],
    [
      "/api/properties",
      { title: "Flat", price: "$150k", location: "Juhu" },
      '"$150k" is in USD: enter it in INR',
    ],
    [
      "/api/clients",
      { name: "Ravi", phone: "98765 43210", budget: "$1.5M" },
      '"$1.5M" is in USD: enter it in INR',
    ],
  ])("POST %s %j is refused: %s", async (path, body, message) => {
    const response = await context.owner.post(path, body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message.replaceAll('"', '\\"'));
  });
});

describe("search finds a phone however it is typed", () => {
  test.each(["98450 12345", "+91 98450 12345", "98450-12345", "098450 12345", "919845012345"])(
    "clients and appointments searched for %j",
    async (query) => {
      const agent = await signedInAgent(context.server);
      const client = await createClient(agent, "+91 98450 12345");
      await createClient(agent, "+91 98450 99999");
      const property = await createProperty(agent, "+91 90000 11111");
      const appointment = await json<Appointment>(
        await agent.post("/api/appointments", {
          clientId: client.id,
          propertyId: property.id,
          process: "Property Visit",
          title: "Visit",
          date: "2026-12-01",
          time: "10:30",
          location: "Bandra",
        }),
        201,
      );
      const q = encodeURIComponent(query);
      const whole = await json<Client[]>(await agent.get(`/api/clients?q=${q}`));
      expect(whole.map(({ id }) => id)).toEqual([client.id]);
      const page = await json<{ items: Client[] }>(await agent.get(`/api/clients?q=${q}&limit=24`));
      expect(page.items.map(({ id }) => id)).toEqual([client.id]);
      const visits = await json<{ items: Appointment[] }>(
        await agent.get(`/api/appointments?q=${q}&limit=24`),
      );
      expect(visits.items.map(({ id }) => id)).toEqual([appointment.id]);
      const byOwner = await json<{ items: Appointment[] }>(
        await agent.get(`/api/appointments?q=${encodeURIComponent("090000 11111")}&limit=24`),
      );
      expect(byOwner.items.map(({ id }) => id)).toEqual([appointment.id]);
    },
  );

  test("another account's numbers are never found", async () => {
    await createClient(context.owner, "+91 97000 55555");
    const found = await json<Client[]>(await context.stranger.get("/api/clients?q=97000%2055555"));
    expect(found).toEqual([]);
  });
});

describe("the phones stored before E.164 are converted once, with the account's country", () => {
  test("old spellings become E.164, unreadable ones stay and are counted, a rerun changes nothing", async () => {
    const { server } = context;
    const agent = await signedInAgent(server);
    const { id: userId } = await json<Profile>(await agent.get("/api/profile"));
    const client = await createClient(agent, "+91 98765 43210");
    const unreadable = await createClient(agent, "+91 98765 43211");
    const property = await createProperty(agent, "+91 98200 11111");
    await agent.put("/api/profile", { phone: "+91 90000 22222" });
    // Rows as an older release stored them: the numbers as the agent typed them.
    await server.asUser(userId, async (db) => {
      await db.update(clients).set({ phone: "98765 43210" }).where(eq(clients.id, client.id));
      await db.update(clients).set({ phone: "12-345" }).where(eq(clients.id, unreadable.id));
      await db
        .update(properties)
        .set({ ownerPhone: "098200-11111" })
        .where(eq(properties.id, property.id));
      await db.update(profiles).set({ phone: "90000 22222" }).where(eq(profiles.userId, userId));
    });
    await server.db.delete(dataJobs).where(eq(dataJobs.name, PHONES_JOB));
    const lines: string[] = [];
    const counts = await convertPhonesToE164({
      db: server.db,
      asUser: server.asUser,
      log: (line) => lines.push(line),
    });
    expect(counts?.converted).toBeGreaterThanOrEqual(3);
    expect(counts?.unreadable).toBeGreaterThanOrEqual(1);
    expect(lines.join("\n")).toMatch(/phones-e164: \d+ phone numbers rewritten as E\.164/);
    expect(lines.join("\n")).toMatch(/\d+ could not be read as a phone number and were left/);
    expect((await json<Client>(await agent.get(`/api/clients/${client.id}`))).phone).toBe(
      "+919876543210",
    );
    expect((await json<Client>(await agent.get(`/api/clients/${unreadable.id}`))).phone).toBe(
      "12-345",
    );
    expect(
      (await json<Property>(await agent.get(`/api/properties/${property.id}`))).ownerPhone,
    ).toBe("+919820011111");
    expect((await json<Profile>(await agent.get("/api/profile"))).phone).toBe("+919000022222");
    // Done once: the next start-up finds the job finished.
    expect(
      await convertPhonesToE164({ db: server.db, asUser: server.asUser, log: () => {} }),
    ).toBeNull();
  });

  test("an account that never saved its country is read in the country it shared listings with", async () => {
    const { server } = context;
    const agent = await signedInAgent(server);
    const { id: userId } = await json<Profile>(await agent.get("/api/profile"));
    const property = await createProperty(agent, "+1 415 555 0100");
    const shared = await agent.post(`/api/properties/${property.id}/share`, {
      country: "US",
      currencySymbol: "$",
      numberSystem: "western",
    });
    expect(shared.status).toBe(201);
    await server.asUser(userId, (db) =>
      db
        .update(properties)
        .set({ ownerPhone: "(415) 555-0100" })
        .where(eq(properties.id, property.id)),
    );
    await server.db.delete(dataJobs).where(eq(dataJobs.name, PHONES_JOB));
    await server.restart();
    expect(
      (await json<Property>(await agent.get(`/api/properties/${property.id}`))).ownerPhone,
    ).toBe("+14155550100");
    expect((await json<Profile>(await agent.get("/api/profile"))).country).toBe("US");
  });
});
