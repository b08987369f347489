import { isCountryCode } from "@shared/domain/format";
import { composeMorningDigest } from "@shared/domain/morning-digest";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db";
import { notificationSettings } from "../../db/schema/notification-settings";
import { profiles } from "../../db/schema/profiles";
import { users } from "../../db/schema/users";
import type { UserScope } from "../../db/user-scope";
import type { Mailer } from "../../mail/mailer";
import { getToday } from "../today/today.service";
import { digestTokenOf } from "./digest-tokens.service";

type Deps = { asUser: UserScope; mailer: Mailer; appUrl: string };

/**
 * Gathers the agent's day at `now` in their zone (the Today list's own query) and e-mails it,
 * unless there is nothing in it. The one-click unsubscribe (RFC 8058) needs no sign-in.
 */
export async function sendMorningDigest(
  deps: Deps,
  userId: string,
  now: Date,
): Promise<"sent" | "empty"> {
  const gathered = await deps.asUser(userId, async (db) => {
    const agent = await agentOf(db, userId);
    const today = await getToday(db, userId, { now, browserZone: agent.timeZone ?? undefined });
    return { agent, today, token: await digestTokenOf(db, userId) };
  });
  const unsubscribeUrl = unsubscribeLink(deps.appUrl, gathered.token);
  const digest = composeMorningDigest({
    today: gathered.today,
    country: gathered.agent.country,
    appUrl: deps.appUrl,
    unsubscribeUrl,
  });
  if (!digest) {
    return "empty";
  }
  await deps.mailer.send({
    to: gathered.agent.email,
    ...digest,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
  return "sent";
}

export function unsubscribeLink(appUrl: string, token: string): string {
  return `${appUrl}/api/digest/unsubscribe/${token}`;
}

async function agentOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      country: profiles.country,
      timeZone: notificationSettings.timeZone,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) {
    throw new Error(`No agent ${userId} for the morning digest`);
  }
  return { ...row, country: isCountryCode(row.country) ? row.country : "IN" };
}
