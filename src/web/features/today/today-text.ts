import { ACTIVITY_KIND_LABELS, CALL_OUTCOME_LABELS } from "@shared/domain/activities";
import { formatClockTime } from "@shared/domain/date-format";
import { lastContactText } from "@shared/domain/follow-ups";
import type { LastActivity, TodayRow } from "@shared/domain/today";
import { wallClockAt } from "@shared/domain/wall-clock";

/**
 * The row's latest activity as one line: 'Call · 3 days ago · No answer', 'Note · Today ·
 * Follow-up done'; days counted in the agent's time zone, as the server counted the list.
 */
export function lastActivityText(
  activity: LastActivity | null,
  today: string,
  timeZone: string,
): string {
  if (!activity) {
    return "No activity yet";
  }
  const day = wallClockAt(new Date(activity.happenedAt), timeZone).date;
  const detail = activity.outcome ? CALL_OUTCOME_LABELS[activity.outcome] : activity.text;
  return [ACTIVITY_KIND_LABELS[activity.kind], lastContactText(day, today), detail]
    .filter((part) => part !== "")
    .join(" · ");
}

/** Who the row is about: the client's name, else (an appointment with no client) its title. */
export function rowName(row: TodayRow): string {
  if (row.client) {
    return [row.client.title, row.client.name].filter(Boolean).join(" ");
  }
  return row.reason === "appointment" ? row.appointment.title : "";
}

/** Where tapping the row goes: the client, or an appointment with no client. */
export function rowLink(row: TodayRow): string {
  if (row.client) {
    return `/clients/${row.client.id}`;
  }
  return row.reason === "appointment" ? `/appointments/${row.appointment.id}` : "/clients";
}

/** A follow-up's own words beside the reason: its time and note ('4:30 PM · Send the brochure'). */
export function rowNote(row: TodayRow): string {
  if (row.reason !== "follow-up") {
    return "";
  }
  return [row.time ? formatClockTime(row.time) : "", row.note].filter(Boolean).join(" · ");
}
