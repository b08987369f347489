import type { LeadReceipt } from "@shared/schemas/lead";
import type { RequestClock } from "../../http/request-clock";
import type { LeadToTake } from "./lead-intake.service";

/** Leads one transaction takes at most: a few thousand parameters per statement. */
const LEADS_A_BATCH = 100;

type Write = (userId: string, leads: LeadToTake[], clock: RequestClock) => Promise<LeadReceipt[]>;
type Waiting = {
  lead: LeadToTake;
  clock: RequestClock;
  resolve: (receipt: LeadReceipt) => void;
  reject: (error: unknown) => void;
};

/**
 * A group commit per agent: a lead arriving while the agent's leads are being written waits,
 * and the leads waiting when that write ends are written together, in one transaction (`write`,
 * which places them as if they came one by one). Alone, a lead is written at once; at a portal's
 * burst, the cost of a transaction is shared. Each lead gets its own receipt; when a batch fails,
 * its leads are tried one by one, so that only a lead that fails alone gets an error.
 */
export function leadBatches(write: Write) {
  const queues = new Map<string, Waiting[]>();

  async function writeAll(userId: string, queue: Waiting[]) {
    while (queue.length > 0) {
      const batch = queue.splice(0, LEADS_A_BATCH);
      await writeBatch(userId, batch);
    }
    queues.delete(userId);
  }

  async function writeBatch(userId: string, batch: Waiting[]) {
    const clock = batch.at(-1)?.clock ?? { now: new Date(), browserZone: undefined };
    try {
      const receipts = await write(
        userId,
        batch.map((waiting) => waiting.lead),
        clock,
      );
      batch.forEach((waiting, index) => {
        waiting.resolve(receipts[index] as LeadReceipt);
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const waiting of batch) {
        await writeBatch(userId, [waiting]);
      }
    }
  }

  return function takeLead(userId: string, lead: LeadToTake, clock: RequestClock) {
    return new Promise<LeadReceipt>((resolve, reject) => {
      const queue = queues.get(userId);
      if (queue) {
        queue.push({ lead, clock, resolve, reject });
        return;
      }
      const started = [{ lead, clock, resolve, reject }];
      queues.set(userId, started);
      void writeAll(userId, started);
    });
  };
}
