import type { FollowUpCadence } from "@shared/domain/follow-ups";
import { NOT_LEAD_SOURCES } from "@shared/domain/lead-sources";
import { sql } from "drizzle-orm";
import { date, index, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * The agent-typed sources as SQL literals, for 'New leads'. A query must write them as the
 * partial index below does to be planned on it: under generic plans (decision 047) a parameter
 * never proves the index's condition.
 */
export const NOT_LEAD_SOURCE_LITERALS = sql.raw(
  NOT_LEAD_SOURCES.map((source) => `'${source}'`).join(", "),
);

export const clients = pgTable(
  "clients",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull().default("Mr."),
    name: text().notNull(),
    email: text().notNull().default(""),
    phone: text().notNull(),
    status: text().notNull().default("active"),
    purpose: text().notNull().default("to-buy"),
    interest: text().notNull().default("medium"),
    budget: numeric({ precision: 20, scale: 4, mode: "number" }),
    locations: jsonb().$type<string[]>().notNull().default([]),
    propertyTypes: jsonb().$type<string[]>().notNull().default([]),
    notes: text().notNull().default(""),
    /** Where the client came from ('Walk-in', 'Listing link', '99acres', …); null before it was asked. */
    source: text(),
    // The next follow-up, on the agent's calendar ('HH:MM' as typed, like an appointment's).
    nextFollowUpDate: date({ mode: "string" }),
    nextFollowUpTime: text(),
    nextFollowUpNote: text().notNull().default(""),
    followUpCadence: text().$type<FollowUpCadence>().notNull().default("none"),
    /** The latest logged call, message or visit: kept here so that every list shows it unjoined. */
    lastContactAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // Scanned backwards for the newest-first list (a DESC NULLS LAST index would not match its order).
    index().on(table.userId, table.createdAt, table.id),
    // The Today list: due follow-ups by day, and the high-interest clients with none set by how
    // long they have been silent ('Going cold').
    index().on(table.userId, table.nextFollowUpDate),
    index("clients_going_cold_index")
      .on(table.userId, sql`coalesce(${table.lastContactAt}, ${table.createdAt})`)
      .where(sql`${table.interest} = 'high' and ${table.nextFollowUpDate} is null`),
    // 'New leads': clients never contacted whose source is a lead's. Without it, a book of
    // imported clients (never contacted, source 'Import') was scanned whole for none. Should
    // NOT_LEAD_SOURCES change, drizzle-kit writes the migration that builds it again.
    index("clients_new_leads_index")
      .on(table.userId, table.createdAt)
      .where(
        sql`${table.lastContactAt} is null and lower(${table.source}) not in (${NOT_LEAD_SOURCE_LITERALS})`,
      ),
  ],
);
