import type { CountryCode } from "@shared/domain/format";
import type { LeadReceipt } from "@shared/schemas/lead";
import { describe, expect, test } from "vitest";
import { HttpError } from "../../http/errors";
import type { RequestClock } from "../../http/request-clock";
import { leadBatches } from "./lead-batches";
import type { Arrived, LeadToTake } from "./lead-intake.service";

const clock: RequestClock = { now: new Date("2026-11-27T10:00:00Z"), browserZone: undefined };
const lead = (name: string) => ({ client: { name }, message: "" }) as LeadToTake;
const leadOf = (name: string) => () => ({ ok: true as const, lead: lead(name) });
const receiptOf = (lead: LeadToTake) => ({ id: lead.client.name, created: true });

/** A database that takes a turn of the event loop before each transaction, as a real one does. */
function fakeWrites(fails: (names: string[]) => boolean = () => false) {
  const batches: string[][] = [];
  const write = async (
    _userId: string,
    arrived: (country: CountryCode) => Arrived,
  ): Promise<LeadReceipt[]> => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    const { leads } = arrived("IN");
    const names = leads.map((lead) => lead.client.name);
    batches.push(names);
    if (fails(names)) {
      throw new Error(`refused ${names.join(", ")}`);
    }
    return leads.map(receiptOf);
  };
  return { batches, write };
}

describe("leadBatches", () => {
  test("writes a lead that comes alone by itself", async () => {
    const { batches, write } = fakeWrites();
    const take = leadBatches(write);
    expect(await take("agent", leadOf("a"), clock)).toEqual({ id: "a", created: true });
    expect(await take("agent", leadOf("b"), clock)).toEqual({ id: "b", created: true });
    expect(batches).toEqual([["a"], ["b"]]);
  });

  test("writes the leads arriving while a write waits for the database with it", async () => {
    const { batches, write } = fakeWrites();
    const take = leadBatches(write);
    const first = take("agent", leadOf("a"), clock);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = ["b", "c", "d"].map((name) => take("agent", leadOf(name), clock));
    expect(await Promise.all([first, ...rest])).toEqual(
      ["a", "b", "c", "d"].map((id) => ({ id, created: true })),
    );
    expect(batches).toEqual([["a", "b", "c", "d"]]);
  });

  test("keeps each agent's leads apart", async () => {
    const { batches, write } = fakeWrites();
    const take = leadBatches(write);
    await Promise.all([take("one", leadOf("a"), clock), take("two", leadOf("b"), clock)]);
    expect(batches).toEqual([["a"], ["b"]]);
  });

  test("refuses a lead it cannot read with 400 and writes the others", async () => {
    const { batches, write } = fakeWrites();
    const take = leadBatches(write);
    const unreadable = () => ({ ok: false as const, problem: "A lead needs a phone number" });
    const answers = await Promise.allSettled([
      take("agent", leadOf("a"), clock),
      take("agent", unreadable, clock),
      take("agent", leadOf("c"), clock),
    ]);
    expect(answers[1]).toEqual({
      status: "rejected",
      reason: new HttpError(400, "A lead needs a phone number"),
    });
    expect(answers[2]).toEqual({ status: "fulfilled", value: { id: "c", created: true } });
    expect(batches).toEqual([["a", "c"]]);
  });

  test("after a failed batch, tries its leads one by one: only the failing one gets the error", async () => {
    const { batches, write } = fakeWrites((names) => names.includes("bad"));
    const take = leadBatches(write);
    const answers = await Promise.allSettled(
      ["a", "bad", "c"].map((name) => take("agent", leadOf(name), clock)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(batches).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });

  test("fails the waiting leads when the database cannot be reached, and takes the next ones", async () => {
    let isDown = true;
    const take = leadBatches(async (_userId, arrived) => {
      if (isDown) {
        throw new Error("database unreachable");
      }
      return arrived("IN").leads.map(receiptOf);
    });
    await expect(take("agent", leadOf("a"), clock)).rejects.toThrow("database unreachable");
    isDown = false;
    expect(await take("agent", leadOf("b"), clock)).toEqual({ id: "b", created: true });
  });
});
