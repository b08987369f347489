import type { CountryCode } from "@shared/domain/format";
import type { LeadReading } from "@shared/domain/lead-payload";
import type { LeadReceipt } from "@shared/schemas/lead";
import { HttpError } from "../../http/errors";
import type { RequestClock } from "../../http/request-clock";
import type { Arrived } from "./lead-intake.service";

/** Leads one transaction takes at most: a few thousand parameters per statement. */
const LEADS_A_BATCH = 100;

/**
 * Writes the leads `arrived` gives, read with the agent's country; it calls `arrived` once the
 * database is ready to take them.
 */
type Write = (userId: string, arrived: (country: CountryCode) => Arrived) => Promise<LeadReceipt[]>;
/** A lead as sent, read once the agent's country is known (the phone's default region). */
type Read = (country: CountryCode) => LeadReading;
type Waiting = {
  read: Read;
  clock: RequestClock;
  resolve: (receipt: LeadReceipt) => void;
  reject: (error: unknown) => void;
};

/**
 * A group commit per agent: the agent's leads are written one transaction after the other, each
 * taking every lead that arrived before it began (`write`, which places them as if they came one
 * by one). Alone, a lead is written at once; in a portal's burst, the leads that arrive while one
 * transaction writes or waits for the database share the next, and one read of the agent's
 * country. A lead that cannot be read is refused (400) and the others go on. Each lead gets its
 * own receipt; when a batch fails, its leads are tried one by one, so that only a lead that fails
 * alone gets an error.
 */
export function leadBatches(write: Write) {
  const queues = new Map<string, Waiting[]>();

  async function writeAll(userId: string, queue: Waiting[]) {
    while (queue.length > 0) {
      // PGlite answers without I/O, so a request runs to its end in one go: yielding once lets
      // the requests already received reach the queue and share this transaction.
      await new Promise((resolve) => setImmediate(resolve));
      await writeBatch(userId, queue, LEADS_A_BATCH);
    }
    queues.delete(userId);
  }

  async function writeBatch(userId: string, queue: Waiting[], most: number) {
    let batch: Waiting[] = [];
    const arrived = (country: CountryCode) => {
      const taken = queue.splice(0, most);
      const leads = taken.flatMap((waiting) => {
        const reading = waiting.read(country);
        if (!reading.ok) {
          waiting.reject(new HttpError(400, reading.problem));
          return [];
        }
        batch.push(waiting);
        return [reading.lead];
      });
      return { leads, clock: newestClock(taken) };
    };
    try {
      const receipts = await write(userId, arrived);
      batch.forEach((waiting, index) => {
        waiting.resolve(receipts[index] as LeadReceipt);
      });
    } catch (error) {
      // Failed before it took any (the database unreachable): the leads waiting fail with it.
      const failed = batch.length > 0 ? batch : queue.splice(0, most);
      batch = [];
      if (failed.length === 1) {
        failed[0]?.reject(error);
        return;
      }
      for (const waiting of failed) {
        await writeBatch(userId, [waiting], 1);
      }
    }
  }

  return function takeLead(userId: string, read: Read, clock: RequestClock) {
    return new Promise<LeadReceipt>((resolve, reject) => {
      const waiting = { read, clock, resolve, reject };
      const queue = queues.get(userId);
      if (queue) {
        queue.push(waiting);
        return;
      }
      queues.set(userId, [waiting]);
      void writeAll(userId, queues.get(userId) ?? []);
    });
  };
}

function newestClock(batch: Waiting[]): RequestClock {
  return batch.at(-1)?.clock ?? { now: new Date(), browserZone: undefined };
}
