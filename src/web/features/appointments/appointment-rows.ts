import type { AppointmentStatus } from "@shared/domain/catalogue";
import type { CountryCode } from "@shared/domain/format";
import { phoneMatches } from "@shared/domain/phone-search";
import type { Appointment, AppointmentWithParticipants } from "@shared/schemas/appointment";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";

/** Looks up each appointment's client and property (by id, once each list is indexed). */
export function withParticipants(
  appointments: readonly Appointment[],
  clients: readonly Client[],
  properties: readonly Property[],
): AppointmentWithParticipants[] {
  const clientsById = new Map(clients.map((client) => [client.id, client]));
  const propertiesById = new Map(properties.map((property) => [property.id, property]));
  return appointments.map((appointment) => ({
    ...appointment,
    client: appointment.clientId ? clientsById.get(appointment.clientId) : undefined,
    property: appointment.propertyId ? propertiesById.get(appointment.propertyId) : undefined,
  }));
}

/**
 * The list's search matches the title, location, notes, client name or property title,
 * case-insensitively, or the client's or owner's phone however it is typed; then the status
 * filter applies.
 */
export function filterAppointments(
  rows: readonly AppointmentWithParticipants[],
  search: string,
  status: AppointmentStatus | "all",
  country: CountryCode,
): AppointmentWithParticipants[] {
  const needle = search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (status === "all" || row.status === status) &&
      (needle === "" ||
        searchableTexts(row).some((text) => text.toLowerCase().includes(needle)) ||
        [row.client?.phone, row.property?.ownerPhone].some(
          (phone) => phone !== undefined && phoneMatches(phone, needle, country),
        )),
  );
}

function searchableTexts(row: AppointmentWithParticipants): string[] {
  return [row.title, row.location, row.notes, row.client?.name ?? "", row.property?.title ?? ""];
}
