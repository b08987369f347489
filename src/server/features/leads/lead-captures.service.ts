import { eq } from "drizzle-orm";
import type { Db } from "../../db/db";
import { leadCaptures } from "../../db/schema/lead-captures";
import { newToken } from "../shares/shares.service";

const captureColumns = { token: leadCaptures.token, createdAt: leadCaptures.createdAt };

/** The agent's lead webhook, or null while it is off. */
export async function getCapture(db: Db, userId: string) {
  const [capture] = await db
    .select(captureColumns)
    .from(leadCaptures)
    .where(eq(leadCaptures.userId, userId));
  return capture ?? null;
}

/** Turns the webhook on; one already on is kept as it is. */
export async function enableCapture(db: Db, userId: string) {
  const [created] = await db
    .insert(leadCaptures)
    .values({ userId, token: newToken() })
    .onConflictDoNothing({ target: leadCaptures.userId })
    .returning(captureColumns);
  return created
    ? { capture: created, isNew: true }
    : { capture: await getCapture(db, userId), isNew: false };
}

/** Turns the webhook off: its token is gone, so its address answers 404 from now on. */
export async function disableCapture(db: Db, userId: string) {
  await db.delete(leadCaptures).where(eq(leadCaptures.userId, userId));
}

/** Whose webhook a token opens, read in the token's own scope; null for an unknown token. */
export async function findCapture(db: Db, token: string) {
  const [capture] = await db
    .select({ userId: leadCaptures.userId })
    .from(leadCaptures)
    .where(eq(leadCaptures.token, token));
  return capture ?? null;
}
