import { readdir } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_NOTIFICATION_SETTINGS } from "@shared/schemas/notifications";
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents, signedInAgent } from "../../../../tests/support/http-agent";
import { lastMailTo } from "../../../../tests/support/outbox";
import { notificationJobs } from "../../db/schema/notification-jobs";
import { notificationSettings } from "../../db/schema/notification-settings";
import { createOutboxMailer } from "../../mail/mailer";
import { sendMorningDigest } from "./morning-digest.service";

const context = serverWithAgents();
// 27 November 2026, 09:00 in India: the agent's morning time.
const NOW = new Date("2026-11-27T03:30:00.000Z");

async function agentWithMorningEmail(): Promise<{ agent: Agent; userId: string }> {
  const agent = await signedInAgent(context.server);
  const session = (await (await agent.get("/api/auth/get-session")).json()) as {
    user: { id: string };
  };
  const saved = await agent.request("/api/notification-settings", {
    method: "PUT",
    headers: { "content-type": "application/json", "x-time-zone": "Asia/Kolkata" },
    body: JSON.stringify({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      morningEmail: true,
      quietEnd: "07:00",
    }),
  });
  expect(saved.status).toBe(200);
  return { agent, userId: session.user.id };
}

function sendDigest(userId: string) {
  const { server } = context;
  const mailer = createOutboxMailer(path.join(server.dataDir, "outbox"), () => {});
  return server.asUser(userId, (db) =>
    sendMorningDigest(db, userId, NOW, { mailer, appUrl: server.url }),
  );
}

async function created(agent: Agent, route: string, body: object): Promise<{ id: string }> {
  const response = await agent.post(route, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string };
}

async function storedSettings(userId: string) {
  const [row] = await context.server.asUser(userId, (db) =>
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
  );
  return row?.settings;
}

/** The digest's one-click address, from its List-Unsubscribe header. */
async function unsubscribeUrlOf(email: string): Promise<string> {
  const mail = await lastMailTo(context.server.dataDir, email);
  return mail.headers?.["List-Unsubscribe"]?.replace(/^<|>$/g, "") ?? "";
}

async function dayWithWork(agent: Agent) {
  const meera = await created(agent, "/api/clients", {
    name: "Meera <Kapoor>",
    phone: "+91 98200 11111",
    nextFollowUpDate: "2026-11-27",
    nextFollowUpNote: "Ask about the loan",
  });
  await created(agent, "/api/clients", {
    name: "Ravi Kumar",
    phone: "+91 98200 22222",
    nextFollowUpDate: "2026-11-24",
  });
  const visit = await created(agent, "/api/appointments", {
    title: "Site visit",
    location: "Baner",
    date: "2026-11-27",
    time: "16:30",
    process: "Property Visit",
    clientId: meera.id,
  });
  return { meera, visit };
}

describe("the morning digest", () => {
  test("names the day's appointments, follow-ups and overdue ones, as text and HTML", async () => {
    const { agent, userId } = await agentWithMorningEmail();
    const { meera, visit } = await dayWithWork(agent);
    expect(await sendDigest(userId)).toBe("sent");
    const mail = await lastMailTo(context.server.dataDir, agent.email);
    const url = context.server.url;
    expect(mail.subject).toBe("Your day: 1 appointment, 2 follow-ups");
    expect(mail.text).toContain("Your day, Fri, 27 Nov 2026");
    expect(mail.text).toContain(
      `Appointments today\n- 4:30 PM: Site visit with Meera <Kapoor>\n  ${url}/appointments/${visit.id}`,
    );
    expect(mail.text).toContain(
      `Follow-ups due\n- Meera <Kapoor>: Follow-up due (Ask about the loan)\n  ${url}/clients/${meera.id}`,
    );
    expect(mail.text).toContain("Overdue\n- Ravi Kumar: Overdue by 3 days");
    expect(mail.html).toContain("Meera &lt;Kapoor&gt;");
    expect(mail.html).not.toContain("<Kapoor>");
    const unsubscribe = await unsubscribeUrlOf(agent.email);
    expect(unsubscribe).toMatch(new RegExp(`^${url}/api/digest/unsubscribe/[A-Za-z0-9_-]{32}$`));
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(`Unsubscribe: ${unsubscribe}`);
  });

  test("is not sent on a day with nothing in it", async () => {
    const { agent, userId } = await agentWithMorningEmail();
    await created(agent, "/api/clients", {
      name: "Next week",
      phone: "+91 98200 33333",
      nextFollowUpDate: "2026-12-04",
    });
    const outbox = () => readdir(path.join(context.server.dataDir, "outbox"));
    const before = await outbox();
    expect(await sendDigest(userId)).toBe("empty");
    expect(await outbox()).toEqual(before);
  });
});

describe("the 'digest' job", () => {
  test("the scheduler sends the morning e-mail when the agent's job falls due", async () => {
    const { agent, userId } = await agentWithMorningEmail();
    await created(agent, "/api/clients", {
      name: "Long overdue",
      phone: "+91 98200 44444",
      nextFollowUpDate: "2026-01-05",
    });
    // Saving the settings planned the next morning's e-mail: it falls due now instead.
    const moved = await context.server.asUser(userId, (db) =>
      db
        .update(notificationJobs)
        .set({ dueAt: new Date() })
        .where(and(eq(notificationJobs.userId, userId), eq(notificationJobs.kind, "digest")))
        .returning({ id: notificationJobs.id }),
    );
    expect(moved).toHaveLength(1);
    await expect
      .poll(async () => (await lastMailTo(context.server.dataDir, agent.email)).subject, {
        timeout: 15_000,
      })
      .toBe("Your day: 1 follow-up");
    const mail = await lastMailTo(context.server.dataDir, agent.email);
    expect(mail.text).toContain("Overdue\n- Long overdue: Overdue by");
  });
});

describe("the digest's one-click unsubscribe", () => {
  test("a POST with no sign-in turns the morning e-mail off, and only that", async () => {
    const { agent, userId } = await agentWithMorningEmail();
    const other = await agentWithMorningEmail();
    await dayWithWork(agent);
    await sendDigest(userId);
    const unsubscribe = await unsubscribeUrlOf(agent.email);
    const response = await fetch(unsubscribe, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("You will no longer get the morning e-mail.");
    expect(await storedSettings(userId)).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      morningEmail: false,
      quietEnd: "07:00",
    });
    expect((await storedSettings(other.userId))?.morningEmail).toBe(true);
    // The next digest, if turned on again, keeps the same address.
    await sendDigest(userId);
    expect(await unsubscribeUrlOf(agent.email)).toBe(unsubscribe);
  });

  test("a GET only shows the page whose button posts, and changes nothing", async () => {
    const { agent, userId } = await agentWithMorningEmail();
    await dayWithWork(agent);
    await sendDigest(userId);
    const response = await fetch(await unsubscribeUrlOf(agent.email));
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("Stop the morning e-mail?");
    expect(page).toContain('<form method="post"><button type="submit"');
    expect((await storedSettings(userId))?.morningEmail).toBe(true);
  });

  test("an unknown or malformed token is a 404 and changes nothing", async () => {
    const { userId } = await agentWithMorningEmail();
    const base = `${context.server.url}/api/digest/unsubscribe`;
    for (const token of ["A".repeat(32), "short", "x".repeat(40)]) {
      expect((await fetch(`${base}/${token}`)).status).toBe(404);
      expect((await fetch(`${base}/${token}`, { method: "POST" })).status).toBe(404);
    }
    expect((await storedSettings(userId))?.morningEmail).toBe(true);
  });
});
