import { setTimeout as sleep } from "node:timers/promises";
import { isQuietAt } from "@shared/domain/notification-times";
import { wallClockAt } from "@shared/domain/wall-clock";
import { DEFAULT_NOTIFICATION_SETTINGS } from "@shared/schemas/notifications";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../src/server/db/db";
import { notificationJobs } from "../../src/server/db/schema/notification-jobs";
import { users } from "../../src/server/db/schema/users";
import { type Agent, signedInAgent } from "./http-agent";
import type { PushReceiver } from "./push-receiver";
import type { TestServer } from "./test-server";

/** The signed-in agent's user id, read as the server's own jobs do. */
export async function userIdOf(db: Db, agent: Agent): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, agent.email));
  if (!user) {
    throw new Error(`no user ${agent.email}`);
  }
  return user.id;
}

/** The agent's notification jobs, by key. */
export async function jobsOf(db: Db, userId: string) {
  const rows = await db.select().from(notificationJobs).where(eq(notificationJobs.userId, userId));
  return new Map(rows.map((row) => [row.key, row]));
}

/** `count` notifications of the agent due at `dueAt`, tagged `<prefix>-<n>`: what no route makes in bulk. */
export async function insertDueJobs(
  db: Db,
  userId: string,
  { count, dueAt, prefix }: { count: number; dueAt: Date; prefix: string },
) {
  const rows = Array.from({ length: count }, (_, n) => ({
    userId,
    kind: "leads",
    key: `${prefix}-${n}`,
    dueAt,
    payload: { title: "New lead", body: `Lead ${n}`, url: "/today", tag: `${prefix}-${n}` },
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(notificationJobs).values(rows.slice(start, start + 1000));
  }
}

/** A JSON request from a browser in `timeZone`, as the web app sends its zone on every request. */
export function sendFrom(
  agent: Agent,
  timeZone: string,
  method: string,
  path: string,
  body?: object,
) {
  return agent.request(path, {
    method,
    headers: { "content-type": "application/json", "x-time-zone": timeZone },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Quiet hours that hold nothing sent now nor at the default morning time: from two to three hours
 * ahead in `timeZone`, or three to four when the morning falls in the first. The default (21:00 to
 * 08:00) would hold a test's notice whenever the suite runs in the evening, and a window holding
 * the morning would hold the follow-ups due when it runs two or three hours before it.
 */
export function quietHoursAwayFromNow(timeZone: string) {
  const hoursAhead = (hours: number) =>
    wallClockAt(new Date(Date.now() + hours * 60 * 60 * 1000), timeZone).time;
  const holdsMorning = isQuietAt(DEFAULT_NOTIFICATION_SETTINGS.morningTime, {
    quietStart: hoursAhead(2),
    quietEnd: hoursAhead(3),
  });
  const first = holdsMorning ? 3 : 2;
  return { quietStart: hoursAhead(first), quietEnd: hoursAhead(first + 1) };
}

/**
 * A new agent in `timeZone` with these notification settings (quiet hours away from now unless
 * given), one device on `receiver`, and the client and listing: Meera Kapoor, Sea Breeze
 * 3BHK.
 */
export async function agentWithDevice(
  server: TestServer,
  receiver: PushReceiver,
  timeZone: string,
  settings = {},
) {
  const agent = await signedInAgent(server);
  const key = (await (await agent.get("/api/push/public-key")).json()) as { publicKey: string };
  receiver.expectKey(key.publicKey);
  const device = receiver.device();
  const saved = {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    ...quietHoursAwayFromNow(timeZone),
    ...settings,
  };
  await sendFrom(agent, timeZone, "PUT", "/api/notification-settings", saved);
  const subscribed = await sendFrom(
    agent,
    timeZone,
    "POST",
    "/api/push/subscriptions",
    device.subscription,
  );
  expect(subscribed.status).toBe(201);
  const client = await created(agent, "/api/clients", {
    name: "Meera Kapoor",
    phone: "+91 98200 11111",
  });
  const listing = await created(agent, "/api/properties", {
    title: "Sea Breeze 3BHK",
    price: 8_500_000,
    location: "Juhu",
  });
  return { agent, device, client, listing, userId: await userIdOf(server.db, agent) };
}

export async function created(agent: Agent, path: string, body: object): Promise<{ id: string }> {
  const response = await agent.post(path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Waits for what a server process does in its own time (a scheduler's round). */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error("timed out");
    }
    await sleep(100);
  }
}
