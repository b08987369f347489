import { randomBytes } from "node:crypto";
import type { Activity } from "@shared/schemas/activity";
import type { Page } from "@shared/schemas/list-query";
import type { PublicShortlist } from "@shared/schemas/share";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Agent, createAgent, signedInAgent } from "../../../../tests/support/http-agent";
import { startServerWithPages } from "../../../../tests/support/server-with-pages";
import type { TestServer } from "../../../../tests/support/test-server";
import { advancePairs } from "../pairs/pair-statuses.service";
import { SHARE_MISSES_ALLOWED } from "../shares/guess-limit";

const context = {} as { server: TestServer; owner: Agent; stranger: Agent };
beforeAll(async () => {
  context.server = await startServerWithPages();
  context.owner = await signedInAgent(context.server);
  context.stranger = await signedInAgent(context.server);
});
afterAll(async () => {
  await context.server.close();
});
const SETTINGS = { country: "IN", currencySymbol: "₹", numberSystem: "indian" };

type Pair = {
  clientId: string;
  propertyId: string;
  status: string;
  reason: string;
  sentAt: string | null;
};

async function created(agent: Agent, path: string, body: object): Promise<{ id: string }> {
  const response = await agent.post(path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** An agent with a client and two listings (one with an owner, notes and a document). */
async function seeded(agent: Agent) {
  const client = await created(agent, "/api/clients", {
    name: "Meera Kapoor",
    phone: "+91 98200 11111",
    notes: "private-client-note",
  });
  const seaBreeze = await created(agent, "/api/properties", {
    title: "Sea Breeze 3BHK",
    price: 8_500_000,
    location: "Juhu",
    ownerName: "private-owner-name",
    ownerPhone: "+91 98200 99999",
    description: "private-description-is-public-on-p-only",
  });
  const hillView = await created(agent, "/api/properties", {
    title: "Hill View 2BHK",
    price: 6_000_000,
    location: "Powai",
  });
  return { client, seaBreeze, hillView };
}

async function pairs(agent: Agent): Promise<Pair[]> {
  return (await (await agent.get("/api/pair-statuses")).json()) as Pair[];
}

async function statusOf(agent: Agent, clientId: string, propertyId: string) {
  return (
    (await pairs(agent)).find((p) => p.clientId === clientId && p.propertyId === propertyId)
      ?.status ?? "suggested"
  );
}

async function timeline(agent: Agent, query: string): Promise<Activity[]> {
  return ((await (await agent.get(`/api/activities?${query}`)).json()) as Page<Activity>).items;
}

async function send(agent: Agent, clientId: string, propertyIds: string[]) {
  const response = await agent.post(`/api/clients/${clientId}/shortlist`, {
    propertyIds,
    ...SETTINGS,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { token: string; url: string };
}

describe("a pair's status", () => {
  test("the agent sets any status; 'Suggested' leaves no row; each change is on both timelines", async () => {
    const agent = await signedInAgent(context.server);
    const { client, seaBreeze } = await seeded(agent);
    const pair = { clientId: client.id, propertyId: seaBreeze.id };
    for (const status of ["offer-made", "interested", "not-suitable", "closed"]) {
      const response = await agent.put("/api/pair-statuses", {
        ...pair,
        status,
        reason: "Too far",
      });
      expect(response.status).toBe(200);
      expect(await statusOf(agent, client.id, seaBreeze.id)).toBe(status);
    }
    expect((await pairs(agent))[0]?.reason).toBe("");
    await agent.put("/api/pair-statuses", { ...pair, status: "not-suitable", reason: "Too far" });
    expect((await pairs(agent))[0]?.reason).toBe("Too far");
    await agent.put("/api/pair-statuses", { ...pair, status: "suggested" });
    expect(await pairs(agent)).toEqual([]);
    const texts = (await timeline(agent, `clientId=${client.id}`)).map((a) => a.text);
    expect(texts[0]).toBe("Sea Breeze 3BHK: Not suitable → Suggested");
    expect(texts).toContain("Sea Breeze 3BHK: Suggested → Offer made");
    const onListing = await timeline(agent, `propertyId=${seaBreeze.id}`);
    expect(onListing[0]).toMatchObject({ kind: "status-changed", clientId: client.id });
  });

  test("another account's client or listing is refused, and nothing is stored", async () => {
    const { client, seaBreeze } = await seeded(context.owner);
    const own = await seeded(context.stranger);
    for (const pair of [
      { clientId: client.id, propertyId: own.seaBreeze.id },
      { clientId: own.client.id, propertyId: seaBreeze.id },
    ]) {
      const response = await context.stranger.put("/api/pair-statuses", {
        ...pair,
        status: "sent",
      });
      expect(response.status).toBe(400);
    }
    expect(await pairs(context.stranger)).toEqual([]);
    expect(JSON.stringify(await pairs(context.owner))).not.toContain(own.client.id);
  });

  test("moves on by itself, never backwards: link sent, visit booked, visit held", async () => {
    const agent = await signedInAgent(context.server);
    const { client, seaBreeze } = await seeded(agent);
    await created(agent, "/api/activities", {
      kind: "listing-shared",
      clientId: client.id,
      propertyId: seaBreeze.id,
    });
    expect(await statusOf(agent, client.id, seaBreeze.id)).toBe("sent");
    const visit = await created(agent, "/api/appointments", {
      title: "Visit",
      date: "2030-01-01",
      time: "10:00",
      location: "Juhu",
      process: "Property Visit",
      clientId: client.id,
      propertyId: seaBreeze.id,
    });
    expect(await statusOf(agent, client.id, seaBreeze.id)).toBe("visit-booked");
    await agent.patch(`/api/appointments/${visit.id}`, { status: "completed" });
    expect(await statusOf(agent, client.id, seaBreeze.id)).toBe("visited");
    await send(agent, client.id, [seaBreeze.id]);
    await created(agent, "/api/appointments", {
      title: "Second visit",
      date: "2030-01-02",
      time: "10:00",
      location: "Juhu",
      process: "Property Visit",
      clientId: client.id,
      propertyId: seaBreeze.id,
    });
    expect(await statusOf(agent, client.id, seaBreeze.id)).toBe("visited");
    const [pair] = await pairs(agent);
    expect(pair?.sentAt).not.toBeNull();
  });
});

describe("several listings sent at once", () => {
  test("each pair moves as far as it may, and only a move is logged", async () => {
    const agent = await signedInAgent(context.server);
    const { client, seaBreeze, hillView } = await seeded(agent);
    const pair = { clientId: client.id, propertyId: seaBreeze.id };
    expect((await agent.put("/api/pair-statuses", { ...pair, status: "interested" })).status).toBe(
      200,
    );
    await send(agent, client.id, [seaBreeze.id, hillView.id]);
    const stored = await pairs(agent);
    expect(stored.find((p) => p.propertyId === seaBreeze.id)).toMatchObject({
      status: "interested",
      sentAt: expect.any(String),
    });
    expect(stored.find((p) => p.propertyId === hillView.id)).toMatchObject({
      status: "sent",
      sentAt: expect.any(String),
    });
    const texts = (await timeline(agent, `clientId=${client.id}`)).map((a) => a.text);
    expect(texts.filter((text) => text.includes("→")).sort()).toEqual([
      "Hill View 2BHK: Suggested → Sent",
      "Sea Breeze 3BHK: Suggested → Interested",
    ]);
    expect(texts).toContain("2 listings");
  });

  test("a pair named twice moves once", async () => {
    const agent = await signedInAgent(context.server);
    const { client, seaBreeze } = await seeded(agent);
    const session = (await (await agent.get("/api/auth/get-session")).json()) as {
      user: { id: string };
    };
    const pair = { clientId: client.id, propertyId: seaBreeze.id };
    const clock = { now: new Date(), browserZone: undefined };
    const moves = await advancePairs(
      context.server.db,
      session.user.id,
      [pair, pair],
      "sent",
      clock,
      {
        isSent: true,
      },
    );
    expect(moves.map((move) => move.text)).toEqual(["Sea Breeze 3BHK: Suggested → Sent"]);
    expect(await statusOf(agent, client.id, seaBreeze.id)).toBe("sent");
  });
});

describe("the client's shortlist page", () => {
  test("shows the listings sent, newest first, and nothing private", async () => {
    const agent = await signedInAgent(context.server);
    await agent.put("/api/profile", { fullName: "Asha Verma", companyName: "Verma Realty" });
    const { client, seaBreeze, hillView } = await seeded(agent);
    const other = await created(agent, "/api/clients", {
      name: "private-other-client",
      phone: "+91 98200 22222",
    });
    await send(agent, other.id, [hillView.id]);
    const first = await send(agent, client.id, [hillView.id]);
    const second = await send(agent, client.id, [seaBreeze.id, hillView.id]);
    expect(second.token).toBe(first.token);
    expect(second.url).toMatch(new RegExp(`/s/${first.token}$`));
    const visitor = createAgent(context.server);
    const response = await visitor.get(`/api/public/shortlists/${first.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    const text = await response.clone().text();
    const page = (await response.json()) as PublicShortlist;
    expect(page.clientName).toBe("Meera Kapoor");
    expect(page.agent).toMatchObject({ name: "Asha Verma", companyName: "Verma Realty" });
    expect(page.listings.map((listing) => listing.title)).toEqual([
      "Sea Breeze 3BHK",
      "Hill View 2BHK",
    ]);
    for (const secret of [
      "private-owner-name",
      "919820099999",
      "private-client-note",
      "private-other-client",
      "private-description",
      other.id,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/score|ownerName|documents|notes/i);
    const html = await (await visitor.get(`/s/${first.token}`)).text();
    expect(html).toContain('content="Homes picked for Meera Kapoor by Asha Verma"');
  });

  test("the client answers and asks for a visit; the agent confirms it in one tap", async () => {
    const agent = await signedInAgent(context.server);
    const { client, seaBreeze, hillView } = await seeded(agent);
    const { token } = await send(agent, client.id, [seaBreeze.id, hillView.id]);
    const visitor = createAgent(context.server);
    const answer = (body: object) => visitor.post(`/api/public/shortlists/${token}/answers`, body);
    expect((await answer({ propertyId: seaBreeze.id, answer: "interested" })).status).toBe(204);
    expect(
      (await answer({ propertyId: hillView.id, answer: "not-for-me", reason: "Too far" })).status,
    ).toBe(204);
    expect(await statusOf(agent, client.id, seaBreeze.id)).toBe("interested");
    expect(await statusOf(agent, client.id, hillView.id)).toBe("not-suitable");
    const texts = (await timeline(agent, `clientId=${client.id}`)).map((a) => a.text);
    expect(texts).toContain("Meera Kapoor: Interested in Sea Breeze 3BHK");
    expect(texts).toContain("Meera Kapoor: Not for me — Hill View 2BHK (Too far)");
    // A listing not on the page is not theirs to answer.
    const elsewhere = await created(agent, "/api/properties", {
      title: "Not sent",
      price: 1,
      location: "x",
    });
    expect((await answer({ propertyId: elsewhere.id, answer: "interested" })).status).toBe(404);

    const visit = await visitor.post(`/api/public/shortlists/${token}/visits`, {
      propertyId: seaBreeze.id,
      date: "2030-03-04",
      time: "16:30",
      note: "After work",
    });
    expect(visit.status).toBe(204);
    const page = (await (
      await visitor.get(`/api/public/shortlists/${token}`)
    ).json()) as PublicShortlist;
    expect(page.listings.find((l) => l.id === seaBreeze.id)).toMatchObject({
      answer: "interested",
      hasVisitRequest: true,
    });
    const card = (await (await agent.get(`/api/clients/${client.id}/shortlist`)).json()) as {
      link: { token: string };
      visitRequests: { id: string; status: string }[];
    };
    expect(card.link.token).toBe(token);
    const [request] = card.visitRequests;
    expect(request).toMatchObject({
      status: "pending",
      propertyTitle: "Sea Breeze 3BHK",
      time: "16:30",
    });
    expect(await (await agent.get("/api/visit-requests")).json()).toEqual(card.visitRequests);
    expect((await context.stranger.post(`/api/visit-requests/${request?.id}/confirm`)).status).toBe(
      404,
    );
    const confirmed = await agent.post(`/api/visit-requests/${request?.id}/confirm`);
    expect(confirmed.status).toBe(201);
    expect(await confirmed.json()).toMatchObject({
      process: "Property Visit",
      date: "2030-03-04",
      time: "16:30",
      location: "Juhu",
      clientId: client.id,
      propertyId: seaBreeze.id,
    });
    expect(await statusOf(agent, client.id, seaBreeze.id)).toBe("visit-booked");
    expect((await agent.post(`/api/visit-requests/${request?.id}/confirm`)).status).toBe(409);
    expect(await (await agent.get("/api/visit-requests")).json()).toEqual([]);
  });

  test("an opening is logged at most once an hour", async () => {
    const agent = await signedInAgent(context.server);
    const { client, seaBreeze } = await seeded(agent);
    const { token } = await send(agent, client.id, [seaBreeze.id]);
    const visitor = createAgent(context.server);
    for (let view = 0; view < 3; view++) {
      expect((await visitor.get(`/api/public/shortlists/${token}`)).status).toBe(200);
    }
    const viewed = (await timeline(agent, `clientId=${client.id}`)).filter(
      (a) => a.kind === "shortlist-viewed",
    );
    expect(viewed).toHaveLength(1);
    const { link } = (await (await agent.get(`/api/clients/${client.id}/shortlist`)).json()) as {
      link: { viewCount: number };
    };
    expect(link.viewCount).toBe(3);
  });

  test("revoked, it answers 404 at once; a new send makes a new link", async () => {
    const agent = await signedInAgent(context.server);
    const { client, seaBreeze } = await seeded(agent);
    const { token } = await send(agent, client.id, [seaBreeze.id]);
    expect((await context.stranger.delete(`/api/clients/${client.id}/shortlist`)).status).toBe(404);
    expect((await agent.delete(`/api/clients/${client.id}/shortlist`)).status).toBe(204);
    const visitor = createAgent(context.server);
    expect((await visitor.get(`/api/public/shortlists/${token}`)).status).toBe(404);
    expect((await visitor.get(`/s/${token}`)).status).toBe(404);
    expect(await (await agent.get(`/api/clients/${client.id}/shortlist`)).json()).toEqual({
      link: null,
      visitRequests: [],
    });
    const again = await send(agent, client.id, [seaBreeze.id]);
    expect(again.token).not.toBe(token);
  });

  test("guessing answers 404, then 429 for that address", async () => {
    const guesser = createAgent(context.server);
    for (let guess = 0; guess < SHARE_MISSES_ALLOWED; guess++) {
      const token = randomBytes(24).toString("base64url");
      expect((await guesser.get(`/api/public/shortlists/${token}`)).status).toBe(404);
    }
    const token = randomBytes(24).toString("base64url");
    expect((await guesser.get(`/api/public/shortlists/${token}`)).status).toBe(429);
  });

  test("another account cannot send, read or revoke a client's page", async () => {
    const { client, seaBreeze } = await seeded(context.owner);
    const theirs = await seeded(context.stranger);
    expect((await context.stranger.get(`/api/clients/${client.id}/shortlist`)).status).toBe(404);
    const borrowed = await context.stranger.post(`/api/clients/${theirs.client.id}/shortlist`, {
      propertyIds: [seaBreeze.id],
      ...SETTINGS,
    });
    expect(borrowed.status).toBe(400);
    expect(await pairs(context.stranger)).toEqual([]);
  });
});
