import type { PGlite } from "@electric-sql/pglite";

/** How often the changed tables are looked for: one small catalogue query. */
export const ANALYZE_EVERY_MS = 60_000;

/**
 * PGlite has no autovacuum, so the planner's statistics were those of the start: a table that
 * grew from empty to thousands of rows since (an import, a day's work) was planned as if empty,
 * and 'Today' on a ten-times book took 16 ms instead of 9.5 (docs/performance.md). This analyzes
 * the tables with as many changes since their last ANALYZE as would make PostgreSQL's autovacuum
 * analyze them (its defaults: 50 rows and a tenth of the table); answers their names.
 */
export async function analyzeChangedTables(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select relname as name from pg_stat_user_tables
     where schemaname = 'public' and n_mod_since_analyze > 50 + 0.1 * n_live_tup`,
  );
  const names = rows.map((row) => row.name);
  if (names.length > 0) {
    await client.exec(
      `ANALYZE ${names.map((name) => `"${name.replaceAll('"', '""')}"`).join(", ")}`,
    );
  }
  return names;
}

/** analyzeChangedTables every ANALYZE_EVERY_MS, keeping no process alive; stop() waits for one under way. */
export function keepStatisticsFresh(client: PGlite, log: (line: string) => void) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      analyzeChangedTables(client).catch((error: unknown) => {
        log(`statistics: ${error instanceof Error ? error.message : String(error)}`);
      }),
    );
  }, ANALYZE_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
