import type { ActivityKind, CallOutcome } from "@shared/domain/activities";
import { requestHeaders } from "@web/lib/api";
import { readStorage, writeStorage } from "@web/lib/local-store";
import { newId } from "@web/lib/new-id";

/** What a contact action logs: its kind and whom or what it was about. */
export type ActivityDraft = {
  kind: ActivityKind;
  clientId?: string | null;
  propertyId?: string | null;
  appointmentId?: string | null;
  text?: string;
  outcome?: CallOutcome | null;
};

export type PendingActivity = ActivityDraft & { id: string; happenedAt: string; userId: string };

const OUTBOX_KEY = "crm_activity_outbox";

/**
 * Keeps a tap in the device's storage before anything is sent, with its own id and the moment
 * it happened: a tap made offline, or while the dialler takes the screen, is sent later and
 * stored once (the server ignores an id it has).
 */
export function enqueueActivity(userId: string, draft: ActivityDraft): PendingActivity {
  const entry = { ...draft, id: newId(), happenedAt: new Date().toISOString(), userId };
  writeOutbox([...readOutbox(), entry]);
  return entry;
}

export function pendingActivities(userId: string): PendingActivity[] {
  return readOutbox().filter((entry) => entry.userId === userId);
}

/**
 * Folds what the agent added later (a call's outcome and note) into a tap still waiting to be
 * sent; false once it has left the device (then the caller PATCHes it instead).
 */
export function amendPending(
  userId: string,
  id: string,
  patch: Pick<ActivityDraft, "text" | "outcome">,
): boolean {
  const entries = readOutbox();
  const entry = entries.find((waiting) => waiting.id === id && waiting.userId === userId);
  if (!entry) {
    return false;
  }
  Object.assign(entry, patch);
  writeOutbox(entries);
  return true;
}

let flushing: Promise<number> | null = null;

/**
 * Sends the user's waiting taps, oldest first, and says how many the server took. Stops at the
 * first that gets no answer (offline) and keeps the rest for the next try; one the server
 * refuses for good (its client deleted since) is dropped. Survives the page being left.
 */
export function flushActivities(userId: string): Promise<number> {
  flushing ??= send(userId).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function send(userId: string): Promise<number> {
  let sent = 0;
  for (const entry of pendingActivities(userId)) {
    const { userId: _owner, ...activity } = entry;
    let status: number;
    try {
      const response = await fetch("/api/activities", {
        method: "POST",
        credentials: "same-origin",
        keepalive: true,
        headers: requestHeaders(true),
        body: JSON.stringify(activity),
      });
      status = response.status;
    } catch {
      return sent;
    }
    if (!isSettled(status)) {
      return sent;
    }
    writeOutbox(readOutbox().filter((waiting) => waiting.id !== entry.id));
    sent += 1;
  }
  return sent;
}

/** Taken, or refused for a reason that trying again will not change. */
function isSettled(status: number): boolean {
  if (status < 400) {
    return true;
  }
  return status < 500 && status !== 401 && status !== 403 && status !== 408 && status !== 429;
}

function readOutbox(): PendingActivity[] {
  try {
    const entries: unknown = JSON.parse(readStorage(OUTBOX_KEY) ?? "[]");
    return Array.isArray(entries) ? (entries as PendingActivity[]) : [];
  } catch {
    return [];
  }
}

function writeOutbox(entries: PendingActivity[]) {
  writeStorage(OUTBOX_KEY, JSON.stringify(entries));
}
