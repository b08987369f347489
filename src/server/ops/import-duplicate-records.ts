import type { Db } from "../db/db";
import { clientMerges } from "../db/schema/client-merges";
import { notDuplicatePairs } from "../db/schema/not-duplicate-pairs";
import type { AccountExport } from "../features/account-export/account-export.service";

/**
 * Merged clients' ids and the pairs marked 'Not duplicates', following the clients' new ids. A
 * merged id keeps its own value (it names no record) unless this install has it already.
 */
export async function importDuplicateRecords(
  tx: Db,
  userId: string,
  account: AccountExport["account"],
  clientIds: ReadonlyMap<string, string>,
) {
  for (const { goneId, survivorId, createdAt, updatedAt } of account.clientMerges ?? []) {
    const survivor = clientIds.get(survivorId);
    if (survivor) {
      await tx
        .insert(clientMerges)
        .values({
          goneId,
          userId,
          survivorId: survivor,
          createdAt: new Date(createdAt),
          updatedAt: new Date(updatedAt),
        })
        .onConflictDoNothing();
    }
  }
  for (const { clientId, otherClientId, createdAt, updatedAt } of account.notDuplicatePairs ?? []) {
    const [a, b] = [clientIds.get(clientId), clientIds.get(otherClientId)];
    if (a && b) {
      const [first, second] = a < b ? [a, b] : [b, a];
      await tx.insert(notDuplicatePairs).values({
        userId,
        clientId: first,
        otherClientId: second,
        createdAt: new Date(createdAt),
        updatedAt: new Date(updatedAt),
      });
    }
  }
}
