import { type ActivityKind, LOGGABLE_KINDS } from "@shared/domain/activities";
import type { Activity } from "@shared/schemas/activity";
import {
  CalendarIcon,
  CalendarPlusIcon,
  CombineIcon,
  DownloadIcon,
  EyeIcon,
  InboxIcon,
  type LucideIcon,
  MailIcon,
  MessageCircleIcon,
  MessageSquareReplyIcon,
  PhoneIcon,
  RefreshCwIcon,
  SendIcon,
  Share2Icon,
  StickyNoteIcon,
} from "lucide-react";

export const ACTIVITY_ICONS: Readonly<Record<ActivityKind, LucideIcon>> = {
  call: PhoneIcon,
  whatsapp: MessageCircleIcon,
  email: MailIcon,
  note: StickyNoteIcon,
  appointment: CalendarIcon,
  "listing-shared": Share2Icon,
  "matches-sent": SendIcon,
  "status-changed": RefreshCwIcon,
  imported: DownloadIcon,
  "shortlist-viewed": EyeIcon,
  "client-answer": MessageSquareReplyIcon,
  "visit-request": CalendarPlusIcon,
  enquiry: InboxIcon,
  merged: CombineIcon,
};

const LOGGABLE: ReadonlySet<ActivityKind> = new Set(LOGGABLE_KINDS);

/**
 * The agent's own entries (notes, taps, hand-logged ones) may be edited and deleted; what the
 * app recorded of an appointment, a share or a status change stays as it happened.
 */
export function isEditable(activity: Activity): boolean {
  if (!LOGGABLE.has(activity.kind)) {
    return false;
  }
  return !(activity.kind === "appointment" && activity.appointmentId !== null);
}

const RELATIVE = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const EXACT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago'. */
export function relativeWhen(at: Date, now = new Date()): string {
  let amount = (at.getTime() - now.getTime()) / 1000;
  if (Math.abs(amount) < 45) {
    return "just now";
  }
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) {
      return RELATIVE.format(Math.trunc(amount), unit);
    }
    amount /= size;
  }
  return EXACT.format(at);
}

/** The full date and time, for the row's title and its `<time>`. */
export function exactWhen(at: Date): string {
  return EXACT.format(at);
}
