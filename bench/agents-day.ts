// The agent's day on a big book (issue #26): an account with 10,000 clients and 200,000
// activities on the embedded database: the Today list, a page of a timeline, logging a call.
import { randomUUID } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import type { RunningServer } from "@server/server";
import type { TodayList } from "@shared/domain/today";
import { sql } from "drizzle-orm";
import { signedInFetch, signIn, startBenchServer } from "./support";
import { report, timeEachAsync } from "./timing";

const CLIENTS = Number(process.env.BENCH_DAY_CLIENTS ?? 10_000);
const ACTIVITIES = Number(process.env.BENCH_DAY_ACTIVITIES ?? 200_000);
const ROUNDS = 200;
const GOALS = { todayMs: 50, timelinePageMs: 30, logMs: 30 };
const ZONE = "Asia/Kolkata";

export async function benchAgentsDay() {
  const { server, close } = await startBenchServer({ name: "day" });
  try {
    const cookie = await signIn(server.url);
    const call = signedInFetch(server.url, cookie, ZONE);
    const session = (await (await call("/api/auth/get-session")).json()) as {
      user: { id: string };
    };
    const started = performance.now();
    const clientIds = await seedBook(server, session.user.id);
    // The seeding held the event loop (PGlite runs on it): let the server close the connections
    // that idled meanwhile before fetch reuses one of them.
    await setTimeout(200);
    console.log(
      `[pglite] agent's day: seeded ${CLIENTS} clients and ${ACTIVITIES} activities in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    let rows = 0;
    const today = await timeEachAsync(async () => {
      const list = (await (await call("/api/today")).json()) as TodayList;
      rows = Object.values(list.sections).reduce((sum, section) => sum + section.count, 0);
    }, ROUNDS);
    report(
      `[pglite] GET /api/today (${rows} rows due of ${CLIENTS} clients)`,
      today,
      GOALS.todayMs,
    );

    const pick = (round: number) => clientIds[(round * 7919) % clientIds.length] ?? "";
    report(
      `[pglite] GET /api/activities?clientId=…&limit=50 (a page of ${ACTIVITIES / CLIENTS} per client's timeline)`,
      await timeEachAsync(
        async (round) =>
          (await call(`/api/activities?clientId=${pick(round)}&limit=50`)).arrayBuffer(),
        ROUNDS,
      ),
      GOALS.timelinePageMs,
    );
    report(
      "[pglite] POST /api/activities (a call: 'Last contact' and the cadence move with it)",
      await timeEachAsync(async (round) => {
        const response = await call("/api/activities", {
          method: "POST",
          body: JSON.stringify({ id: randomUUID(), kind: "call", clientId: pick(round) }),
        });
        if (response.status !== 201) {
          throw new Error(`logging failed: ${response.status} ${await response.text()}`);
        }
      }, ROUNDS),
      GOALS.logMs,
    );
  } finally {
    await close();
  }
}

/**
 * A book as an agent's grows: one client in fifty with a follow-up due or overdue, one in five
 * of high interest, one in ten on a weekly cadence; twenty activities each, eighteen days apart,
 * the latest up to a month ago (so many high-interest clients are going cold).
 */
async function seedBook(server: RunningServer, userId: string): Promise<string[]> {
  const perClient = Math.max(1, Math.round(ACTIVITIES / CLIENTS));
  return server.asUser(userId, async (db) => {
    await db.execute(sql`
      insert into clients (user_id, name, phone, interest, status, next_follow_up_date, follow_up_cadence, created_at)
      select ${userId}, 'Client ' || n, '+9190000' || lpad(n::text, 5, '0'),
        case when n % 5 = 0 then 'high' else 'medium' end,
        case when n % 3 = 0 then 'potential' else 'active' end,
        case when n % 50 = 0 then current_date - (n % 7) when n % 50 = 1 then current_date + (n % 30) end,
        case when n % 10 = 0 then 'week' else 'none' end,
        now() - interval '400 days'
      from generate_series(1, ${CLIENTS}) as n`);
    await db.execute(sql`
      insert into activities (user_id, kind, client_id, happened_at, text, outcome)
      select ${userId},
        (array['call','whatsapp','email','note'])[1 + (k % 4)],
        c.id,
        now() - (k - 1) * interval '18 days' - (abs(hashtext(c.id::text)) % 30) * interval '1 day',
        case when k % 4 = 3 then 'Wants a sea view, 3BHK' else '' end,
        case when k % 4 = 0 then 'connected' end
      from clients c cross join generate_series(1, ${perClient}) as k
      where c.user_id = ${userId}`);
    await db.execute(sql`
      update clients set last_contact_at = latest.at from (
        select client_id, max(happened_at) as at from activities
        where user_id = ${userId} and kind <> 'note' group by client_id
      ) latest where clients.id = latest.client_id and clients.user_id = ${userId}`);
    await db.execute(sql`analyze`);
    const ids = (await db.execute(
      sql`select id from clients where user_id = ${userId} order by id`,
    )) as unknown as { rows: { id: string }[] };
    return ids.rows.map(({ id }) => id);
  });
}
