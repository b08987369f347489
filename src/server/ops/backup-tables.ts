import { type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/db";
import { rowsOf } from "../db/rows-of";
import {
  accounts,
  activities,
  appointments,
  calendarFeeds,
  clientMerges,
  clients,
  dataJobs,
  digestTokens,
  leadCaptures,
  listChanges,
  listVersions,
  newMatches,
  notDuplicatePairs,
  notificationJobs,
  notificationSettings,
  pairStatuses,
  profiles,
  properties,
  pushSubscriptions,
  rateLimits,
  sessions,
  shares,
  shortlists,
  uploads,
  users,
  verifications,
  visitRequests,
} from "../db/schema/index";

export type BackupTable = {
  name: string;
  /** The primary key column: the order rows are read in, page by page. */
  key: string;
  /** Has a user_id: row-level security may bind even the tables' owner to one user at a time. */
  isOwned: boolean;
};

/**
 * Every table, parents before children: restored in this order, no foreign key waits. All but
 * DERIVED_TABLES, which the restored rows' triggers write again.
 */
export const BACKUP_TABLES: BackupTable[] = [
  users,
  accounts,
  sessions,
  verifications,
  rateLimits,
  profiles,
  uploads,
  properties,
  clients,
  appointments,
  activities,
  pairStatuses,
  newMatches,
  visitRequests,
  shares,
  shortlists,
  calendarFeeds,
  leadCaptures,
  clientMerges,
  notDuplicatePairs,
  pushSubscriptions,
  notificationSettings,
  notificationJobs,
  digestTokens,
].map(describeTable);

/** Tables a restore leaves to be written again: by triggers, or by the data jobs that run once. */
export const DERIVED_TABLES = [listVersions, listChanges, dataJobs].map(
  (table) => getTableConfig(table).name,
);

/** Rows a page: a few hundred kilobytes of JSON at most. */
export const ROWS_PER_PAGE = 1000;

/**
 * A table's rows as PostgreSQL's own JSON text, a page at a time. The database writes and later
 * reads the JSON, so numerics, dates and JSONB come back exactly; times are written in UTC.
 */
export async function* tableRows(db: Db, table: BackupTable): AsyncGenerator<string[]> {
  await db.execute(sql`set local time zone 'UTC'`);
  if (!table.isOwned) {
    yield* pagesOf(db, table);
    return;
  }
  for (const userId of await allUserIds(db)) {
    await scopeTo(db, userId);
    yield* pagesOf(db, table, sql`and t.user_id = ${userId}`);
  }
}

/** How many rows a table has, counted owner by owner where row-level security asks. */
export async function countRows(db: Db, table: BackupTable): Promise<number> {
  const count = async (filter: SQL) => {
    const [row] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.identifier(table.name)} t where true ${filter}`,
    );
    return row?.count ?? 0;
  };
  if (!table.isOwned) {
    return count(sql``);
  }
  let total = 0;
  for (const userId of await allUserIds(db)) {
    await scopeTo(db, userId);
    total += await count(sql`and t.user_id = ${userId}`);
  }
  return total;
}

/** Inserts rows `tableRows` wrote, each under its owner's scope where row-level security asks. */
export async function insertRows(db: Db, table: BackupTable, lines: string[]): Promise<void> {
  const groups = table.isOwned ? groupByOwner(lines) : new Map([["", lines]]);
  for (const [userId, group] of groups) {
    if (table.isOwned) {
      await scopeTo(db, userId);
    }
    await db.execute(
      sql`insert into ${sql.identifier(table.name)} select * from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${group.join(",")}]`}::json)`,
    );
  }
}

/** Whether any account, token or rate-limit counter exists: every other row belongs to a user. */
export async function hasAnyRow(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ isUsed: boolean }>(
    db,
    sql`select exists (select 1 from users) or exists (select 1 from verifications)
      or exists (select 1 from rate_limits) as "isUsed"`,
  );
  return row?.isUsed === true;
}

/** Empties every table at once (row-level security does not apply to TRUNCATE). */
export async function truncateAll(db: Db): Promise<void> {
  const names = BACKUP_TABLES.map((table) => sql.identifier(table.name));
  await db.execute(sql`truncate ${sql.join(names, sql`, `)} cascade`);
}

/** How far the database is migrated: how many migrations, and the newest one's timestamp. */
export async function migrationLevel(db: Db): Promise<{ count: number; newest: string }> {
  const [row] = await rowsOf<{ count: number; newest: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return { count: row?.count ?? 0, newest: row?.newest ?? "" };
}

async function* pagesOf(db: Db, table: BackupTable, filter: SQL = sql``) {
  const key = sql.identifier(table.key);
  let last: string | null = null;
  for (;;) {
    const after: SQL = last === null ? sql`` : sql`and t.${key}::text collate "C" > ${last}`;
    const page = await rowsOf<{ row: string; key: string }>(
      db,
      sql`select row_to_json(t)::text as row, t.${key}::text as key from ${sql.identifier(table.name)} t
        where true ${filter} ${after} order by t.${key}::text collate "C" limit ${ROWS_PER_PAGE}`,
    );
    if (page.length > 0) {
      yield page.map(({ row }) => row);
    }
    if (page.length < ROWS_PER_PAGE) {
      return;
    }
    last = page.at(-1)?.key ?? null;
  }
}

async function allUserIds(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(db, sql`select id from users order by id`);
  return rows.map(({ id }) => id);
}

/** The row-level security policies' user, until the end of the transaction. */
async function scopeTo(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select set_config('app.user_id', ${userId}, true)`);
}

function groupByOwner(lines: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const line of lines) {
    const { user_id: userId } = JSON.parse(line) as { user_id: string };
    const group = groups.get(userId);
    if (group) {
      group.push(line);
    } else {
      groups.set(userId, [line]);
    }
  }
  return groups;
}

function describeTable(table: PgTable): BackupTable {
  const { name, columns } = getTableConfig(table);
  const key = columns.find((column) => column.primary);
  if (!key) {
    throw new Error(`The table ${name} has no single-column primary key to page by`);
  }
  return {
    name,
    key: toSnakeCase(key.name),
    isOwned: name !== "users" && columns.some((column) => column.name === "userId"),
  };
}
