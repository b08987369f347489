import type { NewMatchList, NewMatchRow } from "@shared/domain/new-matches";
import { TODAY_SECTION_LIMIT } from "@shared/domain/today";
import type { LeadCapture } from "@shared/schemas/lead";
import { describe, expect, test } from "vitest";
import {
  type Agent,
  createAgent,
  serverWithAgents,
  signedInAgent,
} from "../../../../tests/support/http-agent";

const context = serverWithAgents();
const SETTINGS = { country: "IN", currencySymbol: "₹", numberSystem: "indian" };

async function created(agent: Agent, path: string, body: object): Promise<{ id: string }> {
  const response = await agent.post(path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string };
}

const buyer = (agent: Agent, name: string, body: object = {}) =>
  created(agent, "/api/clients", {
    name,
    phone: "+91 98200 11111",
    purpose: "to-buy",
    budget: 9_200_000,
    propertyTypes: ["Apartment / Flat"],
    locations: ["Juhu"],
    ...body,
  });

const listing = (agent: Agent, title: string, body: object = {}) =>
  created(agent, "/api/properties", {
    title,
    price: 8_500_000,
    mainType: "Residential Property",
    subType: "Apartment / Flat",
    location: "Juhu, Mumbai",
    ...body,
  });

async function newMatches(agent: Agent): Promise<NewMatchList> {
  const response = await agent.get("/api/new-matches");
  expect(response.status).toBe(200);
  return (await response.json()) as NewMatchList;
}

const pairsOf = (rows: NewMatchRow[]) =>
  rows.map((row) => `${row.client.name} × ${row.property.title}: ${row.score}`);

