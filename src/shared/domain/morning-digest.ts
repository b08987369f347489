/**
 * The morning digest e-mail (issue 28): the agent's day from their Today list, as a subject, plain
 * text and HTML. Nothing to say, no e-mail: a day with no appointment, follow-up, new lead or new
 * match gives null.
 */

import { formatClockTime, formatLongDate } from "./date-format";
import type { CountryCode } from "./format";
import { escapeHtml } from "./html";
import type { NewMatchList, NewMatchRow } from "./new-matches";
import { type TodayList, type TodayRow, todayReason } from "./today";

export type DigestInput = {
  today: TodayList;
  newMatches: NewMatchList;
  country: CountryCode;
  /** The app's own address, without a trailing slash: every item links into it. */
  appUrl: string;
  unsubscribeUrl: string;
};

export type Digest = { subject: string; text: string; html: string };

type Item = { text: string; path: string };
type Section = { title: string; items: Item[] };

export function composeMorningDigest(input: DigestInput): Digest | null {
  const { today } = input;
  const appointments = today.sections.today.rows.filter((row) => row.reason === "appointment");
  const due = today.sections.today.rows.filter((row) => row.reason === "follow-up");
  const overdue = today.sections.overdue.rows;
  const leads = today.sections.newLeads.rows;
  const matches = input.newMatches.rows;
  const sections: Section[] = [
    { title: "Appointments today", items: appointments.map(appointmentItem) },
    { title: "Follow-ups due", items: due.map(followUpItem) },
    { title: "Overdue", items: overdue.map(followUpItem) },
    { title: "New leads", items: leads.map(followUpItem) },
    { title: "New matches", items: matches.map(newMatchItem) },
  ].filter((section) => section.items.length > 0);
  if (sections.length === 0) {
    return null;
  }
  const counts = [
    counted(appointments.length, "appointment"),
    counted(due.length + overdue.length, "follow-up"),
    counted(leads.length, "new lead"),
    counted(matches.length, "new match", "new matches"),
  ].filter((count) => count !== null);
  const heading = `Your day, ${formatLongDate(today.date, input.country)}`;
  return {
    subject: `Your day: ${counts.join(", ")}`,
    text: plainText(heading, sections, input),
    html: html(heading, sections, input),
  };
}

function appointmentItem(row: TodayRow): Item {
  if (row.reason !== "appointment") {
    return followUpItem(row);
  }
  const who = row.client ? ` with ${clientName(row)}` : "";
  return {
    text: `${formatClockTime(row.appointment.time)}: ${row.appointment.title}${who}`,
    path: `/appointments/${row.appointment.id}`,
  };
}

/** A follow-up, or a 'Follow up call' appointment past due: who, and why it is on the list. */
function followUpItem(row: TodayRow): Item {
  const note = row.reason === "follow-up" && row.note ? ` (${row.note})` : "";
  if (row.reason === "appointment") {
    const who = row.client ? `${clientName(row)}: ` : "";
    return {
      text: `${who}${todayReason(row)}${note}`,
      path: `/appointments/${row.appointment.id}`,
    };
  }
  return {
    text: `${clientName(row)}: ${todayReason(row)}${note}`,
    path: `/clients/${row.client.id}`,
  };
}

function newMatchItem(match: NewMatchRow): Item {
  const client = `${match.client.title} ${match.client.name}`.trim();
  return {
    text: `${client}: ${match.property.title} (${match.score}% match)`,
    path: `/clients/${match.client.id}`,
  };
}

function clientName(row: TodayRow): string {
  return row.client ? `${row.client.title} ${row.client.name}`.trim() : "";
}

function counted(count: number, noun: string, plural = `${noun}s`): string | null {
  return count === 0 ? null : `${count} ${count === 1 ? noun : plural}`;
}

function plainText(heading: string, sections: Section[], input: DigestInput): string {
  const body = sections.map(
    (section) =>
      `${section.title}\n${section.items.map((item) => `- ${item.text}\n  ${input.appUrl}${item.path}`).join("\n")}`,
  );
  return [
    heading,
    ...body,
    `Open your Today list: ${input.appUrl}/today`,
    `You get this e-mail because Morning e-mail is on in Settings. Unsubscribe: ${input.unsubscribeUrl}`,
  ].join("\n\n");
}

function html(heading: string, sections: Section[], input: DigestInput): string {
  const link = (path: string, text: string) =>
    `<a href="${escapeHtml(input.appUrl + path)}" style="color:#1d4ed8">${escapeHtml(text)}</a>`;
  const body = sections
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>\n<ul style="padding-left:20px;margin:0">${section.items
          .map((item) => `<li style="margin:4px 0">${link(item.path, item.text)}</li>`)
          .join("")}</ul>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>
${body}
<p style="margin:24px 0">${link("/today", "Open your Today list")}</p>
<p style="font-size:12px;color:#6b7280">You get this e-mail because Morning e-mail is on in Settings. <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a></p>
</body></html>`;
}
