import type { TodayList } from "@shared/domain/today";
import type { Activity } from "@shared/schemas/activity";
import type { Client } from "@shared/schemas/client";
import type { DashboardSummary } from "@shared/schemas/dashboard";
import type { LeadCapture, LeadReceipt } from "@shared/schemas/lead";
import { beforeAll, describe, expect, test } from "vitest";
import {
  type Agent,
  createAgent,
  serverWithAgents,
  signedInAgent,
} from "../../../../tests/support/http-agent";
import { startTestServer } from "../../../../tests/support/test-server";
import { SHARE_MISSES_ALLOWED } from "../shares/guess-limit";

const context = serverWithAgents();
let sender: Agent;
beforeAll(() => {
  sender = createAgent(context.server);
});

async function turnedOn(agent: Agent): Promise<string> {
  const response = await agent.post("/api/lead-capture");
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as LeadCapture;
  return new URL(url).pathname;
}

async function clientsOf(agent: Agent): Promise<Client[]> {
  return (await (await agent.get("/api/clients")).json()) as Client[];
}

function form(path: string, fields: Record<string, string>, caller = sender) {
  return caller.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("the lead webhook", () => {
  test("is off until turned on, answers 404 once off, and has a new address when on again", async () => {
    const agent = await signedInAgent(context.server);
    expect(await (await agent.get("/api/lead-capture")).json()).toBeNull();
    const path = await turnedOn(agent);
    expect(path).toMatch(/^\/api\/leads\/[A-Za-z0-9_-]{32}$/);
    expect((await agent.post("/api/lead-capture")).status).toBe(200);

    const lead = { name: "Ravi Kumar", phone: "98200 11111" };
    expect((await sender.post(path, lead)).status).toBe(201);
    expect((await agent.delete("/api/lead-capture")).status).toBe(204);
    expect((await sender.post(path, lead)).status).toBe(404);
    const renewed = await turnedOn(agent);
    expect(renewed).not.toBe(path);
    expect((await sender.post(path, lead)).status).toBe(404);
    expect((await sender.post(renewed, lead)).status).toBe(201);
  });

  test("takes JSON and form posts with lenient names, the agent's amounts and phones", async () => {
    const agent = await signedInAgent(context.server);
    const path = await turnedOn(agent);
    const json = await sender.post(path, {
      full_name: "Mrs. Sunanda Rao",
      phone_number: "+91-98200-22222",
      email: "sunanda@example.com",
      budget: "1.2 Cr",
      city: "Pune",
      property_type: "2 BHK",
      purpose: "rent",
      source: "99acres",
      comments: "Call after 6",
    });
    expect(json.status).toBe(201);
    const created = (await json.json()) as LeadReceipt;
    expect(created.created).toBe(true);

    const posted = await form(path, {
      first_name: "Arjun",
      last_name: "Mehta",
      "Phone Number": "098200 33333",
      budget: "75 lakh",
      locality: "Baner",
    });
    expect(posted.status).toBe(201);

    const clients = await clientsOf(agent);
    const sunanda = clients.find((client) => client.id === created.id);
    expect(sunanda).toMatchObject({
      title: "Mrs.",
      name: "Sunanda Rao",
      phone: "+919820022222",
      budget: 12_000_000,
      locations: ["Pune"],
      propertyTypes: ["Apartment / Flat"],
      purpose: "to-rent",
      status: "potential",
      interest: "high",
      source: "99acres",
    });
    expect(clients.find((client) => client.name === "Arjun Mehta")).toMatchObject({
      phone: "+919820033333",
      budget: 7_500_000,
      locations: ["Baner"],
      source: "Website",
    });
    const timeline = (await (await agent.get(`/api/activities?clientId=${created.id}`)).json()) as {
      items: Activity[];
    };
    expect(timeline.items.map((item) => [item.kind, item.text])).toEqual([
      ["enquiry", "Call after 6"],
    ]);
  });

  test("adds to the client with the same phone or e-mail without overwriting the agent's words", async () => {
    const agent = await signedInAgent(context.server);
    const path = await turnedOn(agent);
    const typed = await agent.post("/api/clients", {
      name: "Ravi (cousin of Mehta)",
      phone: "+91 98200 44444",
      locations: ["Juhu"],
      notes: "Agent's note",
    });
    const { id } = (await typed.json()) as Client;
    const byPhone = await sender.post(path, {
      name: "R Kumar",
      mobile: "9820044444",
      city: "Bandra",
      email: "ravi@example.com",
    });
    expect(await byPhone.json()).toEqual({ id, created: false });
    const byEmail = await sender.post(path, { email: "RAVI@example.com", locality: "Khar" });
    expect(await byEmail.json()).toEqual({ id, created: false });

    const [client] = await clientsOf(agent);
    expect(client).toMatchObject({
      id,
      name: "Ravi (cousin of Mehta)",
      email: "ravi@example.com",
      locations: ["Juhu", "Bandra", "Khar"],
      notes: "Agent's note",
      source: "Website",
    });
  });

  test("makes one client of leads for one phone sent at once", async () => {
    const agent = await signedInAgent(context.server);
    const path = await turnedOn(agent);
    const phones = ["98200 55555", "+919820055555", "098200-55555", "9820066666"];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        sender.post(path, { name: `Lead ${index}`, phone: phones[index % phones.length] }),
      ),
    );
    const receipts = (await Promise.all(answers.map((answer) => answer.json()))) as LeadReceipt[];
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(receipts.filter((receipt) => receipt.created)).toHaveLength(2);
    const clients = await clientsOf(agent);
    expect(clients.map((client) => client.phone).sort()).toEqual([
      "+919820055555",
      "+919820066666",
    ]);
  });

  test.each([
    [{ name: "Ravi" }, 400, "A lead needs a phone number or an e-mail address"],
    [{ name: "Ravi", phone: "12" }, 400, "Enter a valid phone"],
    [{ name: "Ravi", email: "ravi@" }, 400, "Enter a valid e-mail address"],
  ])("refuses %j with %i and stores nothing", async (lead, status, message) => {
    const agent = await signedInAgent(context.server);
    const path = await turnedOn(agent);
    const response = await sender.post(path, lead);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    expect(await clientsOf(agent)).toEqual([]);
  });

  test("refuses a body that is no lead, too large, or of another type, storing nothing", async () => {
    const agent = await signedInAgent(context.server);
    const path = await turnedOn(agent);
    const send = (body: string, type: string) =>
      sender.request(path, { method: "POST", headers: { "content-type": type }, body });
    expect((await send("{not json", "application/json")).status).toBe(400);
    expect((await send("[1, 2]", "application/json")).status).toBe(400);
    expect((await send("name=Ravi", "text/plain")).status).toBe(415);
    const huge = JSON.stringify({ name: "Ravi", phone: "9820011111", notes: "x".repeat(70_000) });
    expect((await send(huge, "application/json")).status).toBe(413);
    expect(await clientsOf(agent)).toEqual([]);
  });

  test("answers 404 to guessed tokens, then 429 to that address", async () => {
    const guesser = createAgent(context.server);
    for (let miss = 0; miss < SHARE_MISSES_ALLOWED; miss++) {
      const token = `${"A".repeat(31)}${miss % 10}`;
      expect((await guesser.post(`/api/leads/${token}`, { phone: "9820011111" })).status).toBe(404);
    }
    expect((await guesser.post("/api/leads/short", { phone: "9820011111" })).status).toBe(429);
  });

  test("limits leads per address a minute", async () => {
    const agent = await signedInAgent(context.server);
    const path = await turnedOn(agent);
    const limited = await startTestServer({
      LEADS_PER_MINUTE: "3",
      ...(context.server.databaseUrl ? { DATABASE_URL: context.server.databaseUrl } : {}),
    });
    try {
      const other = createAgent(limited);
      const owner = await signedInAgent(limited);
      const ownPath = await turnedOn(owner);
      for (let lead = 0; lead < 3; lead++) {
        expect((await other.post(ownPath, { phone: `98200 1000${lead}` })).status).toBe(201);
      }
      const refused = await other.post(ownPath, { phone: "98200 10009" });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        "Too many leads to this address. Please try again in a minute.",
      );
      expect(await clientsOf(owner)).toHaveLength(3);
    } finally {
      await limited.close();
    }
    expect((await sender.post(path, { phone: "98200 10009" })).status).toBe(201);
  });

  test("shows new leads on Today, newest first with their source, until someone contacts them", async () => {
    const agent = await signedInAgent(context.server);
    const path = await turnedOn(agent);
    await agent.post("/api/clients", { name: "Walked in", phone: "9820088881", source: "Walk-in" });
    await sender.post(path, { name: "First", phone: "9820088882", source: "MagicBricks" });
    const second = (await (
      await sender.post(path, { name: "Second", phone: "9820088883" })
    ).json()) as LeadReceipt;
    const newLeads = async () => {
      const list = (await (await agent.get("/api/today")).json()) as TodayList;
      return list.sections.newLeads.rows.map((row) =>
        row.reason === "new-lead" ? `${row.client.name} (${row.source})` : row.reason,
      );
    };
    expect(await newLeads()).toEqual(["Second (Website)", "First (MagicBricks)"]);
    await agent.post("/api/activities", {
      kind: "call",
      clientId: second.id,
      outcome: "connected",
    });
    expect(await newLeads()).toEqual(["First (MagicBricks)"]);
    const dashboard = (await (
      await agent.get("/api/dashboard?date=2026-11-27&time=10:00")
    ).json()) as DashboardSummary;
    expect(dashboard.newLeads.bySource).toEqual([
      { source: "MagicBricks", count: 1 },
      { source: "Walk-in", count: 1 },
      { source: "Website", count: 1 },
    ]);
  });

  test("writes only into the token's own account", async () => {
    const { owner, stranger } = context;
    const ownerPath = await turnedOn(owner);
    await owner.post("/api/clients", { name: "Owner's client", phone: "+91 98200 77777" });
    const strangerBefore = await clientsOf(stranger);
    const answer = await sender.post(ownerPath, { name: "Lead", phone: "9820077777" });
    expect(((await answer.json()) as LeadReceipt).created).toBe(false);
    expect(await clientsOf(stranger)).toEqual(strangerBefore);
    expect((await stranger.get("/api/lead-capture")).status).toBe(200);
    expect(await (await stranger.get("/api/lead-capture")).json()).toBeNull();
  });
});