describe("new matches", () => {
  test("a new listing brings its fitting clients only, newest first, with the score", async () => {
    const agent = await signedInAgent(context.server);
    await buyer(agent, "Meera");
    await buyer(agent, "Ravi the renter", { purpose: "to-rent" });
    await buyer(agent, "Asha in Powai", { budget: 1_000_000, locations: ["Powai"] });
    await listing(agent, "Sea Breeze 3BHK");
    await listing(agent, "Sold Villa", { status: "sold" });
    await listing(agent, "Juhu Heights");
    const { rows, count } = await newMatches(agent);
    expect(pairsOf(rows)).toEqual(["Meera × Juhu Heights: 96", "Meera × Sea Breeze 3BHK: 96"]);
    expect(count).toBe(2);
  });

  test("a full section shows its first rows and counts every open one", async () => {
    const agent = await signedInAgent(context.server);
    for (const name of ["Meera", "Ravi", "Asha", "Iqbal", "Lata"]) {
      await buyer(agent, name);
    }
    const listings = Math.ceil((TODAY_SECTION_LIMIT + 1) / 5);
    for (let index = 0; index < listings; index += 1) {
      await listing(agent, `Juhu Heights ${index}`);
    }
    const { rows, count } = await newMatches(agent);
    expect(rows).toHaveLength(TODAY_SECTION_LIMIT);
    expect(count).toBe(listings * 5);
  });

  test("a new client brings the listings that fit them", async () => {
    const agent = await signedInAgent(context.server);
    await listing(agent, "Sea Breeze 3BHK");
    await listing(agent, "Rented Flat", { purpose: "rent", price: 50_000 });
    await buyer(agent, "Meera");
    expect(pairsOf((await newMatches(agent)).rows)).toEqual(["Meera × Sea Breeze 3BHK: 96"]);
  });

  test("a lead brings the listings that fit them, and a later lead of theirs rescores them", async () => {
    const agent = await signedInAgent(context.server);
    await listing(agent, "Sea Breeze 3BHK");
    await listing(agent, "Powai Villa", { location: "Powai", subType: "House / Villa" });
    const capture = (await (await agent.post("/api/lead-capture")).json()) as LeadCapture;
    const webhook = new URL(capture.url).pathname;
    const portal = createAgent(context.server);
    const lead = {
      name: "Meera",
      phone: "98200 44444",
      budget: "92 lakh",
      property_type: "Apartment / Flat",
      city: "Juhu",
      purpose: "buy",
    };
    expect((await portal.post(webhook, lead)).status).toBe(201);
    // Made in one change, the two rows may come in either order.
    expect(pairsOf((await newMatches(agent)).rows).sort()).toEqual([
      "Meera × Powai Villa: 46",
      "Meera × Sea Breeze 3BHK: 96",
    ]);

    const again = { ...lead, city: "Powai", property_type: "House / Villa" };
    expect((await portal.post(webhook, again)).status).toBe(201);
    expect(pairsOf((await newMatches(agent)).rows).sort()).toEqual([
      "Meera × Powai Villa: 96",
      "Meera × Sea Breeze 3BHK: 96",
    ]);
  });

  test("an edit that lifts a pair above 40 adds it; one already above is not added again", async () => {
    const agent = await signedInAgent(context.server);
    const meera = await buyer(agent, "Meera", { budget: 1_000_000 });
    const sea = await listing(agent, "Sea Breeze 3BHK", {
      location: "Powai",
      subType: "House / Villa",
    });
    expect((await newMatches(agent)).count).toBe(0);

    expect((await agent.patch(`/api/clients/${meera.id}`, { budget: 9_200_000 })).status).toBe(200);
    const [row] = (await newMatches(agent)).rows;
    expect(row && pairsOf([row])).toEqual(["Meera × Sea Breeze 3BHK: 46"]);

    // Still above: the same row, its score brought up to date; dismissed, it stays away.
    await agent.patch(`/api/properties/${sea.id}`, { location: "Juhu" });
    expect(pairsOf((await newMatches(agent)).rows)).toEqual(["Meera × Sea Breeze 3BHK: 66"]);
    expect((await agent.post(`/api/new-matches/${row?.id}/dismiss`)).status).toBe(204);
    await agent.patch(`/api/properties/${sea.id}`, { subType: "Apartment / Flat" });
    expect((await newMatches(agent)).count).toBe(0);

    // Fallen below and risen again: new once more.
    await agent.patch(`/api/properties/${sea.id}`, { status: "sold" });
    await agent.patch(`/api/properties/${sea.id}`, { status: "available" });
    expect(pairsOf((await newMatches(agent)).rows)).toEqual(["Meera × Sea Breeze 3BHK: 96"]);
  });

  test("a whole form saved again changes nothing; with a new budget it adds the pair", async () => {
    const agent = await signedInAgent(context.server);
    const meera = await buyer(agent, "Meera", { budget: 1_000_000 });
    await listing(agent, "Sea Breeze 3BHK", { location: "Powai" });
    const juhu = await listing(agent, "Juhu Heights");
    const [recorded] = (await newMatches(agent)).rows;
    await agent.patch(`/api/properties/${juhu.id}`, { price: 900_000 });
    const form = async () => {
      const {
        id: _id,
        createdAt: _c,
        updatedAt: _u,
        lastContactAt: _l,
        ...fields
      } = (await (await agent.get(`/api/clients/${meera.id}`)).json()) as Record<string, unknown>;
      return fields;
    };

    const noted = await agent.patch(`/api/clients/${meera.id}`, { ...(await form()), notes: "Hi" });
    expect(noted.status).toBe(200);
    expect((await newMatches(agent)).rows).toEqual([recorded && { ...recorded, score: 95 }]);

    const richer = { ...(await form()), budget: 9_200_000 };
    expect((await agent.patch(`/api/clients/${meera.id}`, richer)).status).toBe(200);
    expect(pairsOf((await newMatches(agent)).rows)).toEqual([
      "Meera × Sea Breeze 3BHK: 76",
      "Meera × Juhu Heights: 55",
    ]);
  });

  test("a pair leaves when sent, given a status, dismissed or no longer matching", async () => {
    const agent = await signedInAgent(context.server);
    const meera = await buyer(agent, "Meera");
    const sent = await listing(agent, "Sent");
    const taken = await listing(agent, "Taken up");
    const dismissed = await listing(agent, "Dismissed");
    const sold = await listing(agent, "Sold");
    await listing(agent, "Kept");
    const ids = Object.fromEntries(
      (await newMatches(agent)).rows.map((row) => [row.property.title, row.id]),
    );

    const send = await agent.post(`/api/clients/${meera.id}/shortlist`, {
      propertyIds: [sent.id],
      ...SETTINGS,
    });
    expect(send.status).toBe(200);
    const status = await agent.put("/api/pair-statuses", {
      clientId: meera.id,
      propertyId: taken.id,
      status: "interested",
    });
    expect(status.status).toBe(200);
    expect((await agent.post(`/api/new-matches/${ids.Dismissed}/dismiss`)).status).toBe(204);
    await agent.patch(`/api/properties/${sold.id}`, { status: "sold" });

    expect(pairsOf((await newMatches(agent)).rows)).toEqual(["Meera × Kept: 96"]);
    // Sent, taken up and dismissed pairs do not come back with the next edit.
    for (const { id } of [sent, taken, dismissed]) {
      await agent.patch(`/api/properties/${id}`, { price: 8_600_000 });
    }
    expect((await newMatches(agent)).count).toBe(1);
  });

  test("deleting either side takes its rows with it", async () => {
    const agent = await signedInAgent(context.server);
    const meera = await buyer(agent, "Meera");
    await buyer(agent, "Asha");
    const sea = await listing(agent, "Sea Breeze 3BHK");
    await listing(agent, "Juhu Heights");
    expect((await newMatches(agent)).count).toBe(4);
    expect((await agent.delete(`/api/clients/${meera.id}`)).status).toBe(204);
    expect((await agent.delete(`/api/properties/${sea.id}`)).status).toBe(204);
    expect(pairsOf((await newMatches(agent)).rows)).toEqual(["Asha × Juhu Heights: 96"]);
  });

  test("another account's new match or client is refused for Dismiss and Send", async () => {
    const { owner, stranger } = context;
    const meera = await buyer(owner, "Meera");
    const sea = await listing(owner, "Sea Breeze 3BHK");
    const [row] = (await newMatches(owner)).rows;
    expect(row).toBeDefined();
    expect((await stranger.post(`/api/new-matches/${row?.id}/dismiss`)).status).toBe(404);
    expect((await stranger.post("/api/new-matches/not-an-id/dismiss")).status).toBe(404);
    const send = await stranger.post(`/api/clients/${meera.id}/shortlist`, {
      propertyIds: [sea.id],
      ...SETTINGS,
    });
    expect(send.status).toBe(404);
    const ownClient = await buyer(stranger, "Stranger's client");
    const sendTheirs = await stranger.post(`/api/clients/${ownClient.id}/shortlist`, {
      propertyIds: [sea.id],
      ...SETTINGS,
    });
    expect(sendTheirs.status).toBe(400);
    expect((await newMatches(owner)).count).toBe(1);
    expect((await newMatches(stranger)).count).toBe(0);
  });

  test("an imported client brings their matches, as one added by hand", async () => {
    const agent = await signedInAgent(context.server);
    await listing(agent, "Sea Breeze 3BHK");
    const form = new FormData();
    form.set(
      "file",
      new File(["Name,Phone,Budget\nImported Iqbal,+91 98200 22222,9200000\n"], "c.csv"),
    );
    form.set("mode", "skip");
    form.set("country", "IN");
    const response = await agent.request("/api/clients/import", { method: "POST", body: form });
    expect(response.status).toBe(200);
    await response.text();
    expect(pairsOf((await newMatches(agent)).rows)).toEqual([
      "Imported Iqbal × Sea Breeze 3BHK: 92",
    ]);
  });
});
