import type { WholeListKind } from "@shared/domain/list-changes";
import { and, eq, gt, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { Db } from "./db";
import { preparedPerDb } from "./prepared";
import { listChanges } from "./schema/list-changes";
import { listVersions } from "./schema/list-versions";

/** The version of each of an agent's list kinds (schema/list-versions.ts, decision 036). */
export type ListVersions = {
  properties: number;
  clients: number;
  appointments: number;
  /** The pairs marked 'Not suitable' (migration 0040): not raised by a pair's other moves. */
  hiddenPairs: number;
  /** Every pair status (migration 0043). */
  pairStatuses: number;
  /** The open new matches and the names they show (migrations 0044, 0045). */
  newMatches: number;
  /** What the dashboard reads of the clients: not raised by contacts and follow-ups (decision 038). */
  dashboardClients: number;
  /** Every change of a higher version is in list_changes (decision 039). */
  changesFrom: number;
};

/** Every kind at 0: an agent who never had a record of any kind. */
const NEVER_CHANGED: ListVersions = {
  properties: 0,
  clients: 0,
  appointments: 0,
  hiddenPairs: 0,
  pairStatuses: 0,
  newMatches: 0,
  dashboardClients: 0,
  changesFrom: 0,
};

const versionsByUser = preparedPerDb((db) =>
  db
    .select({
      properties: listVersions.properties,
      clients: listVersions.clients,
      appointments: listVersions.appointments,
      hiddenPairs: listVersions.hiddenPairs,
      pairStatuses: listVersions.pairStatuses,
      newMatches: listVersions.newMatches,
      dashboardClients: listVersions.dashboardClients,
      changesFrom: listVersions.changesFrom,
    })
    .from(listVersions)
    .where(eq(listVersions.userId, sql.placeholder("userId")))
    .prepare("get_list_versions"),
);

/** One primary-key read: each number changes only when that kind of the agent's rows does. */
export async function readListVersions(db: Db, userId: string): Promise<ListVersions> {
  const [row] = await versionsByUser(db).execute({ userId });
  return row ?? NEVER_CHANGED;
}

/** Each kind and its column in list_versions, named by the casing the database handles use. */
const COLUMN_OF_KIND = Object.keys(NEVER_CHANGED).map((kind) => [kind, toSnakeCase(kind)] as const);

/**
 * A list_versions row as the driver gives a `select *` of it (snake_case, bigints as text), or
 * none: the `narrow_to_user` function's answer (migration 0046).
 */
export function listVersionsOfRow(row: Record<string, unknown> | undefined): ListVersions {
  if (!row) {
    return NEVER_CHANGED;
  }
  return Object.fromEntries(
    COLUMN_OF_KIND.map(([kind, column]) => [kind, Number(row[column])]),
  ) as ListVersions;
}

/** The versions of the kinds an answer is made from, as one key: it changes when any of them does. */
export function versionOfKinds(
  versions: ListVersions,
  kinds: readonly (keyof ListVersions)[],
): string {
  return kinds.map((kind) => versions[kind]).join("-");
}

const changesSince = preparedPerDb((db) =>
  db
    .select({ rowId: listChanges.rowId, version: listChanges.version })
    .from(listChanges)
    .where(
      and(
        eq(listChanges.userId, sql.placeholder("userId")),
        eq(listChanges.kind, sql.placeholder("kind")),
        gt(listChanges.version, sql.placeholder("since")),
      ),
    )
    .limit(sql.placeholder("limit"))
    .prepare("get_list_changes"),
);

/**
 * The rows of `kind` that changed after version `since`, deleted ones too, and the newest version
 * among them (at least `since`): or null when more than `limit` did, and the whole list costs as
 * little to send (decision 039).
 */
export async function readListChanges(
  db: Db,
  userId: string,
  kind: WholeListKind,
  since: number,
  limit: number,
): Promise<{ rowIds: string[]; version: number } | null> {
  const changes = await changesSince(db).execute({ userId, kind, since, limit: limit + 1 });
  if (changes.length > limit) {
    return null;
  }
  return {
    rowIds: changes.map((change) => change.rowId),
    version: Math.max(since, ...changes.map((change) => change.version)),
  };
}
