import { addDays, daysBetween } from "@shared/domain/follow-ups";
import {
  GOING_COLD_DAYS,
  type LastActivity,
  NEW_LEAD_DAYS,
  TODAY_SECTION_LIMIT,
  type TodayClient,
  type TodayList,
  type TodayRow,
} from "@shared/domain/today";
import type { TodaySection } from "@shared/domain/today-sections";
import { wallClockAt, wallClockToUtc } from "@shared/domain/wall-clock";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedSql } from "../../db/prepared";
import { NOT_LEAD_SOURCE_LITERALS } from "../../db/schema/clients";
import type { RequestClock } from "../../http/request-clock";
import { savedTimeZoneOf, zoneOfAgent } from "../activities/agent-time-zone";

/** The values of the Today query, named as `getToday` gives them. */
const param = {
  userId: sql.placeholder("userId"),
  today: sql.placeholder("today"),
  time: sql.placeholder("time"),
  coldBefore: sql.placeholder("coldBefore"),
  newSince: sql.placeholder("newSince"),
};

/** The Today list's one statement; its values are `param`'s placeholders. */
export const TODAY_QUERY = sql`
    with going_cold as (
      select c.id, coalesce(c.last_contact_at, c.created_at) as silent_since
      from clients c
      where c.user_id = ${param.userId} and c.interest = 'high' and c.next_follow_up_date is null
        and c.status in ('active', 'potential')
        and coalesce(c.last_contact_at, c.created_at) < ${param.coldBefore}::timestamptz
    ),
    new_leads as (
      select c.id, c.created_at
      from clients c
      where c.user_id = ${param.userId} and c.last_contact_at is null
        and c.created_at >= ${param.newSince}::timestamptz
        and lower(c.source) not in (${NOT_LEAD_SOURCE_LITERALS})
    ),
    items as (
      select case when c.next_follow_up_date < ${param.today}::date then 'overdue' else 'today' end as section,
        'follow-up' as reason, c.id as client_id, null::uuid as appointment_id,
        c.next_follow_up_date as day, c.next_follow_up_time as time,
        c.next_follow_up_note as note, null::text as title, null::text as process,
        c.next_follow_up_date + coalesce(c.next_follow_up_time, '00:00')::time as sort_at,
        null::bigint as count
      from clients c
      where c.user_id = ${param.userId} and c.next_follow_up_date <= ${param.today}::date
      union all
      select case when a.process = 'Follow up call' and (a.date, a.time) < (${param.today}::date, ${param.time})
          then 'overdue' else 'today' end,
        'appointment', a.client_id, a.id, a.date, a.time, '', a.title, a.process,
        a.date + a.time::time, null
      from appointments a
      where a.user_id = ${param.userId} and a.status = 'scheduled'
        and (a.date = ${param.today}::date or (a.process = 'Follow up call' and a.date < ${param.today}::date))
      union all
      -- The two sections of one kind of row: only the rows shown are sorted, the rest counted.
      (select 'goingCold', 'going-cold', g.id, null, null, null, '', null, null,
        g.silent_since at time zone 'UTC', (select count(*) from going_cold)
      from going_cold g order by g.silent_since, g.id limit ${TODAY_SECTION_LIMIT})
      union all
      (select 'newLeads', 'new-lead', n.id, null, null, null, '', null, null,
        n.created_at at time zone 'UTC', (select count(*) from new_leads)
      from new_leads n order by n.created_at desc, n.id limit ${TODAY_SECTION_LIMIT})
    ),
    ranked as (
      select items.*,
        coalesce(items.count, count(*) over (partition by section)) as section_count,
        -- New leads newest first; every other section soonest first.
        row_number() over (partition by section
          order by case when section = 'newLeads' then sort_at end desc nulls last,
            sort_at, client_id, appointment_id) as place
      from items
    )
    -- The zone saved in Settings comes with the rows, on a row of its own when none is due.
    select z.saved_zone as "savedTimeZone", shown.*
    from (select ${savedTimeZoneOf(param.userId)} as saved_zone) z
    left join (
      select r.section, r.place, r.reason, r.client_id as "clientId", r.appointment_id as "appointmentId",
        r.day::text as day, r.time, r.note, r.title, r.process, r.section_count::int as count,
        c.title as "clientTitle", c.name, c.phone, c.email,
        case when r.reason = 'new-lead' then c.source end as source,
        to_json(c.created_at) #>> '{}' as "createdAt",
        to_json(c.last_contact_at) #>> '{}' as "lastContactAt",
        to_json(coalesce(c.last_contact_at, c.created_at)) #>> '{}' as "silentSince",
        last.kind as "lastKind", to_json(last.happened_at) #>> '{}' as "lastAt",
        last.text as "lastText", last.outcome as "lastOutcome"
      from ranked r
      -- A lookup per row shown: a plain join was planned as a hash of every client of the agent.
      left join lateral (
        select * from clients c where c.id = r.client_id and c.user_id = ${param.userId} limit 1
      ) c on true
      left join lateral (
        select a.kind, a.happened_at, a.text, a.outcome from activities a
        where a.user_id = ${param.userId} and a.client_id = r.client_id
        order by a.happened_at desc, a.id desc limit 1
      ) last on true
      where r.place <= ${TODAY_SECTION_LIMIT}
    ) shown on true
    order by shown.section, shown.place`;

const todayRows = preparedSql<TodayQueryRow>("list_today", TODAY_QUERY);

