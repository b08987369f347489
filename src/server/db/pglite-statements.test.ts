import { PGlite, type Transaction } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { drizzleClientOf } from "./pglite-client";
import { preparedStatements } from "./pglite-statements";

// Its own PGlite: once, whichever database the API tests run on.
describe.runIf(process.env.TEST_DATABASE !== "postgres")(
  "PGlite's queries as prepared statements",
  () => {
    const client = new PGlite();
    const prepared = drizzleClientOf(client);
    afterAll(() => client.close());
    beforeAll(async () => {
      await client.exec(`
      create table records (
        id int primary key, name text, amount numeric(20, 4), tags jsonb, places text[],
        seen_at timestamptz, active boolean
      );`);
    });

    const statementCount = async () =>
      (
        await client.query<{ count: number }>(
          "select count(*)::int as count from pg_prepared_statements",
        )
      ).rows[0]?.count;

    test("answers as PGlite's own query does, for every kind of value and both row modes", async () => {
      const insert =
        "insert into records values ($1, $2, $3, $4, $5, $6, $7) returning id, name, amount, tags, places, seen_at, active";
      const values = [
        [
          1,
          "प्रिया शर्मा 'O\"Brien'",
          12_500_000.25,
          { floor: [3, 4] },
          ["Bandra", "Juhu"],
          new Date("2026-11-27T10:00:00.123Z"),
          true,
        ],
        [2, null, null, null, null, null, null],
      ];
      for (const row of values) {
        const ours = await prepared.query(insert, row);
        await client.query("delete from records where id = $1", [row[0]]);
        const theirs = await client.query(insert, row);
        expect(ours).toEqual(theirs);
      }
      const select = "select * from records where id = any($1) order by id";
      for (const rowMode of ["array", "object"] as const) {
        expect(await prepared.query(select, [[1, 2]], { rowMode })).toEqual(
          await client.query(select, [[1, 2]], { rowMode }),
        );
      }
      const update = await prepared.query("update records set active = $1 where id > $2", [
        false,
        0,
      ]);
      expect(update.affectedRows).toBe(2);
    });

    test("prepares a text once, and keeps at most as many as it is told", async () => {
      const few = preparedStatements(client, 2);
      const before = await statementCount();
      for (let round = 0; round < 3; round += 1) {
        await few.query("select $1::int + 1 as next", [round]);
      }
      expect(await statementCount()).toBe((before ?? 0) + 1);
      await few.query("select $1::text as a", ["a"]);
      await few.query("select $1::text as b", ["b"]);
      // The oldest is closed to make room for the third.
      expect(await statementCount()).toBe((before ?? 0) + 2);
      expect((await few.query("select $1::int + 1 as next", [41])).rows).toEqual([{ next: 42 }]);
    });

    test("an error keeps PostgreSQL's code and leaves the connection usable", async () => {
      const failed = await prepared
        .query("insert into records (id) values ($1)", [1])
        .catch((e) => e);
      expect(failed.code).toBe("23505");
      expect(failed.query).toBe("insert into records (id) values ($1)");
      const broken = await prepared.query("select nonsense from records").catch((e) => e);
      expect(broken.code).toBe("42703");
      expect((await prepared.query("select count(*)::int as n from records")).rows).toEqual([
        { n: 2 },
      ]);
    });

    test("a transaction sees its own rows, a failed one leaves nothing, others wait for it", async () => {
      const count = "select count(*)::int as n from records";
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let outside: Promise<{ rows: unknown[] }> | undefined;
      const failing = prepared.transaction(async (tx: Transaction) => {
        await tx.query("insert into records (id) values ($1)", [10]);
        expect((await tx.query(count)).rows).toEqual([{ n: 3 }]);
        // Outside the transaction: it runs once the transaction is over, never in its middle.
        outside = prepared.query(count);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await held;
        await tx.query("insert into records (id) values ($1)", [10]);
      });
      release();
      await expect(failing).rejects.toMatchObject({ code: "23505" });
      expect((await outside)?.rows).toEqual([{ n: 2 }]);

      await prepared.transaction((tx: Transaction) =>
        tx.query("insert into records (id) values ($1)", [11]),
      );
      expect((await prepared.query(count)).rows).toEqual([{ n: 3 }]);
    });

    test("a statement whose table changed under it is prepared again", async () => {
      const select = "select * from records where id = $1";
      expect((await prepared.query(select, [1])).fields).toHaveLength(7);
      await client.exec("alter table records add column note text");
      // PostgreSQL refuses a kept statement whose result columns changed; the next call prepares it again.
      await prepared.query(select, [1]).catch(() => undefined);
      expect((await prepared.query(select, [1])).fields).toHaveLength(8);
    });
  },
);
