import { nextHalfHour } from "@shared/domain/appointment-slot";
import { appointmentTitle } from "@shared/domain/appointments";
import type { AppointmentProcess, AppointmentStatus } from "@shared/domain/catalogue";
import type { WallClock } from "@shared/domain/wall-clock";
import {
  type Appointment,
  type AppointmentInput,
  appointmentInputSchema,
} from "@shared/schemas/appointment";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { z } from "@shared/schemas/zod";
import { schemaResolver } from "@web/lib/schema-resolver";

/** The property picker's 'None': a choice of its own, so the agent can unlink a property. */
export const NO_PROPERTY = "none";

/** What the form's controls hold; the resolver turns it into an AppointmentInput. */
export type AppointmentFormValues = {
  clientId: string;
  propertyId: string;
  process: AppointmentProcess | "";
  title: string;
  date: string;
  time: string;
  location: string;
  status: AppointmentStatus;
  notes: string;
};

/** The agent's clients and properties the form can link, by id. */
export type Participants = {
  clients: ReadonlyMap<string, Client>;
  properties: ReadonlyMap<string, Property>;
};

/** The shared schema, reading the select's 'None' as no property. */
export const appointmentResolver = schemaResolver<AppointmentFormValues, AppointmentInput>(
  z.preprocess(
    (values) =>
      isRecord(values) && values.propertyId === NO_PROPERTY
        ? { ...values, propertyId: null }
        : values,
    appointmentInputSchema,
  ),
);

/** SPEC's generated title: 'client name - process - re: property title', missing parts left out. */
export function generatedTitle(
  values: Pick<AppointmentFormValues, "clientId" | "propertyId" | "process">,
  participants: Participants,
): string {
  return appointmentTitle(
    participants.clients.get(values.clientId)?.name,
    values.process,
    participants.properties.get(values.propertyId)?.title,
  );
}

/**
 * A new appointment, with the client and property chosen beforehand (and so its title and place),
 * today at the next half hour on the agent's clock (`now`).
 */
export function newFormValues(
  participants: Participants,
  preset: { clientId?: string; propertyId?: string },
  now: WallClock,
): AppointmentFormValues {
  const slot = nextHalfHour(now);
  const linked = {
    clientId: knownClient(preset.clientId, participants),
    propertyId: knownProperty(preset.propertyId, participants),
    process: "" as const,
  };
  return {
    ...linked,
    title: generatedTitle(linked, participants),
    date: slot.date,
    time: slot.time,
    location: participants.properties.get(linked.propertyId)?.location ?? "",
    status: "scheduled",
    notes: "",
  };
}

/** The stored appointment's values; a client or property deleted since reads as none. */
export function toFormValues(
  appointment: Appointment,
  participants: Participants,
): AppointmentFormValues {
  return {
    clientId: knownClient(appointment.clientId, participants),
    propertyId: knownProperty(appointment.propertyId, participants),
    process: appointment.process,
    title: appointment.title,
    date: appointment.date,
    time: appointment.time.slice(0, 5),
    location: appointment.location,
    status: appointment.status,
    notes: appointment.notes,
  };
}

function knownClient(id: string | null | undefined, { clients }: Participants): string {
  return id && clients.has(id) ? id : "";
}

function knownProperty(id: string | null | undefined, { properties }: Participants): string {
  return id && properties.has(id) ? id : NO_PROPERTY;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
