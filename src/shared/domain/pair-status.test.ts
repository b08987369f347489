import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { advancePair, PAIR_STATUSES, type PairStatus } from "./pair-status";

describe("a pair moved on by the app", () => {
  test.each<[PairStatus, PairStatus, PairStatus]>([
    ["suggested", "sent", "sent"],
    ["interested", "sent", "interested"],
    ["sent", "visit-booked", "visit-booked"],
    ["visited", "visit-booked", "visited"],
    ["closed", "visited", "closed"],
    ["not-suitable", "sent", "not-suitable"],
    ["not-suitable", "visit-booked", "not-suitable"],
    ["sent", "not-suitable", "sent"],
  ])("%s then %s: %s", (current, next, result) => {
    expect(advancePair(current, next)).toBe(result);
  });

  test.each<[PairStatus, PairStatus, PairStatus]>([
    ["sent", "not-suitable", "not-suitable"],
    ["interested", "not-suitable", "not-suitable"],
    ["visit-booked", "not-suitable", "visit-booked"],
    ["not-suitable", "interested", "interested"],
    ["sent", "interested", "interested"],
    ["visited", "interested", "visited"],
  ])("the client's answer on %s, %s: %s", (current, next, result) => {
    expect(advancePair(current, next, { isClientAnswer: true })).toBe(result);
  });

  test("never moves backwards along the way to a deal", () => {
    const onTheWay: PairStatus[] = PAIR_STATUSES.filter((status) => status !== "not-suitable");
    fc.assert(
      fc.property(fc.constantFrom(...onTheWay), fc.constantFrom(...onTheWay), (current, next) => {
        const result = advancePair(current, next);
        expect(onTheWay.indexOf(result)).toBeGreaterThanOrEqual(onTheWay.indexOf(current));
      }),
    );
  });
});
