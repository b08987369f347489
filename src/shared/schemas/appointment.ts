/** Appointment input as the form and the API accept it (SPEC.md sections 3 and 5). */

import { APPOINTMENT_PROCESSES, APPOINTMENT_STATUSES } from "../domain/catalogue";
import { isClockTime, isIsoDate } from "../domain/wall-clock";
import type { Client } from "./client";
import { emptyToNull, emptyToUndefined, optionalText, requiredText } from "./fields";
import type { Property } from "./property";
import { z } from "./zod";

const fields = {
  title: requiredText("Title", 200),
  date: z
    .string({ error: "Date is required" })
    .trim()
    .min(1, "Date is required")
    .refine((date) => date === "" || isIsoDate(date), "Enter a valid date (YYYY-MM-DD)"),
  time: z
    .string({ error: "Time is required" })
    .trim()
    .min(1, "Time is required")
    .refine((time) => time === "" || isClockTime(time), "Enter a valid time (HH:MM)"),
  location: requiredText("Location", 300),
  clientId: z.preprocess(
    emptyToUndefined,
    z.uuid({
      error: (issue) =>
        issue.input === undefined ? "Client is required" : "Choose a valid client",
    }),
  ),
  propertyId: z.preprocess(emptyToNull, z.uuid({ error: "Choose a valid property" }).nullable()),
  process: z.enum(APPOINTMENT_PROCESSES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? "Process is required"
        : "Choose a valid process",
  }),
  notes: optionalText("Notes", 10_000, { isMultiline: true }),
  status: z.enum(APPOINTMENT_STATUSES, { error: "Choose a valid status" }),
};

export const appointmentInputSchema = z.object({
  ...fields,
  notes: fields.notes.default(""),
  status: fields.status.default("scheduled"),
});

/** The create schema made partial, without its defaults: only the fields sent are returned. */
export const appointmentUpdateSchema = z.object(fields).partial();

export type AppointmentInput = z.infer<typeof appointmentInputSchema>;
export type AppointmentFormInput = z.input<typeof appointmentInputSchema>;
export type AppointmentUpdate = z.infer<typeof appointmentUpdateSchema>;
/** A stored appointment: deleting its client or property unlinks them (null), keeping the record. */
export type Appointment = Omit<AppointmentInput, "clientId"> & {
  clientId: string | null;
  id: string;
  createdAt: string;
  updatedAt: string;
};

/**
 * An appointment with what its card shows of the client and property it links, while the agent
 * still has them. A large account's list pages carry them (`GET /api/appointments?limit=`).
 */
export type AppointmentWithParticipants = Appointment & {
  client?: Pick<Client, "name" | "phone"> | null;
  property?: Pick<Property, "title" | "ownerName" | "ownerPhone"> | null;
};

/** `GET /api/appointments/reminders?date=&time=`: SPEC section 8's reminders at the agent's clock. */
export type AppointmentReminders = {
  /** Today's scheduled appointments still to come, soonest first. */
  upcomingToday: Appointment[];
  /** How many scheduled follow-up calls are past their time. */
  overdueFollowUps: number;
};
