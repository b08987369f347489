import type { AppointmentReminders } from "@shared/schemas/appointment";
import { readStorage, writeStorage } from "@web/lib/local-store";
import { localNow } from "@web/lib/local-time";
import { withToast } from "@web/lib/toast";
import { useSession } from "@web/records/session/get-session";
import { useEffect, useRef } from "react";
import { overdueDescription, upcomingDescription } from "./reminder-texts";

type Reminder = { isOverdue: boolean; title: string; description: string };

/** Where the day the agent was last reminded on this device is kept, per agent. */
export const REMINDED_ON_KEY = "crm_reminded_on";

/**
 * SPEC section 8's reminders, once they are known: today's upcoming appointments, then the
 * overdue follow-up calls. They come once a day per agent and device, not on every visit or
 * save. One toast shows at a time, and a hidden toast's timer still runs, so the second is sent
 * only when the first has gone.
 */
export function useAppointmentReminders(reminders: AppointmentReminders | undefined) {
  const userId = useSession().data?.user.id;
  const isMounted = useRef(false);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!reminders || !userId) {
      return;
    }
    const today = localNow().date;
    const key = `${REMINDED_ON_KEY}:${userId}`;
    if (readStorage(key) === today) {
      return;
    }
    const toasts = reminderToasts(reminders);
    if (toasts.length > 0) {
      writeStorage(key, today);
      showInTurn(toasts, () => isMounted.current);
    }
  }, [reminders, userId]);
}

function reminderToasts({ upcomingToday, overdueFollowUps }: AppointmentReminders): Reminder[] {
  const toasts: Reminder[] = [];
  if (upcomingToday.length > 0) {
    const description = upcomingDescription(upcomingToday);
    toasts.push({ isOverdue: false, title: "Upcoming Appointment Today!", description });
  }
  if (overdueFollowUps > 0) {
    const description = overdueDescription(overdueFollowUps);
    toasts.push({ isOverdue: true, title: "Overdue Follow-ups!", description });
  }
  return toasts;
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
