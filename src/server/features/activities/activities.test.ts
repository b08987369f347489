import { randomUUID } from "node:crypto";
import type { Activity } from "@shared/schemas/activity";
import type { Client } from "@shared/schemas/client";
import type { Page } from "@shared/schemas/list-query";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents } from "../../../../tests/support/http-agent";

const context = serverWithAgents();
const DAY_MS = 86_400_000;

/** A request as the web app sends it: JSON, with the browser's time zone. */
function send(agent: Agent, method: string, path: string, body?: unknown, zone = "Asia/Kolkata") {
  return agent.request(path, {
    method,
    headers: { "content-type": "application/json", "x-time-zone": zone },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function created(agent: Agent, path: string, body: object): Promise<{ id: string }> {
  const response = await send(agent, "POST", path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string };
}

async function newClient(agent: Agent, body: object = {}): Promise<Client> {
  const response = await send(agent, "POST", "/api/clients", {
    name: "Meera Kapoor",
    phone: "+91 98200 11111",
    ...body,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Client;
}

async function log(agent: Agent, body: object, zone?: string): Promise<Activity> {
  const response = await send(agent, "POST", "/api/activities", body, zone);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Activity;
}

async function timeline(agent: Agent, query: string): Promise<Page<Activity>> {
  const response = await agent.get(`/api/activities?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<Activity>;
}

async function clientOf(agent: Agent, id: string): Promise<Client> {
  return (await (await agent.get(`/api/clients/${id}`)).json()) as Client;
}

describe("logging activities", () => {
  test("every kind is stored with its text, outcome and links, newest first", async () => {
    const client = await newClient(context.owner);
    const kinds = [
      "call",
      "whatsapp",
      "email",
      "note",
      "appointment",
      "listing-shared",
      "matches-sent",
      "status-changed",
      "imported",
    ];
    for (const [index, kind] of kinds.entries()) {
      const at = new Date(Date.now() - (kinds.length - index) * 60_000).toISOString();
      await log(context.owner, { kind, clientId: client.id, text: `${kind} text`, happenedAt: at });
    }
    await log(context.owner, { kind: "call", clientId: client.id, outcome: "no-answer" });
    const { items } = await timeline(context.owner, `clientId=${client.id}`);
    expect(items.map((item) => item.kind)).toEqual(["call", ...kinds.toReversed()]);
    expect(items[0]).toMatchObject({ outcome: "no-answer", clientId: client.id, text: "" });
    expect(items[1]).toMatchObject({ kind: "imported", text: "imported text", outcome: null });
    expect(items[0]).not.toHaveProperty("userId");
  });

  test("may be backdated, but not dated in the future", async () => {
    const client = await newClient(context.owner);
    const lastYear = "2025-11-20T10:30:00.000Z";
    const backdated = await log(context.owner, {
      kind: "note",
      clientId: client.id,
      happenedAt: lastYear,
    });
    expect(backdated.happenedAt).toBe(lastYear);
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString();
    const response = await send(context.owner, "POST", "/api/activities", {
      kind: "call",
      clientId: client.id,
      happenedAt: tomorrow,
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe("An activity cannot happen in the future");
  });

  test.each([
    [{ kind: "fax" }, "Choose a valid kind of activity"],
    [{ kind: "call", outcome: "maybe" }, "Choose a valid outcome"],
    [{ kind: "call", happenedAt: "yesterday" }, "Enter when it happened as a date and time"],
  ])("refuses %j with a clear message", async (body, message) => {
    const client = await newClient(context.owner);
    const response = await send(context.owner, "POST", "/api/activities", {
      clientId: client.id,
      ...body,
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    expect((await timeline(context.owner, `clientId=${client.id}`)).items).toEqual([]);
  });

  test("needs a client or a property", async () => {
    const response = await send(context.owner, "POST", "/api/activities", { kind: "note" });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe("An activity belongs to a client or a property");
  });

  test("a tap sent twice with its id (after being offline) is stored once", async () => {
    const client = await newClient(context.owner);
    const tap = { id: randomUUID(), kind: "whatsapp", clientId: client.id };
    const first = await send(context.owner, "POST", "/api/activities", tap);
    const second = await send(context.owner, "POST", "/api/activities", tap);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(((await second.json()) as Activity).id).toBe(tap.id);
    expect((await timeline(context.owner, `clientId=${client.id}`)).items).toHaveLength(1);
    // Another account cannot claim or read that id.
    const strangers = await newClient(context.stranger);
    const taken = await send(context.stranger, "POST", "/api/activities", {
      ...tap,
      clientId: strangers.id,
    });
    expect(taken.status).toBe(409);
    expect(await taken.text()).not.toContain(client.id);
  });

  test("another account's client, listing or appointment is refused and nothing is stored", async () => {
    const own = await newClient(context.owner);
    const theirs = await newClient(context.stranger);
    const property = await created(context.stranger, "/api/properties", {
      title: "Sea Breeze",
      price: 1,
      location: "Juhu",
    });
    const appointment = await created(context.stranger, "/api/appointments", {
      title: "Visit",
      date: "2030-01-01",
      time: "10:00",
      location: "Juhu",
      process: "Property Visit",
      clientId: theirs.id,
    });
    for (const link of [
      { clientId: theirs.id },
      { clientId: own.id, propertyId: property.id },
      { clientId: own.id, appointmentId: appointment.id },
    ]) {
      const response = await send(context.owner, "POST", "/api/activities", {
        kind: "call",
        ...link,
      });
      expect(response.status).toBe(400);
    }
    expect((await timeline(context.owner, `clientId=${own.id}`)).items).toEqual([]);
    expect((await context.owner.get(`/api/activities?clientId=${theirs.id}`)).status).toBe(404);
    expect((await context.owner.get(`/api/activities?propertyId=${property.id}`)).status).toBe(404);
  });

  test("an agent edits and deletes their own, and no one else's", async () => {
    const client = await newClient(context.owner);
    const note = await log(context.owner, {
      kind: "note",
      clientId: client.id,
      text: "Likes sea view",
    });
    const edited = await send(context.owner, "PATCH", `/api/activities/${note.id}`, {
      text: "Likes sea view, 3BHK",
    });
    expect(((await edited.json()) as Activity).text).toBe("Likes sea view, 3BHK");
    expect(
      (await send(context.stranger, "PATCH", `/api/activities/${note.id}`, { text: "x" })).status,
    ).toBe(404);
    expect((await context.stranger.delete(`/api/activities/${note.id}`)).status).toBe(404);
    expect((await context.owner.delete(`/api/activities/${note.id}`)).status).toBe(204);
    expect((await timeline(context.owner, `clientId=${client.id}`)).items).toEqual([]);
  });
});

describe("a timeline", () => {
  test("comes 50 at a time, newest first, every activity once", async () => {
    const client = await newClient(context.owner);
    const start = Date.now() - 200 * 60_000;
    for (let index = 0; index < 120; index++) {
      // Some share their instant: the id keeps the order whole.
      const at = new Date(start + Math.floor(index / 3) * 60_000).toISOString();
      await log(context.owner, {
        kind: "note",
        clientId: client.id,
        text: `${index}`,
        happenedAt: at,
      });
    }
    const seen: Activity[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page = await timeline(
        context.owner,
        `clientId=${client.id}${cursor ? `&cursor=${cursor}` : ""}`,
      );
      sizes.push(page.items.length);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen.map((item) => item.id)).size).toBe(120);
    const instants = seen.map((item) => Date.parse(item.happenedAt));
    expect(instants).toEqual(instants.toSorted((a, b) => b - a));
  });

  test("goes with its client; a deleted listing leaves the activity unlinked", async () => {
    const client = await newClient(context.owner);
    const property = await created(context.owner, "/api/properties", {
      title: "Flat",
      price: 1,
      location: "Juhu",
    });
    const shared = await log(context.owner, {
      kind: "listing-shared",
      clientId: client.id,
      propertyId: property.id,
    });
    const ownerCall = await log(context.owner, { kind: "call", propertyId: property.id });
    // Sending the listing also moved the pair to 'Sent' (pair statuses log that themselves).
    const onListing = (await timeline(context.owner, `propertyId=${property.id}`)).items;
    expect(onListing.filter((a) => !isPairChange(a)).map((a) => a.id)).toEqual([
      ownerCall.id,
      shared.id,
    ]);
    await context.owner.delete(`/api/properties/${property.id}`);
    const kept = (await timeline(context.owner, `clientId=${client.id}`)).items.find(
      ({ id }) => id === shared.id,
    );
    expect(kept).toMatchObject({ propertyId: null });
    await context.owner.delete(`/api/clients/${client.id}`);
    expect(
      (await send(context.owner, "PATCH", `/api/activities/${shared.id}`, { text: "x" })).status,
    ).toBe(404);
  });
});

describe("'Last contact' and the follow-up cadence", () => {
  test("a call, message or e-mail is a contact; a note is not; an older one does not move it back", async () => {
    const client = await newClient(context.owner, { followUpCadence: "week" });
    expect(client.lastContactAt).toBeNull();
    await log(context.owner, { kind: "note", clientId: client.id });
    expect((await clientOf(context.owner, client.id)).lastContactAt).toBeNull();
    // The whole list is cached by list version: the call must show in the very next one.
    const listed = async () =>
      ((await (await context.owner.get("/api/clients")).json()) as Client[]).find(
        ({ id }) => id === client.id,
      )?.lastContactAt;
    expect(await listed()).toBeNull();
    const call = await log(context.owner, { kind: "call", clientId: client.id });
    expect((await clientOf(context.owner, client.id)).lastContactAt).toBe(call.happenedAt);
    expect(await listed()).toBe(call.happenedAt);
    const afterCall = await clientOf(context.owner, client.id);
    expect(afterCall.nextFollowUpDate).not.toBeNull();
    // The contact's statement is prepared once: each contact still stamps the client's own time.
    expect(afterCall.updatedAt > client.updatedAt).toBe(true);
    const email = await log(context.owner, { kind: "email", clientId: client.id });
    expect((await clientOf(context.owner, client.id)).updatedAt > afterCall.updatedAt).toBe(true);
    await log(context.owner, {
      kind: "whatsapp",
      clientId: client.id,
      happenedAt: new Date(Date.now() - 10 * DAY_MS).toISOString(),
    });
    expect(await clientOf(context.owner, client.id)).toMatchObject({
      lastContactAt: email.happenedAt,
      nextFollowUpDate: afterCall.nextFollowUpDate,
    });
  });

  test.each([
    // A contact late on 31 January in UTC is already 1 February in India.
    ["Asia/Kolkata", "2026-01-31T20:00:00.000Z", "month", "2026-03-01"],
    ["America/New_York", "2026-01-31T20:00:00.000Z", "month", "2026-02-28"],
    ["Asia/Kolkata", "2024-01-31T05:00:00.000Z", "month", "2024-02-29"],
    ["Asia/Kolkata", "2025-12-29T05:00:00.000Z", "week", "2026-01-05"],
    ["Asia/Kolkata", "2026-10-30T05:00:00.000Z", "3-days", "2026-11-02"],
    ["Asia/Kolkata", "2026-10-25T05:00:00.000Z", "2-weeks", "2026-11-08"],
  ])(
    "in %s a contact at %s every %s sets the next follow-up to %s",
    async (zone, at, cadence, next) => {
      const client = await newClient(context.owner, {
        followUpCadence: cadence,
        nextFollowUpDate: "2026-01-01",
        nextFollowUpTime: "10:00",
      });
      await log(context.owner, { kind: "call", clientId: client.id, happenedAt: at }, zone);
      expect(await clientOf(context.owner, client.id)).toMatchObject({
        nextFollowUpDate: next,
        nextFollowUpTime: null,
      });
    },
  );

  test("without a cadence a contact leaves the follow-up as it is", async () => {
    const client = await newClient(context.owner, {
      nextFollowUpDate: "2030-05-01",
      nextFollowUpTime: "10:00",
    });
    await log(context.owner, { kind: "email", clientId: client.id });
    expect(await clientOf(context.owner, client.id)).toMatchObject({
      nextFollowUpDate: "2030-05-01",
      nextFollowUpTime: "10:00",
    });
  });
});

describe("what the app logs by itself", () => {
  test("a new appointment and its status, a client's status, a shared listing, an import", async () => {
    const client = await newClient(context.owner, { status: "potential" });
    const property = await created(context.owner, "/api/properties", {
      title: "Sea Breeze 3BHK",
      price: 1,
      location: "Juhu",
    });
    const appointment = await created(context.owner, "/api/appointments", {
      title: "Site visit",
      date: "2030-01-01",
      time: "16:30",
      location: "Juhu",
      process: "Property Visit",
      clientId: client.id,
      propertyId: property.id,
    });
    await send(context.owner, "PATCH", `/api/appointments/${appointment.id}`, {
      status: "completed",
    });
    await send(context.owner, "PATCH", `/api/appointments/${appointment.id}`, {
      notes: "No status change",
    });
    await send(context.owner, "PATCH", `/api/clients/${client.id}`, { status: "active" });
    await send(context.owner, "PATCH", `/api/clients/${client.id}`, { status: "active" });
    await send(context.owner, "POST", `/api/properties/${property.id}/share`, {
      country: "IN",
      currencySymbol: "₹",
      numberSystem: "indian",
    });
    const clientTimeline = (await timeline(context.owner, `clientId=${client.id}`)).items.filter(
      (a) => !isPairChange(a),
    );
    expect(clientTimeline.map(({ kind, text }) => [kind, text])).toEqual([
      ["status-changed", "Potential → Active"],
      ["appointment", "Site visit: Completed"],
      ["appointment", "Scheduled: Site visit"],
    ]);
    expect(clientTimeline[1]).toMatchObject({
      appointmentId: appointment.id,
      propertyId: property.id,
    });
    expect((await clientOf(context.owner, client.id)).lastContactAt).not.toBeNull();
    const propertyTimeline = (
      await timeline(context.owner, `propertyId=${property.id}`)
    ).items.filter((a) => !isPairChange(a));
    expect(propertyTimeline.map(({ kind }) => kind)).toEqual([
      "listing-shared",
      "appointment",
      "appointment",
    ]);

    const form = new FormData();
    form.set("file", new File(["Name,Phone\nAsha Rao,+91 98450 12345\n"], "clients.csv"));
    form.set("mode", "skip");
    form.set("country", "IN");
    const imported = await context.owner.request("/api/clients/import", {
      method: "POST",
      body: form,
    });
    expect(imported.status).toBe(200);
    await imported.text();
    const clients = (await (await context.owner.get("/api/clients")).json()) as Client[];
    const asha = clients.find((row) => row.name === "Asha Rao");
    expect(asha).toBeDefined();
    const [entry] = (await timeline(context.owner, `clientId=${asha?.id}`)).items;
    expect(entry).toMatchObject({ kind: "imported", text: "Imported from a file" });
    expect(asha?.lastContactAt).toBeNull();
  });
});

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

/** A pair's status moving on by itself (shortlists.test.ts covers those). */
function isPairChange(activity: Activity): boolean {
  return activity.kind === "status-changed" && activity.propertyId !== null;
}
