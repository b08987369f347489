import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/db";
import { clientMerges } from "../../db/schema/client-merges";

/** The client a merged id now leads to, or undefined for an id that was never merged. */
export async function survivorOf(db: Db, userId: string, goneId: string) {
  const [row] = await db
    .select({ survivorId: clientMerges.survivorId })
    .from(clientMerges)
    .where(and(eq(clientMerges.userId, userId), eq(clientMerges.goneId, goneId)));
  return row?.survivorId;
}
