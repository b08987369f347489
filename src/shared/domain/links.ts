/** Outbound contact links and their texts (SPEC.md sections 7 and 8). */
import { DEFAULT_PHONE_PREFIX } from "./catalogue";
import { formatClockTime, formatLongDate } from "./date-format";
import type { CountryCode } from "./format";
import { type WallClock, wallClockToUtc } from "./wall-clock";

export const EMAIL_SUBJECT = "Property Update";
export const CALENDAR_DETAILS_FALLBACK = "Real Estate Appointment";
/** Every appointment is one hour long in the calendars it is sent to. */
export const CALENDAR_DURATION_MS = 60 * 60 * 1000;

export const NO_PHONE_NUMBER = "No phone number";
export const NO_OWNER_PHONE = {
  title: NO_PHONE_NUMBER,
  description: "Owner's phone number is not available",
} as const;
export const NO_CLIENT_PHONE = {
  title: NO_PHONE_NUMBER,
  description: "Client's phone number is not available",
} as const;
export const NO_CLIENT_EMAIL = {
  title: "No email address",
  description: "Client's email address is not available",
} as const;

export function noPhoneFor(name: string): string {
  return `${NO_PHONE_NUMBER} for ${name}`;
}

/** True when a phone has at least one digit beyond the default '+91' prefix. */
export function hasPhone(phone: string | null | undefined): boolean {
  const trimmed = (phone ?? "").trim();
  const rest = trimmed.startsWith(DEFAULT_PHONE_PREFIX)
    ? trimmed.slice(DEFAULT_PHONE_PREFIX.length)
    : trimmed;
  return /\d/.test(rest);
}

/** `tel:` with the digits and a leading '+' kept ('+91 98765-43210' → 'tel:+919876543210'). */
export function telLink(phone: string): string {
  const trimmed = phone.trim();
  const plus = trimmed.startsWith("+") ? "+" : "";
  return `tel:${plus}${digitsOf(trimmed)}`;
}

export function whatsAppLink(phone: string, text: string): string {
  return `https://wa.me/${digitsOf(phone)}?text=${encodeURIComponent(text)}`;
}

export function mailtoLink(email: string, subject: string, body: string): string {
  const address = encodeURIComponent(email.trim()).replace(/%40/g, "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** SPEC.md's chat text about an appointment, exactly as written there. */
export function appointmentWhatsAppText(name: string, title: string): string {
  return `Hi ${name}! This is regarding our appointment: ${title}`;
}

/**
 * To the client: SPEC.md's text, then when ('… our appointment: Site visit on Sat, 28 Nov 2026
 * at 4:30 PM.'), so the message stands alone (docs/decisions/020).
 */
export function appointmentClientText(
  name: string,
  appointment: WallClock & { title: string },
  country: CountryCode,
): string {
  const text = appointmentWhatsAppText(name.trim(), appointment.title.trim());
  return `${text} ${onDateAtTime(appointment, country)}.`;
}

/**
 * To the property's owner: the visit to their property and when, never the client's name nor
 * the appointment's title, which often carries it ('Ravi - Property Visit'; decision 020).
 */
export function appointmentOwnerText(
  ownerName: string,
  propertyTitle: string,
  when: WallClock,
  country: CountryCode,
): string {
  const hello = ownerName.trim() ? `Hi ${ownerName.trim()}!` : "Hi!";
  const visit = `This is regarding the visit to ${propertyTitle.trim()}`;
  return `${hello} ${visit} ${onDateAtTime(when, country)}.`;
}

/** The short chat greeting on property and client cards: 'Hi Ravi!' or 'Hi Ravi! This is regarding Sea View Flat.' */
export function greetingText(name: string, about?: string): string {
  const hello = name.trim() ? `Hi ${name.trim()}!` : "Hi!";
  const topic = about?.trim();
  return topic ? `${hello} This is regarding ${topic}.` : hello;
}

/** The e-mail body greeting, for the cursor to continue after. */
export function emailGreetingBody(name: string): string {
  const hello = name.trim() ? `Hi ${name.trim()},` : "Hello,";
  return `${hello}\n\nI hope you are doing well.\n\n`;
}

export type CalendarAppointment = WallClock & {
  title: string;
  location: string;
  notes?: string | null;
};

/**
 * A Google Calendar template link for a one-hour event. The appointment's date and time are the
 * agent's wall-clock time in `timeZone` (an IANA name, e.g. the browser's
 * `Intl.DateTimeFormat().resolvedOptions().timeZone`); the link carries them in UTC. Null when
 * the date, time or zone is malformed.
 */
export function googleCalendarLink(
  appointment: CalendarAppointment,
  timeZone: string,
): string | null {
  const start = wallClockToUtc(appointment, timeZone);
  if (!start) {
    return null;
  }
  const end = new Date(start.getTime() + CALENDAR_DURATION_MS);
  const details = appointment.notes?.trim() || CALENDAR_DETAILS_FALLBACK;
  return (
    "https://calendar.google.com/calendar/render?action=TEMPLATE" +
    `&text=${encodeURIComponent(appointment.title)}` +
    `&dates=${compactUtc(start)}/${compactUtc(end)}` +
    `&location=${encodeURIComponent(appointment.location)}` +
    `&details=${encodeURIComponent(details)}`
  );
}

/** 'YYYYMMDDTHHMMSSZ'. */
function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** 'on Sat, 28 Nov 2026 at 4:30 PM'. */
function onDateAtTime(when: WallClock, country: CountryCode): string {
  return `on ${formatLongDate(when.date, country)} at ${formatClockTime(when.time)}`;
}

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, "");
}
