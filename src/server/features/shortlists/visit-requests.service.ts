import { appointmentTitle } from "@shared/domain/appointments";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedPerDb } from "../../db/prepared";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";
import { visitRequests } from "../../db/schema/visit-requests";
import { HttpError, notFound } from "../../http/errors";
import { found } from "../../http/found";
import type { RequestClock } from "../../http/request-clock";
import { createAppointment } from "../appointments/appointments.service";

const requestColumns = {
  id: visitRequests.id,
  clientId: visitRequests.clientId,
  clientName: clients.name,
  propertyId: visitRequests.propertyId,
  propertyTitle: properties.title,
  date: visitRequests.date,
  time: visitRequests.time,
  note: visitRequests.note,
  status: visitRequests.status,
  appointmentId: visitRequests.appointmentId,
  createdAt: visitRequests.createdAt,
};

/** The agent's pending requests, newest first. */
const pendingRequests = preparedPerDb((db) =>
  db
    .select(requestColumns)
    .from(visitRequests)
    .innerJoin(clients, eq(clients.id, visitRequests.clientId))
    .innerJoin(properties, eq(properties.id, visitRequests.propertyId))
    .where(
      and(eq(visitRequests.userId, sql.placeholder("userId")), eq(visitRequests.status, "pending")),
    )
    .orderBy(desc(visitRequests.createdAt))
    .prepare("pending_visit_requests"),
);

/**
 * One client's requests on the client's own row, in one statement (issue #32): no row when the
 * client is not the agent's, one whose `request` is null when they asked for none.
 */
const requestsOfOwnClient = preparedPerDb((db) => {
  const { clientName, propertyTitle, ...request } = requestColumns;
  return db
    .select({ clientName, propertyTitle, request })
    .from(clients)
    .leftJoin(
      visitRequests,
      and(eq(visitRequests.clientId, clients.id), eq(visitRequests.userId, clients.userId)),
    )
    .leftJoin(properties, eq(properties.id, visitRequests.propertyId))
    .where(
      and(
        eq(clients.userId, sql.placeholder("userId")),
        eq(clients.id, sql.placeholder("clientId")),
      ),
    )
    .orderBy(desc(visitRequests.createdAt))
    .prepare("own_client_visit_requests");
});

/** The visits the agent's clients asked for and that wait for an answer, Today's. */
export function listPendingVisitRequests(db: Db, userId: string) {
  return pendingRequests(db).execute({ userId });
}

/** Every visit one client asked for, on their Shortlist card; 404 for a client not the agent's. */
export async function listClientVisitRequests(db: Db, userId: string, clientId: string) {
  const rows = await requestsOfOwnClient(db).execute({ userId, clientId });
  found(rows, "Client");
  // A request's listing is always there: deleting a listing deletes the requests for it.
  return rows.flatMap(({ clientName, propertyTitle, request }) =>
    request ? [{ ...request, clientName, propertyTitle: propertyTitle ?? "" }] : [],
  );
}

/**
 * Confirms a pending request in one tap: the 'Property Visit' appointment at the time the client
 * asked for, at the listing, which books the pair's visit.
 */
export async function confirmVisitRequest(db: Db, userId: string, id: string, clock: RequestClock) {
  const request = await pendingRequest(db, userId, id);
  return db.transaction(async (tx) => {
    const appointment = await createAppointment(
      tx,
      userId,
      {
        title: appointmentTitle(request.clientName, "Property Visit", request.propertyTitle),
        date: request.date,
        time: request.time,
        location: request.location,
        clientId: request.clientId,
        propertyId: request.propertyId,
        process: "Property Visit",
        notes: request.note,
        status: "scheduled",
      },
      clock,
    );
    await tx
      .update(visitRequests)
      .set({ status: "confirmed", appointmentId: appointment?.id ?? null })
      .where(and(eq(visitRequests.userId, userId), eq(visitRequests.id, id)));
    return appointment;
  });
}

export async function declineVisitRequest(db: Db, userId: string, id: string) {
  await pendingRequest(db, userId, id);
  await db
    .update(visitRequests)
    .set({ status: "declined" })
    .where(and(eq(visitRequests.userId, userId), eq(visitRequests.id, id)));
}

async function pendingRequest(db: Db, userId: string, id: string) {
  const [request] = await db
    .select({
      clientId: visitRequests.clientId,
      clientName: clients.name,
      propertyId: visitRequests.propertyId,
      propertyTitle: properties.title,
      location: properties.location,
      date: visitRequests.date,
      time: visitRequests.time,
      note: visitRequests.note,
      status: visitRequests.status,
    })
    .from(visitRequests)
    .innerJoin(clients, eq(clients.id, visitRequests.clientId))
    .innerJoin(properties, eq(properties.id, visitRequests.propertyId))
    .where(and(eq(visitRequests.userId, userId), eq(visitRequests.id, id)));
  if (!request) {
    throw notFound("Visit request");
  }
  if (request.status !== "pending") {
    throw new HttpError(409, "This visit request was already answered");
  }
  return request;
}
