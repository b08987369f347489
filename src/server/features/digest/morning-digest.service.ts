import { type CountryCode, isCountryCode } from "@shared/domain/format";
import { composeMorningDigest } from "@shared/domain/morning-digest";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db";
import { profiles } from "../../db/schema/profiles";
import { users } from "../../db/schema/users";
import type { Mailer } from "../../mail/mailer";
import { listNewMatches } from "../new-matches/new-matches.service";
import { readAgentNotifications } from "../notifications/notification-settings.service";
import { getToday } from "../today/today.service";
import { digestTokenOf } from "./digest-tokens.service";

type Deps = { mailer: Mailer; appUrl: string };

/**
 * Gathers the agent's day at `now` in their zone (the Today list's and its new matches' own
 * queries) and e-mails it,
 * unless there is nothing in it. Runs in the agent's scope. The one-click unsubscribe (RFC 8058)
 * needs no sign-in.
 */
export async function sendMorningDigest(
  db: Db,
  userId: string,
  now: Date,
  deps: Deps,
): Promise<"sent" | "empty"> {
  const { timeZone } = await readAgentNotifications(db, userId);
  const today = await getToday(db, userId, { now, browserZone: timeZone });
  const unsubscribeUrl = unsubscribeLink(deps.appUrl, await digestTokenOf(db, userId));
  const digest = composeMorningDigest({
    today,
    newMatches: await listNewMatches(db, userId),
    country: await agentCountry(db, userId),
    appUrl: deps.appUrl,
    unsubscribeUrl,
  });
  if (!digest) {
    return "empty";
  }
  await deps.mailer.send({
    to: await agentEmail(db, userId),
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

async function agentCountry(db: Db, userId: string): Promise<CountryCode> {
  const [row] = await db
    .select({ country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return isCountryCode(row?.country) ? row.country : "IN";
}

async function agentEmail(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) {
    throw new Error(`No agent ${userId} for the morning digest`);
  }
  return row.email;
}
