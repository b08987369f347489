import { overdueFollowUps, todaysUpcoming } from "@shared/domain/appointments";
import type { WallClock } from "@shared/domain/wall-clock";
import type { Appointment } from "@shared/schemas/appointment";
import { useSession } from "@web/features/auth/api/get-session";
import { readStorage, writeStorage } from "@web/lib/local-store";
import { localNow } from "@web/lib/local-time";
import { withToast } from "@web/lib/toast";
import { useEffect, useRef } from "react";
import { overdueDescription, upcomingDescription } from "./reminder-texts";

type Reminder = { isOverdue: boolean; title: string; description: string };

/** Where the day the agent was last reminded on this device is kept, per agent. */
export const REMINDED_ON_KEY = "crm_reminded_on";

/**
 * SPEC section 8's reminders, when the page's appointments have loaded: today's upcoming ones,
 * then the overdue follow-up calls. They come once a day per agent and device, not on every
 * visit or save. One toast shows at a time, and a hidden toast's timer still runs, so the second
 * is sent only when the first has gone.
 */
export function useAppointmentReminders(appointments: readonly Appointment[] | undefined) {
  const userId = useSession().data?.user.id;
  const isMounted = useRef(false);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!appointments || !userId) {
      return;
    }
    const now = localNow();
    const key = `${REMINDED_ON_KEY}:${userId}`;
    if (readStorage(key) === now.date) {
      return;
    }
    const reminders = remindersFor(appointments, now);
    if (reminders.length > 0) {
      writeStorage(key, now.date);
      showInTurn(reminders, () => isMounted.current);
    }
  }, [appointments, userId]);
}

function remindersFor(appointments: readonly Appointment[], now: WallClock): Reminder[] {
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
  withToast((toast) => {
    const show = first.isOverdue ? toast.error : toast.info;
    show(first.title, { description: first.description, onDismiss: next, onAutoClose: next });
  });
}
