import { date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { appointments } from "./appointments";
import { clients } from "./clients";
import { properties } from "./properties";
import { timestamps } from "./timestamps";
import { users } from "./users";

export type VisitRequestStatus = "pending" | "confirmed" | "declined";

/** A visit a client asked for from their shortlist page, until the agent confirms or declines it. */
export const visitRequests = pgTable(
  "visit_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    // 'HH:MM', as an appointment's.
    time: text().notNull(),
    note: text().notNull().default(""),
    status: text().$type<VisitRequestStatus>().notNull().default("pending"),
    appointmentId: uuid().references(() => appointments.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    index().on(table.userId, table.status),
    index().on(table.clientId),
    index().on(table.propertyId),
    index().on(table.appointmentId),
  ],
);
