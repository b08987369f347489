/** What the notifications of issue 28 say: the thing they are about, named. */
import { formatClockTime } from "./date-format";

/** Names shown before '… and N more'. */
const NAMES_SHOWN = 2;

/** 'Property Visit with Meera Kapoor at 4:30 PM — Sea Breeze 3BHK', leaving out what it lacks. */
export function appointmentReminderText(appointment: {
  process: string;
  time: string;
  clientName?: string | null;
  propertyTitle?: string | null;
}): string {
  const client = appointment.clientName?.trim();
  const listing = appointment.propertyTitle?.trim();
  const who = client ? ` with ${client}` : "";
  const what = listing ? ` — ${listing}` : "";
  return `${appointment.process}${who} at ${formatClockTime(appointment.time)}${what}`;
}

export const FOLLOW_UPS_TITLE = "Follow-ups due today";

/** '5 clients to follow up: Meera Kapoor, Ravi Kumar and 3 more'; null when none is due. */
export function followUpsText(names: readonly string[], count = names.length): string | null {
  if (count === 0) {
    return null;
  }
  const shown = names.slice(0, count > NAMES_SHOWN + 1 ? NAMES_SHOWN : count);
  const rest = count - shown.length;
  const list =
    rest > 0
      ? `${shown.join(", ")} and ${rest} more`
      : shown.length > 1
        ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`
        : (shown[0] ?? "");
  return `${count} ${count === 1 ? "client" : "clients"} to follow up: ${list}`;
}
