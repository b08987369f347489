import type { AppointmentInput, AppointmentUpdate } from "@shared/schemas/appointment";
import { and, asc, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/open";
import { appointments } from "../../db/schema/appointments";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";
import { HttpError } from "../../http/errors";
import { found } from "../../http/found";

const { userId: _owner, ...publicColumns } = getTableColumns(appointments);

/** The agent's appointments by date and time, soonest first (SPEC: the list's order). */
export async function listAppointments(db: Db, userId: string) {
  return db
    .select(publicColumns)
    .from(appointments)
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointments.date), asc(appointments.time));
}

export async function getAppointment(db: Db, userId: string, id: string) {
  return found(
    await db.select(publicColumns).from(appointments).where(owned(userId, id)),
    "Appointment",
  );
}

export async function createAppointment(db: Db, userId: string, input: AppointmentInput) {
  await assertOwnParticipants(db, userId, input);
  const [row] = await db
    .insert(appointments)
    .values({ ...input, userId })
    .returning(publicColumns);
  return row;
}

export async function updateAppointment(
  db: Db,
  userId: string,
  id: string,
  patch: AppointmentUpdate,
) {
  // A PATCH that names no known field changes nothing (and Drizzle refuses an empty SET).
  if (Object.keys(patch).length === 0) {
    return getAppointment(db, userId, id);
  }
  await assertOwnParticipants(db, userId, patch);
  return found(
    await db.update(appointments).set(patch).where(owned(userId, id)).returning(publicColumns),
    "Appointment",
  );
}

export async function deleteAppointment(db: Db, userId: string, id: string) {
  return found(
    await db.delete(appointments).where(owned(userId, id)).returning(publicColumns),
    "Appointment",
  );
}

function owned(userId: string, id: string) {
  return and(eq(appointments.userId, userId), eq(appointments.id, id));
}

/** An appointment may only name the agent's own client and property (DESIGN: ids into another account). */
async function assertOwnParticipants(
  db: Db,
  userId: string,
  { clientId, propertyId }: { clientId?: string | null; propertyId?: string | null },
) {
  if (clientId) {
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.userId, userId), eq(clients.id, clientId)));
    if (!client) {
      throw new HttpError(400, "Client not found", [
        { path: "clientId", message: "Client not found" },
      ]);
    }
  }
  if (propertyId) {
    const [property] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.userId, userId), eq(properties.id, propertyId)));
    if (!property) {
      throw new HttpError(400, "Property not found", [
        { path: "propertyId", message: "Property not found" },
      ]);
    }
  }
}
