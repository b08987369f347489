import type { PGlite } from "@electric-sql/pglite";

/** How often the changed tables are looked for: one small catalogue query. */
export const ANALYZE_EVERY_MS = 60_000;

/**
 * PGlite has no autovacuum, so the planner's statistics were those of the start: a table that
 * grew from empty to thousands of rows since (an import, a day's work) was planned as if empty,
 * and 'Today' on a ten-times book took 16 ms instead of 9.5 (docs/performance.md). This analyzes
 * the tables whose number of rows has doubled or halved since their last ANALYZE (or grown past
 * 50 from none); answers their names. Not autovacuum's rule (a tenth of the rows changed): ANALYZE
 * runs on the one thread every request waits for, and a busy table's edits would have it sample
 * thousands of rows every few minutes, where a size's change is what misleads the planner most.
 */
export async function analyzeChangedTables(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select s.relname as name from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.schemaname = 'public'
       and (s.n_live_tup > 2 * greatest(c.reltuples, 0) + 50 or s.n_live_tup * 2 < c.reltuples)`,
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
