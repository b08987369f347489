import { dayAfterChoice } from "@shared/domain/follow-ups";
import { wallClockAt } from "@shared/domain/wall-clock";
import type { FollowUpDone, FollowUpSnooze } from "@shared/schemas/follow-up";
import { and, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/db";
import { clients } from "../../db/schema/clients";
import { found } from "../../http/found";
import type { RequestClock } from "../../http/request-clock";
import { logActivities } from "./activity-log";
import { agentTimeZone } from "./agent-time-zone";

const { userId: _owner, ...clientColumns } = getTableColumns(clients);

/**
 * 'Done': the follow-up was made. It is logged as a contact, so the client's cadence sets the
 * next one from today; without a cadence none is left.
 */
export async function completeFollowUp(
  db: Db,
  userId: string,
  clientId: string,
  { note }: FollowUpDone,
  clock: RequestClock,
) {
  return db.transaction(async (tx) => {
    await setFollowUp(tx, userId, clientId, {
      nextFollowUpDate: null,
      nextFollowUpTime: null,
      nextFollowUpNote: "",
    });
    const text = note === "" ? "Follow-up done" : `Follow-up done: ${note}`;
    await logActivities(tx, userId, [{ kind: "note", text, clientId, isContact: true }], clock);
    return getClientRow(tx, userId, clientId);
  });
}

/** 'Snooze': the follow-up moves to tomorrow or next week, its time and note kept. */
export async function snoozeFollowUp(
  db: Db,
  userId: string,
  clientId: string,
  { until }: FollowUpSnooze,
  { now, browserZone }: RequestClock,
) {
  const timeZone = await agentTimeZone(db, userId, browserZone);
  const today = wallClockAt(now, timeZone).date;
  return setFollowUp(db, userId, clientId, { nextFollowUpDate: dayAfterChoice(today, until) });
}

async function setFollowUp(
  db: Db,
  userId: string,
  clientId: string,
  change: Partial<
    Pick<typeof clients.$inferInsert, "nextFollowUpDate" | "nextFollowUpTime" | "nextFollowUpNote">
  >,
) {
  return found(
    await db
      .update(clients)
      .set(change)
      .where(and(eq(clients.userId, userId), eq(clients.id, clientId)))
      .returning(clientColumns),
    "Client",
  );
}

async function getClientRow(db: Db, userId: string, clientId: string) {
  return found(
    await db
      .select(clientColumns)
      .from(clients)
      .where(and(eq(clients.userId, userId), eq(clients.id, clientId))),
    "Client",
  );
}
