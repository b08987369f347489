/**
 * What the agent did with a client or a listing: the activity timeline's kinds and outcomes
 * (docs/decisions/026-the-agents-day.md).
 */

import { capitalize } from "./capitalize";

export const ACTIVITY_KINDS = [
  "call",
  "whatsapp",
  "email",
  "note",
  "appointment",
  "listing-shared",
  "matches-sent",
  "status-changed",
  "imported",
  "shortlist-viewed",
  "client-answer",
  "visit-request",
  "enquiry",
  "merged",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Readonly<Record<ActivityKind, string>> = {
  call: "Call",
  whatsapp: "WhatsApp",
  email: "Email",
  note: "Note",
  appointment: "Appointment",
  "listing-shared": "Listing shared",
  "matches-sent": "Matches sent",
  "status-changed": "Status changed",
  imported: "Imported",
  "shortlist-viewed": "Viewed shortlist",
  "client-answer": "Client answer",
  "visit-request": "Visit request",
  enquiry: "Enquiry",
  merged: "Merged",
};

/** What the agent may log by hand ('Log activity'); the rest the app logs by itself. */
export const LOGGABLE_KINDS = [
  "call",
  "whatsapp",
  "email",
  "note",
  "appointment",
] as const satisfies readonly ActivityKind[];

export const CALL_OUTCOMES = ["connected", "no-answer", "busy", "wrong-number"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Readonly<Record<CallOutcome, string>> = {
  connected: "Connected",
  "no-answer": "No answer",
  busy: "Busy",
  "wrong-number": "Wrong number",
};

/**
 * The kinds that reach the client: they set 'Last contact' and restart the follow-up cadence.
 * A call counts whatever its outcome: an unanswered call is still the agent's latest try.
 */
const CONTACT_KINDS: ReadonlySet<ActivityKind> = new Set([
  "call",
  "whatsapp",
  "email",
  "appointment",
  "listing-shared",
  "matches-sent",
]);

export function isContact(kind: ActivityKind): boolean {
  return CONTACT_KINDS.has(kind);
}

/** The text of a status change, e.g. 'Potential → Active'. */
export function statusChangeText(from: string, to: string): string {
  return `${capitalize(from)} → ${capitalize(to)}`;
}
