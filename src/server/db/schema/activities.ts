import type { ActivityKind, CallOutcome } from "@shared/domain/activities";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { appointments } from "./appointments";
import { clients } from "./clients";
import { properties } from "./properties";
import { timestamps } from "./timestamps";
import { users } from "./users";

/**
 * What the agent did with a client or a listing (decision 026). A client's timeline goes with
 * the client; a listing or an appointment deleted leaves the activity, unlinked from it.
 */
export const activities = pgTable(
  "activities",
  {
    // Named by the browser: an offline tap sent again is stored once.
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().$type<ActivityKind>().notNull(),
    happenedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    text: text().notNull().default(""),
    outcome: text().$type<CallOutcome>(),
    clientId: uuid().references(() => clients.id, { onDelete: "cascade" }),
    propertyId: uuid().references(() => properties.id, { onDelete: "set null" }),
    appointmentId: uuid().references(() => appointments.id, { onDelete: "set null" }),
    ...timestamps,
  },
  // Each timeline is read newest first from its own index, which also serves the cascades.
  (table) => [
    index().on(table.clientId, table.happenedAt, table.id),
    index().on(table.propertyId, table.happenedAt, table.id),
    index().on(table.appointmentId),
    index().on(table.userId),
  ],
);
