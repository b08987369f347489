import type { Client } from "@shared/schemas/client";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents, signedInAgent } from "../../../../tests/support/http-agent";

const context = serverWithAgents();

const ravi = { name: "Ravi Kumar", phone: "+91 98200 11111" };

async function create(agent: Agent, body: object): Promise<Client> {
  const response = await agent.post("/api/clients", body);
  expect(response.status).toBe(201);
  return (await response.json()) as Client;
}

describe("creating a client", () => {
  test("fills SPEC's defaults and returns the row", async () => {
    const client = await create(context.owner, ravi);
    expect(client).toMatchObject({
      name: ravi.name,
      phone: "+919820011111",
      id: expect.any(String),
      title: "",
      email: "",
      status: "active",
      purpose: "to-buy",
      interest: "medium",
      budget: null,
      locations: [],
      propertyTypes: [],
      notes: "",
    });
    expect(client).not.toHaveProperty("userId");
  });

  test("parses the budget, trims locations and drops their duplicates", async () => {
    const client = await create(context.owner, {
      ...ravi,
      budget: "6500000",
      locations: [" Bandra ", "bandra", "Juhu", ""],
      propertyTypes: ["Apartment / Flat", "Apartment / Flat", "Penthouse"],
    });
    expect(client).toMatchObject({
      budget: 6_500_000,
      locations: ["Bandra", "Juhu"],
      propertyTypes: ["Apartment / Flat", "Penthouse"],
    });
    expect((await create(context.owner, { ...ravi, budget: "" })).budget).toBeNull();
  });

  test.each([
    [{ phone: ravi.phone }, "Name is required"],
    [{ name: ravi.name }, "Phone is required"],
    [{ ...ravi, phone: "+91" }, "Phone is required"],
    [{ ...ravi, email: "not-an-address" }, "Enter a valid e-mail address"],
    [{ ...ravi, status: "gone" }, "Choose a valid status"],
    [{ ...ravi, propertyTypes: ["Castle"] }, "Choose property types from the list"],
    [{ ...ravi, budget: "a lot" }, "Budget must be an amount, like 75 lakh or 1.25 Cr"],
  ])("refuses %j with a clear message and stores nothing", async (body, message) => {
    const before = ((await (await context.owner.get("/api/clients")).json()) as Client[]).length;
    const response = await context.owner.post("/api/clients", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message } });
    expect(((await (await context.owner.get("/api/clients")).json()) as Client[]).length).toBe(
      before,
    );
  });
});

describe("reading, updating and deleting clients", () => {
  test("lists only the user's own, newest first", async () => {
    const agent = await signedInAgent(context.server);
    const first = await create(agent, { ...ravi, name: "First" });
    const second = await create(agent, { ...ravi, name: "Second" });
    await create(context.stranger, { ...ravi, name: "Not yours" });
    const list = (await (await agent.get("/api/clients")).json()) as Client[];
    expect(list.map((client) => client.id)).toEqual([second.id, first.id]);
  });

  test("updates only the fields sent, for the owner only", async () => {
    const client = await create(context.owner, { ...ravi, budget: 5_000_000 });
    expect(
      (await context.stranger.patch(`/api/clients/${client.id}`, { name: "Mine" })).status,
    ).toBe(404);
    const response = await context.owner.patch(`/api/clients/${client.id}`, {
      status: "closed",
      notes: "Bought in Juhu",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "closed",
      notes: "Bought in Juhu",
      budget: 5_000_000,
      name: ravi.name,
    });
    const invalid = await context.owner.patch(`/api/clients/${client.id}`, { phone: "" });
    expect(invalid.status).toBe(400);
    expect(
      ((await (await context.owner.get(`/api/clients/${client.id}`)).json()) as Client).phone,
    ).toBe("+919820011111");
  });

  test("answers 404 for another user's, an unknown or a malformed id", async () => {
    const client = await create(context.owner, ravi);
    expect((await context.stranger.get(`/api/clients/${client.id}`)).status).toBe(404);
    expect(
      (await context.owner.get("/api/clients/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
    const malformed = await context.owner.get("/api/clients/42");
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({ error: { message: "Client not found" } });
  });

  test("deletes for the owner only", async () => {
    const client = await create(context.owner, ravi);
    expect((await context.stranger.delete(`/api/clients/${client.id}`)).status).toBe(404);
    expect((await context.owner.delete(`/api/clients/${client.id}`)).status).toBe(204);
    expect((await context.owner.get(`/api/clients/${client.id}`)).status).toBe(404);
  });

  test("needs a session", async () => {
    expect((await fetch(`${context.server.url}/api/clients`)).status).toBe(401);
  });
});

describe("the clients list by next follow-up", () => {
  const at = "2026-03-10T12:00:00.000Z";
  const names = (list: Client[]) => list.map((client) => client.name);

  async function agentWithFollowUps() {
    const agent = await signedInAgent(context.server);
    const followUps: [string, string | null, string | null][] = [
      ["Later", "2026-03-11", null],
      ["None", null, null],
      ["Today at nine", "2026-03-10", "09:00"],
      ["Yesterday", "2026-03-09", "18:00"],
      ["Today, any time", "2026-03-10", null],
    ];
    for (const [name, nextFollowUpDate, nextFollowUpTime] of followUps) {
      await create(agent, { ...ravi, name, nextFollowUpDate, nextFollowUpTime });
    }
    return agent;
  }

  async function list(agent: Agent, query: string, init: RequestInit = {}) {
    const response = await agent.request(`/api/clients?${query}`, init);
    expect(response.status).toBe(200);
    return (await response.json()) as Client[] | { items: Client[]; nextCursor: string | null };
  }

  test("'Follow-up due' keeps those due on the agent's today or earlier", async () => {
    const agent = await agentWithFollowUps();
    const due = (await list(agent, `followUp=due&sort=follow-up&at=${at}`)) as Client[];
    expect(names(due)).toEqual(["Yesterday", "Today, any time", "Today at nine"]);
    // 20:00 UTC is already the 11th in India: the agent's today is theirs, not the server's.
    const inIndia = (await list(agent, "followUp=due&at=2026-03-10T20:00:00.000Z", {
      headers: { "x-time-zone": "Asia/Kolkata" },
    })) as Client[];
    expect(names(inIndia).sort()).toEqual(
      ["Later", "Today at nine", "Today, any time", "Yesterday"].sort(),
    );
    expect((await list(context.stranger, `followUp=due&at=${at}`)) as Client[]).toEqual([]);
  });

  test("sorts by the soonest follow-up, those without one last, and pages in that order", async () => {
    const agent = await agentWithFollowUps();
    const order = ["Yesterday", "Today, any time", "Today at nine", "Later", "None"];
    expect(names((await list(agent, "sort=follow-up")) as Client[])).toEqual(order);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await list(
        agent,
        `sort=follow-up&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      )) as { items: Client[]; nextCursor: string | null };
      paged.push(...names(page.items));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(order);
  });

  test("refuses a cursor of the other order and unknown options", async () => {
    const agent = await agentWithFollowUps();
    const newest = (await list(agent, "limit=2")) as { nextCursor: string };
    for (const query of [
      `sort=follow-up&limit=2&cursor=${newest.nextCursor}`,
      "followUp=soon",
      "sort=name",
      "followUp=due&at=yesterday",
    ]) {
      expect((await agent.get(`/api/clients?${query}`)).status).toBe(400);
    }
  });
});
