/**
 * Notifications outside the app (issue 28): the agent's settings, a device's push subscription and
 * what one notification carries. The Settings card and the server validate with these.
 */

import { isClockTime } from "../domain/wall-clock";
import { z } from "./zod";

/** How long before an appointment its reminder comes, in minutes. */
export const APPOINTMENT_REMINDER_MINUTES = [15, 30, 60] as const;

const clockTime = (label: string) =>
  z.string({ error: `Enter a valid time for ${label}` }).refine(isClockTime, {
    error: `Enter a valid time for ${label}`,
  });

export const notificationSettingsSchema = z.object({
  /** Appointment reminders, `appointmentMinutes` before; quiet hours never hold them. */
  appointments: z.boolean(),
  appointmentMinutes: z.literal(APPOINTMENT_REMINDER_MINUTES, {
    error: "Choose 15, 30 or 60 minutes",
  }),
  /** One notification of the follow-ups due, at `morningTime`. */
  followUps: z.boolean(),
  morningTime: clockTime("the morning notification"),
  /** New leads and the clients' answers on their shortlist page, at once. */
  leads: z.boolean(),
  quietStart: clockTime("the start of quiet hours"),
  quietEnd: clockTime("the end of quiet hours"),
  /** The morning digest e-mail, at `morningTime`. */
  morningEmail: z.boolean(),
});

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  appointments: true,
  appointmentMinutes: 30,
  followUps: true,
  morningTime: "09:00",
  leads: true,
  quietStart: "21:00",
  quietEnd: "08:00",
  morningEmail: false,
};

/** A device's subscription as `PushSubscription.toJSON()` gives it, and a name for the device. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ error: "The push service's address is not valid" }).max(2000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
  /** Said by the browser, e.g. 'Chrome on Android'. */
  label: z.string().trim().max(100).default("This device"),
});

/** A device as Settings lists it: never its endpoint or keys. */
export type PushDevice = { id: string; label: string; createdAt: string };

/** What a push message carries: no more than the notification shows, and where a tap leads. */
export type PushPayload = {
  title: string;
  body: string;
  /** An in-app path: `/appointments/{id}`, `/today`, `/clients/{id}`. */
  url: string;
  /** Same tag, same notification: a newer one replaces it on the device. */
  tag: string;
};

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;
