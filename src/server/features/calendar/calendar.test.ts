import ICAL from "ical.js";
import { beforeAll, describe, expect, test } from "vitest";
import {
  type Agent,
  createAgent,
  serverWithAgents,
  signedInAgent,
} from "../../../../tests/support/http-agent";

type Feed = { url: string; timeZone: string; createdAt: string };
type Created = { id: string; updatedAt: string };

const context = serverWithAgents();
const LONG_NOTES = `Bring the keys, the deed; and the NOC.\nThen call the society office about parking ${"and the lift ".repeat(12).trim()}`;

let visitor: Agent;
beforeAll(() => {
  visitor = createAgent(context.server);
});

describe("the calendar feed", () => {
  test("is off until turned on, answers 404 once off, and gives a new address when on again", async () => {
    const { owner } = context;
    expect(await (await owner.get("/api/calendar-feed")).json()).toBeNull();

    const created = await owner.post("/api/calendar-feed", { timeZone: "Asia/Kolkata" });
    expect(created.status).toBe(201);
    const feed = (await created.json()) as Feed;
    expect(feed.url).toMatch(
      new RegExp(`^${context.server.url}/api/calendar/[A-Za-z0-9_-]{32}\\.ics$`),
    );
    expect(feed.timeZone).toBe("Asia/Kolkata");
    const again = await owner.post("/api/calendar-feed", { timeZone: "Europe/London" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Feed).url).toBe(feed.url);

    const answer = await visitor.get(feedPath(feed));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");

    expect((await owner.delete("/api/calendar-feed")).status).toBe(204);
    expect(await (await owner.get("/api/calendar-feed")).json()).toBeNull();
    expect((await visitor.get(feedPath(feed))).status).toBe(404);

    const renewed = (await (
      await owner.post("/api/calendar-feed", { timeZone: "Asia/Kolkata" })
    ).json()) as Feed;
    expect(renewed.url).not.toBe(feed.url);
    expect((await visitor.get(feedPath(renewed))).status).toBe(200);
    expect((await visitor.get(feedPath(feed))).status).toBe(404);
  });

  test("refuses a zone that is not a real IANA zone, and a change while off", async () => {
    const agent = await signedInAgent(context.server);
    for (const timeZone of ["Mars/Olympus_Mons", "+05:30", "", 42]) {
      const response = await agent.post("/api/calendar-feed", { timeZone });
      expect(response.status, String(timeZone)).toBe(400);
    }
    expect((await agent.patch("/api/calendar-feed", { timeZone: "Asia/Kolkata" })).status).toBe(
      404,
    );
    expect(await (await agent.get("/api/calendar-feed")).json()).toBeNull();
  });

  test("writes each appointment in the agent's zone with its VTIMEZONE, details, alarm and status", async () => {
    const agent = await signedInAgent(context.server);
    const client = await created(agent, "/api/clients", {
      name: "Ravi Kumar",
      phone: "+91 98200 11111",
    });
    const property = await created(agent, "/api/properties", {
      title: "Sea View Flat",
      price: 5_000_000,
      location: "Bandra",
    });
    const visit = await scheduled(agent, {
      title: "Visit, Sea View; 2 BHK",
      date: "2026-11-24",
      time: "10:30",
      clientId: client.id,
      propertyId: property.id,
      notes: LONG_NOTES,
    });
    const missed = await scheduled(agent, {
      title: "Summer call",
      date: "2026-07-01",
      time: "09:00",
      clientId: client.id,
      status: "missed",
    });
    const feed = await turnOn(agent, "Asia/Kolkata");
    const response = await visitor.get(feedPath(feed));
    const text = await response.text();
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );

    const calendar = parse(text);
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
      "Asia/Kolkata",
    );
    const event = eventOf(calendar, visit.id);
    expect(event.uid).toBe(`${visit.id}@${new URL(context.server.url).host}`);
    expect(event.summary).toBe("Visit, Sea View; 2 BHK");
    expect(event.location).toBe("Bandra, Mumbai");
    expect(event.startDate.toString()).toBe("2026-11-24T10:30:00");
    expect(event.startDate.zone?.tzid).toBe("Asia/Kolkata");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-24T05:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-24T06:00:00.000Z");
    expect(event.description).toBe(
      [
        "Process: Property Visit",
        "Client: Ravi Kumar, +91 98200 11111",
        `Property: Sea View Flat ${context.server.url}/properties/${property.id}`,
        "",
        LONG_NOTES,
      ].join("\n"),
    );
    expect(event.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const alarm = event.component.getFirstSubcomponent("valarm");
    expect(alarm?.getFirstPropertyValue("trigger")?.toString()).toBe("-PT30M");
    expect(event.component.getFirstPropertyValue("last-modified")?.toString()).toBe(
      new Date(visit.updatedAt).toISOString().replace(/\.\d{3}Z$/, "Z"),
    );

    const over = eventOf(calendar, missed.id);
    expect(over.description).toContain("Status: missed");
    expect(over.component.getFirstPropertyValue("status")).toBeNull();
  });

  test("follows a New York agent's daylight saving and a change of zone", async () => {
    const agent = await signedInAgent(context.server);
    const summer = await scheduled(agent, { title: "Summer", date: "2026-07-01", time: "09:00" });
    const winter = await scheduled(agent, { title: "Winter", date: "2026-12-01", time: "09:00" });
    const feed = await turnOn(agent, "America/New_York");
    let calendar = parse(await (await visitor.get(feedPath(feed))).text());
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
      "America/New_York",
    );
    expect(eventOf(calendar, summer.id).startDate.toJSDate().toISOString()).toBe(
      "2026-07-01T13:00:00.000Z",
    );
    expect(eventOf(calendar, winter.id).startDate.toJSDate().toISOString()).toBe(
      "2026-12-01T14:00:00.000Z",
    );
    expect(eventOf(calendar, winter.id).startDate.toString()).toBe("2026-12-01T09:00:00");

    const moved = await agent.patch("/api/calendar-feed", { timeZone: "Asia/Kolkata" });
    expect(moved.status).toBe(200);
    calendar = parse(await (await visitor.get(feedPath(feed))).text());
    expect(eventOf(calendar, winter.id).startDate.toJSDate().toISOString()).toBe(
      "2026-12-01T03:30:00.000Z",
    );
  });

  test("keeps UIDs, bumps SEQUENCE on an edit, drops a deleted appointment, answers 304 while unchanged", async () => {
    const agent = await signedInAgent(context.server);
    const kept = await scheduled(agent, { title: "Kept", date: "2026-12-02", time: "11:00" });
    const gone = await scheduled(agent, { title: "Gone", date: "2026-12-03", time: "11:00" });
    const feed = await turnOn(agent, "Asia/Kolkata");

    const first = await visitor.get(feedPath(feed));
    const tag = first.headers.get("etag") ?? "";
    expect(tag).toMatch(/^".+"$/);
    const before = parse(await first.text());
    expect(eventOf(before, kept.id).sequence).toBe(0);
    const unchanged = await visitor.request(feedPath(feed), { headers: { "If-None-Match": tag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");

    expect((await agent.patch(`/api/appointments/${kept.id}`, { time: "12:00" })).status).toBe(200);
    expect((await agent.delete(`/api/appointments/${gone.id}`)).status).toBe(204);
    const edited = await visitor.request(feedPath(feed), { headers: { "If-None-Match": tag } });
    expect(edited.status).toBe(200);
    const after = parse(await edited.text());
    const event = eventOf(after, kept.id);
    expect(event.uid).toBe(eventOf(before, kept.id).uid);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toString()).toBe("2026-12-02T12:00:00");
    expect(after.getAllSubcomponents("vevent")).toHaveLength(1);
  });

  test("follows a renamed client and a deleted property, which leave the appointment untouched", async () => {
    const agent = await signedInAgent(context.server);
    const client = await created(agent, "/api/clients", {
      name: "Old Name",
      phone: "+91 98200 33333",
    });
    const property = await created(agent, "/api/properties", {
      title: "Hill Plot",
      price: 1,
      location: "Lonavala",
    });
    const visit = await scheduled(agent, {
      title: "Plot visit",
      date: "2026-12-05",
      time: "10:00",
      clientId: client.id,
      propertyId: property.id,
    });
    const feed = await turnOn(agent, "Asia/Kolkata");
    const before = eventOf(parse(await (await visitor.get(feedPath(feed))).text()), visit.id);
    expect(before.description).toContain("Client: Old Name");
    expect(before.description).toContain("Property: Hill Plot");

    expect((await agent.patch(`/api/clients/${client.id}`, { name: "New Name" })).status).toBe(200);
    expect((await agent.delete(`/api/properties/${property.id}`)).status).toBe(204);
    const after = eventOf(parse(await (await visitor.get(feedPath(feed))).text()), visit.id);
    expect(after.description).toContain("Client: New Name");
    expect(after.description).not.toContain("Hill Plot");
  });

  test("never holds another account's appointments, and answers 404 to a wrong token", async () => {
    const { owner, stranger } = context;
    const secret = await scheduled(stranger, {
      title: "Stranger's visit",
      date: "2026-12-04",
      time: "10:00",
    });
    const feed = await turnOn(owner, "Asia/Kolkata");
    const text = await (await visitor.get(feedPath(feed))).text();
    expect(text).not.toContain(secret.id);
    expect(text).not.toContain("Stranger");
    const wrong = feedPath(feed).replace(/[A-Za-z0-9_-]{32}/, "A".repeat(32));
    expect((await visitor.get(wrong)).status).toBe(404);
    expect((await visitor.get("/api/calendar/short.ics")).status).toBe(404);
  });
});

