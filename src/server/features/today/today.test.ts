import type { TodayList, TodayRow } from "@shared/domain/today";
import { TODAY_SECTION_LIMIT, todayReason } from "@shared/domain/today";
import type { Activity } from "@shared/schemas/activity";
import type { Client } from "@shared/schemas/client";
import type { Page } from "@shared/schemas/list-query";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents, signedInAgent } from "../../../../tests/support/http-agent";

const context = serverWithAgents();
const DAY_MS = 86_400_000;
// 25 November 2026, 11:30 in India.
const NOW = "2026-11-25T06:00:00.000Z";

function send(agent: Agent, method: string, path: string, body?: unknown, zone = "Asia/Kolkata") {
  return agent.request(path, {
    method,
    headers: { "content-type": "application/json", "x-time-zone": zone },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function created<T>(agent: Agent, path: string, body: object): Promise<T> {
  const response = await send(agent, "POST", path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as T;
}

const client = (agent: Agent, name: string, body: object = {}) =>
  created<Client>(agent, "/api/clients", { name, phone: "+91 98200 11111", ...body });

async function today(agent: Agent, at = NOW, zone = "Asia/Kolkata"): Promise<TodayList> {
  const response = await send(agent, "GET", `/api/today?at=${at}`, undefined, zone);
  expect(response.status).toBe(200);
  return (await response.json()) as TodayList;
}

const names = (rows: TodayRow[]) => rows.map((row) => `${row.client?.name}: ${todayReason(row)}`);

describe("the Today list", () => {
  test("an account with nothing due has four empty sections", async () => {
    const agent = await signedInAgent(context.server);
    await client(agent, "Untouched yesterday's lead");
    const list = await today(agent);
    expect(list.date).toBe("2026-11-25");
    expect(list.timeZone).toBe("Asia/Kolkata");
    expect(list.sections).toEqual({
      newLeads: { rows: [], count: 0 },
      overdue: { rows: [], count: 0 },
      today: { rows: [], count: 0 },
      goingCold: { rows: [], count: 0 },
    });
  });

  test("overdue, today and going cold, each in order, with the last activity", async () => {
    const agent = await signedInAgent(context.server);
    const due = await client(agent, "Due today", { nextFollowUpDate: "2026-11-25" });
    await client(agent, "Due at ten", {
      nextFollowUpDate: "2026-11-25",
      nextFollowUpTime: "10:00",
    });
    await client(agent, "Three days late", { nextFollowUpDate: "2026-11-22" });
    await client(agent, "One day late", { nextFollowUpDate: "2026-11-24" });
    await client(agent, "Next week", { nextFollowUpDate: "2026-12-02" });
    const cold = await client(agent, "Gone quiet", { interest: "high", status: "potential" });
    const warm = await client(agent, "Called lately", { interest: "high" });
    const planned = await client(agent, "Has a plan", { interest: "high" });
    const lukewarm = await client(agent, "Low interest", { interest: "low" });
    const closed = await client(agent, "Closed deal", { interest: "high", status: "closed" });
    const longAgo = new Date(Date.parse(NOW) - 15 * DAY_MS).toISOString();
    for (const { id } of [cold, planned, lukewarm, closed]) {
      await send(agent, "POST", "/api/activities", {
        kind: "call",
        clientId: id,
        outcome: "no-answer",
        happenedAt: longAgo,
      });
    }
    await send(agent, "PATCH", `/api/clients/${planned.id}`, { nextFollowUpDate: "2026-12-20" });
    await send(agent, "POST", "/api/activities", {
      kind: "whatsapp",
      clientId: warm.id,
      happenedAt: new Date(Date.parse(NOW) - 13 * DAY_MS).toISOString(),
    });
    await send(agent, "POST", "/api/activities", {
      kind: "note",
      clientId: due.id,
      text: "Wants a sea view",
      happenedAt: new Date(Date.parse(NOW) - DAY_MS).toISOString(),
    });
    const appointment = (body: object) =>
      created(agent, "/api/appointments", {
        title: "Meeting",
        location: "Juhu",
        clientId: due.id,
        ...body,
      });
    await appointment({
      title: "Site visit",
      date: "2026-11-25",
      time: "16:30",
      process: "Property Visit",
    });
    await appointment({
      title: "Call back",
      date: "2026-11-25",
      time: "09:00",
      process: "Follow up call",
    });
    await appointment({
      title: "Old call",
      date: "2026-11-23",
      time: "09:00",
      process: "Follow up call",
    });
    await appointment({
      title: "Held",
      date: "2026-11-25",
      time: "12:00",
      process: "Property Visit",
      status: "completed",
    });
    await appointment({
      title: "Later",
      date: "2026-11-26",
      time: "09:00",
      process: "Follow up call",
    });

    const { sections } = await today(agent);
    expect(names(sections.overdue.rows)).toEqual([
      "Three days late: Overdue by 3 days",
      "Due today: Follow up call overdue by 2 days",
      "One day late: Overdue by 1 day",
      "Due today: Follow up call at 9:00 AM",
    ]);
    expect(names(sections.today.rows)).toEqual([
      "Due today: Follow-up due",
      "Due at ten: Follow-up due",
      "Due today: Property Visit at 4:30 PM",
    ]);
    expect(names(sections.goingCold.rows)).toEqual(["Gone quiet: No contact for 15 days"]);
    expect(sections.overdue.count).toBe(4);
    const [first] = sections.today.rows;
    expect(first?.lastActivity).toMatchObject({ kind: "appointment", text: "Scheduled: Later" });
    expect(sections.goingCold.rows[0]?.lastActivity).toMatchObject({
      kind: "call",
      outcome: "no-answer",
    });
  });

  test("a section fuller than it shows has its first rows in order, and counts them all", async () => {
    const agent = await signedInAgent(context.server);
    const count = TODAY_SECTION_LIMIT + 5;
    const rows = Array.from(
      { length: count },
      (_, n) => `Lead ${n},+91 98${String(n).padStart(8, "0")},Facebook,High`,
    );
    const form = new FormData();
    form.set("file", new File([["Name,Phone,Source,Interest", ...rows].join("\n")], "leads.csv"));
    form.set("mode", "skip");
    form.set("country", "IN");
    const imported = await agent.request("/api/clients/import", { method: "POST", body: form });
    expect((await imported.text()).trim().split("\n").at(-1)).toContain('"failed":0');
    // One statement made them all, at one instant: the id decides.
    const page = (await (await agent.get("/api/clients?limit=200")).json()) as Page<Client>;
    const byId = page.items.map((item) => item.id).sort();

    const now = await today(agent, new Date().toISOString());
    expect(now.sections.newLeads.count).toBe(count);
    expect(now.sections.newLeads.rows.map((row) => row.client?.id)).toEqual(
      byId.slice(0, TODAY_SECTION_LIMIT),
    );
    expect(now.sections.newLeads.rows[0]).toMatchObject({ reason: "new-lead", source: "Facebook" });

    const monthLater = await today(agent, new Date(Date.now() + 30 * DAY_MS).toISOString());
    expect(monthLater.sections.newLeads.count).toBe(0);
    expect(monthLater.sections.goingCold.count).toBe(count);
    expect(monthLater.sections.goingCold.rows.map((row) => row.client?.id)).toEqual(
      byId.slice(0, TODAY_SECTION_LIMIT),
    );
  });

  test("'today' is the agent's: the same instant is another day in another zone", async () => {
    const agent = await signedInAgent(context.server);
    await client(agent, "Tomorrow in India", { nextFollowUpDate: "2026-11-26" });
    // 20:00 UTC on 25 November is 01:30 on the 26th in India, still the 25th in New York.
    const late = "2026-11-25T20:00:00.000Z";
    expect((await today(agent, late, "Asia/Kolkata")).sections.today.count).toBe(1);
    expect((await today(agent, late, "America/New_York")).sections.today.count).toBe(0);
  });

  test("the zone saved for the calendar feed wins over the browser's, for the rows too", async () => {
    const agent = await signedInAgent(context.server);
    await client(agent, "Tomorrow in India", { nextFollowUpDate: "2026-11-26" });
    await send(agent, "POST", "/api/calendar-feed", { timeZone: "America/New_York" });
    // 01:30 on the 26th in the browser's India, still the 25th in the saved New York.
    const list = await today(agent, "2026-11-25T20:00:00.000Z", "Asia/Kolkata");
    expect(list.timeZone).toBe("America/New_York");
    expect(list.date).toBe("2026-11-25");
    expect(list.sections.today.count).toBe(0);
  });

  test("shows only the agent's own", async () => {
    await client(context.owner, "Owner's due", { nextFollowUpDate: "2026-11-25" });
    const list = await today(context.stranger);
    expect(JSON.stringify(list)).not.toContain("Owner's due");
  });
});

describe("Done and Snooze", () => {
  test("Done logs the follow-up as a contact; with a cadence the next one follows it", async () => {
    const agent = await signedInAgent(context.server);
    const weekly = await client(agent, "Weekly", {
      nextFollowUpDate: "2026-11-25",
      followUpCadence: "week",
    });
    const once = await client(agent, "Once", {
      nextFollowUpDate: "2026-11-25",
      nextFollowUpNote: "Send brochure",
    });
    const done = async (id: string, note = "") => {
      const response = await send(agent, "POST", `/api/clients/${id}/follow-up/done`, {
        at: NOW,
        note,
      });
      expect(response.status).toBe(200);
      return (await response.json()) as Client;
    };
    expect(await done(weekly.id, "Sent two listings")).toMatchObject({
      nextFollowUpDate: "2026-12-02",
      lastContactAt: expect.any(String),
    });
    expect(await done(once.id)).toMatchObject({ nextFollowUpDate: null, nextFollowUpNote: "" });
    const [entry] = (
      (await (await agent.get(`/api/activities?clientId=${weekly.id}`)).json()) as Page<Activity>
    ).items;
    expect(entry).toMatchObject({ kind: "note", text: "Follow-up done: Sent two listings" });
    expect((await today(agent)).sections.today.count).toBe(0);
  });

  test("Snooze moves it to tomorrow or next week, keeping its time and note", async () => {
    const agent = await signedInAgent(context.server);
    const lead = await client(agent, "Lead", {
      nextFollowUpDate: "2026-11-20",
      nextFollowUpTime: "11:00",
      nextFollowUpNote: "Ask about loan",
    });
    const snooze = async (until: string) =>
      (await (
        await send(agent, "POST", `/api/clients/${lead.id}/follow-up/snooze`, { at: NOW, until })
      ).json()) as Client;
    expect(await snooze("tomorrow")).toMatchObject({
      nextFollowUpDate: "2026-11-26",
      nextFollowUpTime: "11:00",
      nextFollowUpNote: "Ask about loan",
    });
    expect((await snooze("next-week")).nextFollowUpDate).toBe("2026-12-02");
    const bad = await send(agent, "POST", `/api/clients/${lead.id}/follow-up/snooze`, {
      until: "never",
    });
    expect(bad.status).toBe(400);
  });

  test("another account's client is not found and keeps its follow-up", async () => {
    const theirs = await client(context.owner, "Not yours", { nextFollowUpDate: "2026-11-25" });
    for (const path of ["done", "snooze"]) {
      const response = await send(
        context.stranger,
        "POST",
        `/api/clients/${theirs.id}/follow-up/${path}`,
        {
          until: "tomorrow",
        },
      );
      expect(response.status).toBe(404);
    }
    const unchanged = (await (
      await context.owner.get(`/api/clients/${theirs.id}`)
    ).json()) as Client;
    expect(unchanged).toMatchObject({ nextFollowUpDate: "2026-11-25", lastContactAt: null });
  });
});
