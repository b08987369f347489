import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, test } from "vitest";
import { analyzeChangedTables } from "./pglite-statistics";

const client = new PGlite();
const POLL = { timeout: 10_000 };
afterAll(() => client.close());

async function changesSinceAnalyze(table: string): Promise<number> {
  const { rows } = await client.query<{ changes: number }>(
    "select n_mod_since_analyze::int as changes from pg_stat_user_tables where relname = $1",
    [table],
  );
  return rows[0]?.changes ?? -1;
}

// Its own PGlite: once, whichever database the API tests run on.
test.runIf(process.env.TEST_DATABASE !== "postgres")(
  "the tables whose size doubled or halved are analyzed, and only they",
  async () => {
    await client.exec(`
    create table grown (id int); create table touched (id int);
    insert into touched select generate_series(1, 1000);`);
    // PGlite reports its counters once it has been idle for a moment.
    await expect.poll(() => changesSinceAnalyze("touched"), POLL).toBe(1000);
    await client.exec("analyze grown, touched");
    await expect.poll(() => changesSinceAnalyze("touched"), POLL).toBe(0);
    await client.exec(`
    insert into grown select generate_series(1, 500);
    update touched set id = id + 1 where id <= 200;`);
    await expect.poll(() => changesSinceAnalyze("grown"), POLL).toBe(500);
    // A fifth of its rows edited: the same number of rows, the same plans.
    expect(await changesSinceAnalyze("touched")).toBe(200);

    expect(await analyzeChangedTables(client)).toEqual(["grown"]);
    expect(await changesSinceAnalyze("grown")).toBe(0);
    expect(await changesSinceAnalyze("touched")).toBe(200);
    const { rows } = await client.query<{ reltuples: number }>(
      "select reltuples from pg_class where relname = 'grown'",
    );
    expect(rows[0]?.reltuples).toBe(500);
    expect(await analyzeChangedTables(client)).toEqual([]);

    await client.exec("delete from touched where id > 400");
    await expect.poll(() => changesSinceAnalyze("touched"), POLL).toBeGreaterThan(700);
    expect(await analyzeChangedTables(client)).toEqual(["touched"]);
  },
);
