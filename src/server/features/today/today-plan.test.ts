import { fillPlaceholders, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, inject, test } from "vitest";
import { serverWithAgents } from "../../../../tests/support/http-agent";
import { openDatabase } from "../../db/open";
import { TODAY_QUERY } from "./today.service";

// Signed-in connections plan every prepared statement once for all values (decision 047): a
// partial index serves a query only when the query's own text proves the index's condition.
describe.runIf(inject("databaseTemplate").driver === "postgres")("the Today query's plan", () => {
  const context = serverWithAgents();

  test("'New leads' are read through their partial index under a generic plan", async () => {
    const database = openDatabase({
      databaseUrl: context.server.databaseUrl,
      pgliteDir: "",
      log: () => {},
    });
    try {
      const query = new PgDialect({ casing: "snake_case" }).sqlToQuery(TODAY_QUERY);
      const values = fillPlaceholders(query.params, {
        userId: "someone",
        today: "2026-11-25",
        time: "11:30",
        coldBefore: "2026-11-12T18:30:00.000Z",
        newSince: "2026-11-18T06:00:00.000Z",
      });
      const literals = values.map((value) => `'${String(value).replaceAll("'", "''")}'`);
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw("set local plan_cache_mode = force_generic_plan"));
        // An empty table is read whole at any plan's cost: this asks which indexes may serve.
        await tx.execute(sql.raw("set local enable_seqscan = off"));
        await tx.execute(sql.raw(`prepare today_plan as ${query.sql}`));
        const result = (await tx.execute(
          sql.raw(`explain (format json) execute today_plan(${literals.join(", ")})`),
        )) as unknown as { rows: { "QUERY PLAN": unknown }[] };
        await tx.execute(sql.raw("deallocate today_plan"));
        return JSON.stringify(result.rows[0]?.["QUERY PLAN"]);
      });
      expect(plan).toContain('"Index Name":"clients_new_leads_index"');
    } finally {
      await database.close();
    }
  });
});
