import type { RecordCounts } from "@shared/schemas/list-query";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/db";
import { appointments } from "../../db/schema/appointments";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";

/** How many records of each kind the agent has: index-only counts, so the web app can choose paging. */
export async function countRecords(db: Db, userId: string): Promise<RecordCounts> {
  return {
    properties: await db.$count(properties, eq(properties.userId, userId)),
    clients: await db.$count(clients, eq(clients.userId, userId)),
    appointments: await db.$count(appointments, eq(appointments.userId, userId)),
  };
}
