import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { digestTokens } from "../../db/schema/digest-tokens";
import { notificationSettings } from "../../db/schema/notification-settings";
import { newToken } from "../shares/shares.service";

/** The agent's unsubscribe token, made with their first digest and kept for every later one. */
export async function digestTokenOf(db: Db, userId: string): Promise<string> {
  await db.insert(digestTokens).values({ userId, token: newToken() }).onConflictDoNothing();
  const [row] = await db
    .select({ token: digestTokens.token })
    .from(digestTokens)
    .where(eq(digestTokens.userId, userId));
  if (!row) {
    throw new Error("The digest token was not stored");
  }
  return row.token;
}

/** Whose token this is; run in the token's own scope (asShare), where only its row is visible. */
export async function findDigestTokenOwner(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: digestTokens.userId })
    .from(digestTokens)
    .where(eq(digestTokens.token, token));
  return row?.userId ?? null;
}

/** Turns the morning e-mail off and leaves every other setting as it is; no row is already off. */
export async function turnOffMorningEmail(db: Db, userId: string): Promise<void> {
  await db
    .update(notificationSettings)
    .set({
      settings: sql`${notificationSettings.settings} || '{"morningEmail": false}'::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(notificationSettings.userId, userId));
}
