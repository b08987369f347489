import { overdueFollowUps, todaysUpcoming } from "@shared/domain/appointments";
import type { Appointment } from "@shared/schemas/appointment";
import { localNow } from "@web/lib/local-time";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { overdueDescription, upcomingDescription } from "./reminder-texts";

type Reminder = { isOverdue: boolean; title: string; description: string };

/**
 * SPEC section 8's reminders, once per visit of the page, when its appointments have loaded:
 * today's upcoming ones, then the overdue follow-up calls. One toast shows at a time, and a
 * hidden toast's timer still runs, so the second is sent only when the first has gone.
 */
export function useAppointmentReminders(appointments: readonly Appointment[] | undefined) {
  const hasReminded = useRef(false);
  const isMounted = useRef(false);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!appointments || hasReminded.current) {
      return;
    }
    hasReminded.current = true;
    showInTurn(remindersFor(appointments), () => isMounted.current);
  }, [appointments]);
}

function remindersFor(appointments: readonly Appointment[]): Reminder[] {
  const now = localNow();
  const upcoming = todaysUpcoming(appointments, now);
  const overdue = overdueFollowUps(appointments, now);
  const reminders: Reminder[] = [];
  if (upcoming.length > 0) {
    const description = upcomingDescription(upcoming);
    reminders.push({ isOverdue: false, title: "Upcoming Appointment Today!", description });
  }
  if (overdue.length > 0) {
    const description = overdueDescription(overdue.length);
    reminders.push({ isOverdue: true, title: "Overdue Follow-ups!", description });
  }
  return reminders;
}

/** Shows the first reminder, and the next when it is closed or times out (if still wanted). */
function showInTurn(reminders: readonly Reminder[], isWanted: () => boolean) {
  const [first, ...rest] = reminders;
  if (!first || !isWanted()) {
    return;
  }
  let isDone = false;
  const next = () => {
    if (!isDone) {
      isDone = true;
      showInTurn(rest, isWanted);
    }
  };
  const show = first.isOverdue ? toast.error : toast.info;
  show(first.title, { description: first.description, onDismiss: next, onAutoClose: next });
}
