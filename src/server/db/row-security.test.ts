import { DEFAULT_NOTIFICATION_SETTINGS } from "@shared/schemas/notifications";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { type Agent, serverWithAgents } from "../../../tests/support/http-agent";
import { seedDuplicates } from "../../../tests/support/seed-duplicates";
import { digestTokenOf } from "../features/digest/digest-tokens.service";
import { listVersionsOfRow } from "./list-versions";
import { type Database, openDatabase } from "./open";
import { REQUEST_ROLE } from "./user-scope";

const USER_TABLES = [
  "properties",
  "clients",
  "appointments",
  "activities",
  "pair_statuses",
  "visit_requests",
  "new_matches",
  "shortlists",
  "client_merges",
  "not_duplicate_pairs",
  "profiles",
  "shares",
  "calendar_feeds",
  "digest_tokens",
  "lead_captures",
  "list_versions",
  "list_changes",
  "push_subscriptions",
  "notification_settings",
  "notification_jobs",
];
// Better Auth reads these before anyone is signed in; the request role has no grant on them.
const AUTH_TABLES_WITH_USER_ID = ["sessions", "accounts"];

type Row = Record<string, unknown>;

// The second wall is PostgreSQL's (docs/decisions/003-row-level-security.md): PGlite's login is a
// superuser, which row-level security never binds.
describe.runIf(inject("databaseTemplate").driver === "postgres")("row-level security", () => {
  const context = serverWithAgents();
  let database: Database;
  let ownerId: string;
  let strangerId: string;

  beforeAll(async () => {
    database = openDatabase({
      databaseUrl: context.server.databaseUrl,
      pgliteDir: "",
      log: () => {},
    });
    // Nothing left to migrate: this only checks that the login may switch to the request role.
    await database.migrate();
    ownerId = await fillAccount(context.owner, "Owner");
    strangerId = await fillAccount(context.stranger, "Stranger");
    // The morning digest makes the token, in the agent's scope, with their first e-mail.
    for (const userId of [ownerId, strangerId]) {
      await database.asUser(userId, (db) => digestTokenOf(db, userId));
    }
  });
  afterAll(async () => {
    await database.close();
  });

  test.each(USER_TABLES)(
    "a query on %s that forgets its user filter sees only that user's rows",
    async (table) => {
      const everyone = await rows(database.db, `select * from ${table}`);
      expect(new Set(everyone.map((row) => row.user_id))).toEqual(new Set([ownerId, strangerId]));

      const seen = await database.asUser(ownerId, (db) => rows(db, `select * from ${table}`));
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((row) => row.user_id === ownerId)).toBe(true);
      expect(seen.length).toBe(everyone.filter((row) => row.user_id === ownerId).length);
    },
  );

  test("a write that names another user is refused, and a change without a filter touches only the user's rows", async () => {
    await expect(
      database.asUser(ownerId, (db) =>
        rows(
          db,
          `insert into clients (user_id, name, phone) values ('${strangerId}', 'Planted', '1')`,
        ),
      ),
    ).rejects.toMatchObject({ cause: { code: "42501" } });

    const renamed = await database.asUser(ownerId, (db) =>
      rows(db, "update clients set notes = 'touched' returning user_id"),
    );
    expect(renamed.every((row) => row.user_id === ownerId)).toBe(true);
    const strangers = await rows(
      database.db,
      `select notes from clients where user_id = '${strangerId}'`,
    );
    expect(strangers.map((row) => row.notes)).not.toContain("touched");
  });

  test("the request role sees a user's own account row only, and none of Better Auth's secrets", async () => {
    const users = await database.asUser(ownerId, (db) => rows(db, "select id from users"));
    expect(users).toEqual([{ id: ownerId }]);
    for (const table of AUTH_TABLES_WITH_USER_ID) {
      await expect(
        database.asUser(ownerId, (db) => rows(db, `select * from ${table}`)),
      ).rejects.toMatchObject({ cause: { code: "42501" } });
    }
  });

  test("a query that names no user fails loudly instead of seeing nothing", async () => {
    const unscoped = database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${REQUEST_ROLE}, true)`);
      return rows(tx, "select * from clients");
    });
    await expect(unscoped).rejects.toMatchObject({
      cause: { message: expect.stringContaining("no user in scope") },
    });
  });

  test("connections reused by signed-in work carry the user of the request at hand only", async () => {
    const order = Array.from({ length: 24 }, (_, index) =>
      index % 3 === 0 ? strangerId : ownerId,
    );
    // One after another (the pool hands out the connection released last), then all at once;
    // reads and writes on their pools in turn.
    const seen = (userId: string, index: number) =>
      (index % 2 === 0 ? database.asUser : database.asUser.writing)(userId, (db) =>
        rows(db, "select user_id from clients"),
      );
    const oneByOne = [];
    for (const [index, userId] of order.entries()) {
      oneByOne.push(await seen(userId, index));
    }
    const together = await Promise.all(order.map(seen));
    for (const [index, seen] of [...oneByOne, ...together].entries()) {
      const userId = order[index % order.length];
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((row) => row.user_id === userId)).toBe(true);
    }
  });

  test("work given its versions gets the user's own, whether the connection was narrowed for it or another user", async () => {
    const versionsOf = async (userId: string) =>
      listVersionsOfRow(
        (await rows(database.db, `select * from list_versions where user_id = '${userId}'`))[0],
      );
    const expected = new Map([
      [ownerId, await versionsOf(ownerId)],
      [strangerId, await versionsOf(strangerId)],
    ]);
    expect(expected.get(ownerId)?.clients).not.toBe(expected.get(strangerId)?.clients);
    const order = [ownerId, ownerId, strangerId, ownerId, strangerId, strangerId];
    const seen = async (userId: string) =>
      database.asUser.atVersions(userId, async (db, versions) => ({
        versions,
        users: new Set((await rows(db, "select user_id from clients")).map((row) => row.user_id)),
      }));
    const oneByOne = [];
    for (const userId of order) {
      oneByOne.push(await seen(userId));
    }
    const together = await Promise.all(order.map(seen));
    for (const [index, { versions, users }] of [...oneByOne, ...together].entries()) {
      const userId = order[index % order.length] as string;
      expect(versions).toEqual(expected.get(userId));
      expect(users).toEqual(new Set([userId]));
    }
  });

  test("signed-in work plans each prepared statement once; the login's own handle as PostgreSQL chooses", async () => {
    const setting = "select current_setting('plan_cache_mode') as mode";
    const [reading] = await database.asUser(ownerId, (db) => rows(db, setting));
    const [writing] = await database.asUser.writing(ownerId, (db) => rows(db, setting));
    const [own] = await rows(database.db, setting);
    expect(reading?.mode).toBe("force_generic_plan");
    expect(writing?.mode).toBe("force_generic_plan");
    expect(own?.mode).toBe("auto");
  });

  test("no connection JIT-compiles a query (a generic plan over many agents once spent 400 ms on it)", async () => {
    const setting = "select current_setting('jit') as jit";
    const [reading] = await database.asUser(ownerId, (db) => rows(db, setting));
    const [writing] = await database.asUser.writing(ownerId, (db) => rows(db, setting));
    const [own] = await rows(database.db, setting);
    expect([reading?.jit, writing?.jit, own?.jit]).toEqual(["off", "off", "off"]);
  });

  test("a user who never had a record is given every version at 0", async () => {
    const versions = await database.asUser.atVersions(
      "never-had-a-record",
      async (_db, versions) => versions,
    );
    expect(Object.values(versions).every((version) => version === 0)).toBe(true);
  });

  test("the login's own handle carries neither a user nor the role after signed-in work", async () => {
    await database.asUser(ownerId, (db) => rows(db, "select 1"));
    const [after] = await rows(
      database.db,
      "select current_user as role, current_setting('app.user_id', true) as user_id",
    );
    expect(after?.role).not.toBe(REQUEST_ROLE);
    expect(after?.user_id || null).toBeNull();
  });

  test("a public link's token scope reads that one link and nothing else, and writes nothing", async () => {
    const [link] = await rows(database.db, `select token from shares where user_id = '${ownerId}'`);
    const token = String(link?.token);
    const seen = await database.asShare(token, (db) => rows(db, "select * from shares"));
    expect(seen.map((row) => row.token)).toEqual([token]);
    expect(seen[0]?.user_id).toBe(ownerId);
    await expect(
      database.asShare(token, (db) => rows(db, "select * from properties")),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining("no user in scope") } });
    await expect(
      database.asShare(token, (db) => rows(db, "update shares set view_count = 99")),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining("no user in scope") } });
    const unknown = await database.asShare("x".repeat(32), (db) =>
      rows(db, "select * from shares"),
    );
    expect(unknown).toEqual([]);
  });

  test("a calendar feed's token scope reads that one feed, no link, and writes nothing", async () => {
    const [feed] = await rows(
      database.db,
      `select token from calendar_feeds where user_id = '${ownerId}'`,
    );
    const token = String(feed?.token);
    const seen = await database.asShare(token, (db) => rows(db, "select * from calendar_feeds"));
    expect(seen.map((row) => row.user_id)).toEqual([ownerId]);
    expect(await database.asShare(token, (db) => rows(db, "select * from shares"))).toEqual([]);
    await expect(
      database.asShare(token, (db) => rows(db, "update calendar_feeds set time_zone = 'UTC'")),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining("no user in scope") } });
  });

  test("a digest's unsubscribe token scope reads that one token, no settings, and writes nothing", async () => {
    const [digest] = await rows(
      database.db,
      `select token from digest_tokens where user_id = '${ownerId}'`,
    );
    const token = String(digest?.token);
    const seen = await database.asShare(token, (db) => rows(db, "select * from digest_tokens"));
    expect(seen.map((row) => row.user_id)).toEqual([ownerId]);
    expect(await database.asShare(token, (db) => rows(db, "select * from shares"))).toEqual([]);
    await expect(
      database.asShare(token, (db) => rows(db, "select * from notification_settings")),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining("no user in scope") } });
    await expect(
      database.asShare(token, (db) => rows(db, "update digest_tokens set token = 'stolen'")),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining("no user in scope") } });
  });

  test("a lead webhook's token scope reads that one webhook, no client, and writes nothing", async () => {
    const [capture] = await rows(
      database.db,
      `select token from lead_captures where user_id = '${ownerId}'`,
    );
    const token = String(capture?.token);
    const seen = await database.asShare(token, (db) => rows(db, "select * from lead_captures"));
    expect(seen.map((row) => row.user_id)).toEqual([ownerId]);
    await expect(
      database.asShare(token, (db) => rows(db, "select * from clients")),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining("no user in scope") } });
    await expect(
      database.asShare(token, (db) => rows(db, "delete from lead_captures")),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining("no user in scope") } });
  });

  test("a shortlist's token scope reads that one shortlist, no pair, and writes nothing", async () => {
    const [shortlist] = await rows(
      database.db,
      `select token from shortlists where user_id = '${ownerId}'`,
    );
    const token = String(shortlist?.token);
    const seen = await database.asShare(token, (db) => rows(db, "select * from shortlists"));
    expect(seen.map((row) => row.user_id)).toEqual([ownerId]);
    expect(await database.asShare(token, (db) => rows(db, "select * from shares"))).toEqual([]);
    await expect(
      database.asShare(token, (db) => rows(db, "select * from pair_statuses")),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining("no user in scope") } });
    await expect(
      database.asShare(token, (db) => rows(db, "update shortlists set view_count = 99")),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining("no user in scope") } });
  });

  test("a device's endpoint scope reaches that one device, whoever holds it, and nothing else", async () => {
    const [device] = await rows(
      database.db,
      `select endpoint from push_subscriptions where user_id = '${strangerId}'`,
    );
    const endpoint = String(device?.endpoint);
    const seen = await database.asUser(ownerId, (db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.push_endpoint', ${endpoint}, true)`);
        return rows(tx, "select user_id, endpoint from push_subscriptions");
      }),
    );
    expect(seen).toEqual([{ user_id: strangerId, endpoint }]);
    const owners = await database.asUser(ownerId, (db) =>
      rows(db, "select user_id from push_subscriptions"),
    );
    expect(owners.every((row) => row.user_id === ownerId)).toBe(true);
  });

  test("the job runner's scope claims every agent's jobs and reads nothing else of theirs", async () => {
    const inScope = (query: string) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('role', ${REQUEST_ROLE}, true)`);
        await tx.execute(sql`select set_config('app.job_runner', 'on', true)`);
        return rows(tx, query);
      });
    const jobs = await inScope("select distinct user_id from notification_jobs");
    expect(new Set(jobs.map((row) => row.user_id))).toEqual(new Set([ownerId, strangerId]));
    await expect(inScope("select * from clients")).rejects.toMatchObject({
      cause: { message: expect.stringContaining("no user in scope") },
    });
    await expect(inScope("select * from push_subscriptions")).rejects.toMatchObject({
      cause: { message: expect.stringContaining("no user in scope") },
    });
  });

  test("a link may only be made for a listing the user can see", async () => {
    const [theirs] = await rows(
      database.db,
      `select id from properties where user_id = '${strangerId}'`,
    );
    await expect(
      database.asUser(ownerId, (db) =>
        rows(
          db,
          `insert into shares (token, user_id, property_id, country, currency_symbol, number_system)
           values ('${"y".repeat(32)}', '${ownerId}', '${theirs?.id}', 'IN', '₹', 'indian')`,
        ),
      ),
    ).rejects.toMatchObject({ cause: { code: "42501" } });
  });

  test("a merge or a pair marked 'Not duplicates' may only name the user's own clients", async () => {
    const clientOf = async (userId: string) =>
      (await rows(database.db, `select id from clients where user_id = '${userId}' limit 1`))[0]
        ?.id;
    const [mine, theirs] = [await clientOf(ownerId), await clientOf(strangerId)];
    for (const insert of [
      `insert into client_merges (gone_id, user_id, survivor_id)
       values (gen_random_uuid(), '${ownerId}', '${theirs}')`,
      `insert into not_duplicate_pairs (user_id, client_id, other_client_id)
       values ('${ownerId}', '${mine}', '${theirs}')`,
    ]) {
      await expect(database.asUser(ownerId, (db) => rows(db, insert))).rejects.toMatchObject({
        cause: { code: "42501" },
      });
    }
  });

  test("every table with a user_id is under forced row-level security, except Better Auth's", async () => {
    const tables = await rows(
      database.db,
      `select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
              exists (select 1 from pg_policy p where p.polrelid = c.oid) as has_policy,
              has_table_privilege('${REQUEST_ROLE}', c.oid, 'select') as readable
         from pg_class c
         join pg_attribute a on a.attrelid = c.oid and a.attname = 'user_id' and not a.attisdropped
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        order by 1`,
    );
    for (const table of tables) {
      const isAuthTable = AUTH_TABLES_WITH_USER_ID.includes(String(table.table));
      expect(table).toEqual(
        isAuthTable
          ? expect.objectContaining({ readable: false })
          : { table: table.table, enabled: true, forced: true, has_policy: true, readable: true },
      );
    }
    expect(tables.map((table) => table.table)).toEqual(
      expect.arrayContaining([...USER_TABLES, ...AUTH_TABLES_WITH_USER_ID]),
    );
  });
});

/** Gives the account a row in every user table; returns its user id. */
async function fillAccount(agent: Agent, name: string): Promise<string> {
  const client = await expectCreated(agent, "/api/clients", { name, phone: "+91 98200 11111" });
  const property = await expectCreated(agent, "/api/properties", {
    title: `${name}'s flat`,
    price: 5_000_000,
    location: "Bandra",
  });
  // The appointment logs itself on the timeline (activities).
  await expectCreated(agent, "/api/appointments", {
    title: `${name} - Property Visit`,
    date: "2026-12-01",
    time: "10:30",
    location: "Bandra",
    process: "Property Visit",
    clientId: client.id,
    propertyId: property.id,
  });
  const share = await agent.post(`/api/properties/${property.id}/share`, {
    country: "IN",
    currencySymbol: "₹",
    numberSystem: "indian",
  });
  expect(share.status).toBe(201);
  // A shortlist sent (a pair status with it), and a visit the client asked for there.
  const shortlist = await agent.post(`/api/clients/${client.id}/shortlist`, {
    propertyIds: [property.id],
    country: "IN",
    currencySymbol: "₹",
    numberSystem: "indian",
  });
  expect(shortlist.status).toBe(200);
  const { token } = (await shortlist.json()) as { token: string };
  const visit = await agent.post(`/api/public/shortlists/${token}/visits`, {
    propertyId: property.id,
    date: "2026-12-02",
    time: "11:00",
  });
  expect(visit.status).toBe(204);
  // A second listing the client fits and was never sent: a new match.
  await expectCreated(agent, "/api/properties", {
    title: `${name}'s second flat`,
    price: 5_000_000,
    location: "Bandra",
  });
  await seedDuplicates(agent);
  const feed = await agent.post("/api/calendar-feed", { timeZone: "Asia/Kolkata" });
  expect(feed.status).toBe(201);
  expect((await agent.post("/api/lead-capture")).status).toBe(201);
  const device = await agent.post("/api/push/subscriptions", {
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}-${Date.now()}`,
    keys: { p256dh: "BEl62iUYgUivxIkv69yViEuiBIa", auth: "tBHItJI5svbpez7KI4CCXg" },
  });
  expect(device.status).toBe(201);
  const settings = await agent.put("/api/notification-settings", {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    appointmentMinutes: 60,
  });
  expect(settings.status).toBe(200);
  const profile = await agent.put("/api/profile", { companyName: `${name} Estates` });
  expect(profile.status).toBe(200);
  return ((await profile.json()) as { id: string }).id;
}

async function expectCreated(agent: Agent, path: string, body: object) {
  const response = await agent.post(path, body);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

async function rows(db: Database["db"], query: string): Promise<Row[]> {
  // This suite runs on node-postgres, whose results carry `rows`.
  const result = (await db.execute(sql.raw(query))) as { rows: Row[] };
  return result.rows;
}
