import pg from "pg";

export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** True when a PostgreSQL server answers at POSTGRES_ADMIN_URL within a second. */
export async function isPostgresUp(): Promise<boolean> {
  const probe = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 1000,
  });
  try {
    await probe.connect();
    return true;
  } catch {
    return false;
  } finally {
    await probe.end().catch(() => {});
  }
}

/**
 * One statement on a connection of its own, closed after: CREATE and DROP DATABASE cannot run
 * inside a pool's transaction. On the admin database unless `url` names another.
 */
export async function adminQuery(
  sql: string,
  { url = POSTGRES_ADMIN_URL, params = [] }: { url?: string; params?: unknown[] } = {},
) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await admin.query(sql, params);
  } finally {
    await admin.end();
  }
}
