import { addDays } from "@shared/domain/follow-ups";
import { appointmentReminderText } from "@shared/domain/notification-texts";
import { reminderDueAt } from "@shared/domain/notification-times";
import { wallClockAt, wallClockToUtc } from "@shared/domain/wall-clock";
import type { PushPayload } from "@shared/schemas/notifications";
import { and, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/db";
import { appointments } from "../../db/schema/appointments";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";
import { cancelJob, cancelPendingOfKind, scheduleJobs } from "./notification-jobs.service";
import { type AgentNotifications, readAgentNotifications } from "./notification-settings.service";

export const REMINDER_KIND = "appointment";

type Appointment = { id: string; date: string; time: string; status: string };

/**
 * An appointment's reminder, written in the same transaction as the appointment: scheduled
 * `appointmentMinutes` before it (at once when that is past but the appointment is not), moved
 * with it, cancelled when it is no longer scheduled or has begun. Quiet hours never hold it.
 */
export async function scheduleReminder(
  db: Db,
  userId: string,
  appointment: Appointment,
  now: Date,
  agent?: AgentNotifications,
) {
  const { settings, timeZone } = agent ?? (await readAgentNotifications(db, userId));
  const start = wallClockToUtc(appointment, timeZone);
  const dueAt = reminderDueAt(appointment, settings.appointmentMinutes, timeZone);
  const key = reminderKey(appointment.id);
  if (!settings.appointments || appointment.status !== "scheduled" || !start || !dueAt) {
    return cancelJob(db, userId, key);
  }
  if (start.getTime() <= now.getTime()) {
    return cancelJob(db, userId, key);
  }
  await scheduleJobs(db, [
    { userId, kind: REMINDER_KIND, key, dueAt: dueAt.getTime() < now.getTime() ? now : dueAt },
  ]);
}

export function cancelReminder(db: Db, userId: string, appointmentId: string) {
  return cancelJob(db, userId, reminderKey(appointmentId));
}

/** Every upcoming reminder again, after the settings or the agent's zone changed. */
export async function syncReminders(db: Db, userId: string, agent: AgentNotifications, now: Date) {
  if (!agent.settings.appointments) {
    return cancelPendingOfKind(db, userId, REMINDER_KIND);
  }
  // From yesterday on: a day in any zone starts within a day of the same day in another.
  const since = addDays(wallClockAt(now, "UTC").date, -1);
  const upcoming = await db
    .select({
      id: appointments.id,
      date: appointments.date,
      time: appointments.time,
      status: appointments.status,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        eq(appointments.status, "scheduled"),
        gte(appointments.date, since),
      ),
    );
  for (const appointment of upcoming) {
    await scheduleReminder(db, userId, appointment, now, agent);
  }
}

/** What the reminder says, read when it is sent; null when the appointment is gone or over. */
export async function reminderPayload(
  db: Db,
  userId: string,
  appointmentId: string,
): Promise<PushPayload | null> {
  const [row] = await db
    .select({
      process: appointments.process,
      time: appointments.time,
      location: appointments.location,
      status: appointments.status,
      clientName: clients.name,
      propertyTitle: properties.title,
    })
    .from(appointments)
    .leftJoin(clients, eq(clients.id, appointments.clientId))
    .leftJoin(properties, eq(properties.id, appointments.propertyId))
    .where(and(eq(appointments.userId, userId), eq(appointments.id, appointmentId)));
  if (row?.status !== "scheduled") {
    return null;
  }
  return {
    title: appointmentReminderText(row),
    body: row.location,
    url: `/appointments/${appointmentId}`,
    tag: reminderKey(appointmentId),
  };
}

export function reminderKey(appointmentId: string) {
  return `${REMINDER_KIND}:${appointmentId}`;
}
