/** The agent's appointments as a calendar: the subscription feed's address and the events' texts (issue 14). */

export const CALENDAR_NAME = "Estate CRM appointments";

/** `https://crm.example.com/api/calendar/<token>.ics` */
export function feedUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/api/calendar/${token}.ics`;
}

/** The same address with the `webcal:` scheme, which calendar apps open as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, "webcal://");
}

/** Google Calendar's 'add by URL' page, with the feed filled in. */
export function googleSubscribeLink(url: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(url))}`;
}

/** `https://crm.example.com/properties/<id>` */
export function propertyLink(origin: string, propertyId: string): string {
  return `${origin.replace(/\/$/, "")}/properties/${propertyId}`;
}

/** `sea-view-visit.ics`: the title in lower-case letters, digits and dashes. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || "appointment"}.ics`;
}

export type EventDetails = {
  process: string;
  status: string;
  notes: string;
  client: { name: string; phone: string } | null;
  property: { id: string; title: string } | null;
};

/** Missed and completed visits say so: calendars have no such status of their own. */
const STATUS_LINES: Readonly<Record<string, string>> = {
  missed: "Status: missed",
  completed: "Status: completed",
};

/**
 * The event's DESCRIPTION: its process, status when it is over, the client to call, the
 * property with its link, then the agent's notes.
 */
export function eventDescription(details: EventDetails, origin: string): string {
  const { process, status, notes, client, property } = details;
  const lines = [
    `Process: ${process}`,
    STATUS_LINES[status],
    client && `Client: ${[client.name, client.phone.trim()].filter(Boolean).join(", ")}`,
    property && `Property: ${property.title} ${propertyLink(origin, property.id)}`,
  ].filter((line): line is string => Boolean(line));
  const note = notes.trim();
  return note ? [...lines, "", note].join("\n") : lines.join("\n");
}

/** Scheduled and rescheduled visits are on; missed and completed ones have happened (or not). */
export function isConfirmed(status: string): boolean {
  return status === "scheduled" || status === "rescheduled";
}