describe("an appointment's .ics", () => {
  test("is one event in the zone asked for, as an attachment, to its owner only", async () => {
    const { owner, stranger } = context;
    const visit = await scheduled(owner, {
      title: "Site visit: Tower B",
      date: "2026-11-30",
      time: "16:15",
    });
    const response = await owner.get(`/api/appointments/${visit.id}/ics?timeZone=America/New_York`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(
      'attachment; filename="site-visit-tower-b.ics"',
    );
    const calendar = parse(await response.text());
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    const event = eventOf(calendar, visit.id);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-30T21:15:00.000Z");

    expect(
      (await stranger.get(`/api/appointments/${visit.id}/ics?timeZone=Asia/Kolkata`)).status,
    ).toBe(404);
    expect((await owner.get(`/api/appointments/${visit.id}/ics?timeZone=Nowhere`)).status).toBe(
      400,
    );
    expect(
      (await visitor.get(`/api/appointments/${visit.id}/ics?timeZone=Asia/Kolkata`)).status,
    ).toBe(401);
  });
});

/** Creates an appointment (every appointment has a client: one is made for it unless given). */
async function scheduled(
  agent: Agent,
  fields: { title: string; date: string; time: string } & Record<string, unknown>,
): Promise<Created> {
  const clientId =
    fields.clientId ??
    (await created(agent, "/api/clients", { name: "Asha", phone: "+91 98200 22222" })).id;
  return created(agent, "/api/appointments", {
    location: "Bandra, Mumbai",
    process: "Property Visit",
    ...fields,
    clientId,
  });
}

async function created(agent: Agent, path: string, body: object): Promise<Created> {
  const response = await agent.post(path, body);
  expect(response.status, path).toBe(201);
  return (await response.json()) as Created;
}

async function turnOn(agent: Agent, timeZone: string): Promise<Feed> {
  const response = await agent.post("/api/calendar-feed", { timeZone });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as Feed;
}

function feedPath(feed: Feed): string {
  return new URL(feed.url).pathname;
}

function parse(text: string): ICAL.Component {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar;
}

function eventOf(calendar: ICAL.Component, id: string): ICAL.Event {
  const found = calendar
    .getAllSubcomponents("vevent")
    .find((event) => String(event.getFirstPropertyValue("uid")).startsWith(`${id}@`));
  if (!found) {
    throw new Error(`no event for ${id}`);
  }
  return new ICAL.Event(found);
}