/**
 * The agent's Today list at `now` in their time zone, in one query: follow-ups and 'Follow up
 * call' appointments past due ('Overdue'), follow-ups due and appointments today ('Today'), and
 * high-interest active or potential clients with no follow-up set and no contact for
 * GOING_COLD_DAYS days ('Going cold'), and leads nobody contacted yet ('New leads'); each row
 * with the client's latest activity. The 'New matches' are asked apart (`GET /api/new-matches`,
 * decision 046). Only the rows shown are joined to their client and latest activity; the sections
 * of one kind of row sort only the rows they show.
 */
export async function getToday(db: Db, userId: string, { now, browserZone }: RequestClock) {
  // Asked in the browser's zone: the zone saved in Settings comes back with the rows, and only
  // when it makes another day or time are they asked again (issue #32: a statement less a call).
  const browserClock = todayClock(now, zoneOfAgent(null, browserZone));
  let rows = await todayRows(db, { userId, ...browserClock });
  const timeZone = zoneOfAgent(rows[0]?.savedTimeZone, browserZone);
  const clock = todayClock(now, timeZone);
  if (!isSameClock(clock, browserClock)) {
    rows = await todayRows(db, { userId, ...clock });
  }
  const today = clock.today;
  const list: TodayList = {
    date: today,
    timeZone,
    sections: {
      newLeads: { rows: [], count: 0 },
      overdue: { rows: [], count: 0 },
      today: { rows: [], count: 0 },
      goingCold: { rows: [], count: 0 },
    },
  };
  for (const row of rows) {
    if (row.section === null) {
      continue;
    }
    const section = list.sections[row.section];
    section.count = row.count;
    section.rows.push(todayRow(row, today, timeZone));
  }
  return list;
}

/** The Today query's values that follow from the agent's clock in their zone. */
function todayClock(now: Date, timeZone: string) {
  const { date: today, time } = wallClockAt(now, timeZone);
  // A contact before the start of this day is at least GOING_COLD_DAYS calendar days old.
  const coldBefore =
    wallClockToUtc({ date: addDays(today, 1 - GOING_COLD_DAYS), time: "00:00" }, timeZone) ?? now;
  const newSince = new Date(now.getTime() - NEW_LEAD_DAYS * 24 * 60 * 60 * 1000);
  return { today, time, coldBefore: coldBefore.toISOString(), newSince: newSince.toISOString() };
}

function isSameClock(a: ReturnType<typeof todayClock>, b: ReturnType<typeof todayClock>) {
  return a.today === b.today && a.time === b.time && a.coldBefore === b.coldBefore;
}

/** A row of the Today query: a row shown, or the zone alone (`section` null) when none is. */
type TodayQueryRow = {
  savedTimeZone: string | null;
  section: TodaySection | null;
  reason: TodayRow["reason"];
  clientId: string | null;
  appointmentId: string | null;
  day: string | null;
  time: string | null;
  note: string;
  title: string | null;
  process: string | null;
  count: number;
  clientTitle: string | null;
  name: string | null;
  phone: string | null;
  email: string | null;
  source: string | null;
  createdAt: string | null;
  lastContactAt: string | null;
  silentSince: string | null;
  lastKind: LastActivity["kind"] | null;
  lastAt: string | null;
  lastText: string | null;
  lastOutcome: LastActivity["outcome"];
};

function todayRow(row: TodayQueryRow, today: string, timeZone: string): TodayRow {
  const client: TodayClient | null =
    row.clientId && row.name !== null
      ? {
          id: row.clientId,
          title: row.clientTitle ?? "",
          name: row.name,
          phone: row.phone ?? "",
          email: row.email ?? "",
          lastContactAt: instant(row.lastContactAt),
        }
      : null;
  const lastActivity: LastActivity | null =
    row.lastKind && row.lastAt
      ? {
          kind: row.lastKind,
          happenedAt: instant(row.lastAt) ?? row.lastAt,
          text: row.lastText ?? "",
          outcome: row.lastOutcome,
        }
      : null;
  const key = `${row.reason}:${row.appointmentId ?? row.clientId}`;
  const overdueDays = row.day ? Math.max(0, daysBetween(row.day, today)) : 0;
  if (row.reason === "appointment") {
    return {
      key,
      reason: "appointment",
      client,
      lastActivity,
      overdueDays,
      appointment: {
        id: row.appointmentId ?? "",
        title: row.title ?? "",
        date: row.day ?? today,
        time: row.time ?? "",
        process: row.process ?? "",
      },
    };
  }
  // The two client sections always have their client (the join is on their own row).
  const own = client as TodayClient;
  if (row.reason === "follow-up") {
    return {
      key,
      reason: "follow-up",
      client: own,
      lastActivity,
      date: row.day ?? today,
      time: row.time,
      note: row.note,
      overdueDays,
    };
  }
  if (row.reason === "new-lead") {
    const arrivedAt = instant(row.createdAt) ?? "";
    return {
      key,
      reason: "new-lead",
      client: own,
      lastActivity,
      source: row.source ?? "",
      arrivedAt,
    };
  }
  const silentSinceDay = wallClockAt(new Date(row.silentSince ?? 0), timeZone).date;
  return {
    key,
    reason: "going-cold",
    client: own,
    lastActivity,
    daysSinceContact: daysBetween(silentSinceDay, today),
  };
}

/** PostgreSQL's JSON instant ('2026-11-25T10:00:00.123456+00:00') as JavaScript writes one. */
function instant(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
