import { eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/db";
import { notificationJobs } from "../../src/server/db/schema/notification-jobs";
import { users } from "../../src/server/db/schema/users";
import type { Agent } from "./http-agent";

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
