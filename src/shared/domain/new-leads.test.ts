import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { leadStamps, newLeadsAmongNewest, newLeadsBySource } from "./new-leads";

const NOW = new Date("2026-11-27T10:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe("new leads by source", () => {
  test.each([
    [[], { total: 0, bySource: [] }],
    [
      [
        { createdAt: daysAgo(1), source: "Facebook" },
        { createdAt: daysAgo(2).toISOString(), source: "facebook" },
        { createdAt: daysAgo(29), source: "Walk-in" },
        { createdAt: daysAgo(3), source: null },
        { createdAt: daysAgo(31), source: "Facebook" },
      ],
      {
        total: 4,
        bySource: [
          { source: "Facebook", count: 2 },
          { source: "Not set", count: 1 },
          { source: "Walk-in", count: 1 },
        ],
      },
    ],
  ])("counts %j", (clients, expected) => {
    expect(newLeadsBySource(clients, NOW)).toEqual(expected);
  });
});

describe("new leads among the newest", () => {
  test("are what newLeadsBySource counts over the whole newest-first list, at any instant", () => {
    const sources = fc.constantFrom("Facebook", "facebook", "Walk-in", null, " ");
    const client = fc.record({ hoursAgo: fc.integer({ min: 0, max: 60 * 24 }), source: sources });
    fc.assert(
      fc.property(fc.array(client), fc.integer({ min: -48, max: 48 }), (clients, hours) => {
        const newestFirst = clients
          .map(({ hoursAgo, source }) => ({
            createdAt: new Date(NOW.getTime() - hoursAgo * 3_600_000),
            source,
          }))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        const at = new Date(NOW.getTime() + hours * 3_600_000);
        expect(newLeadsAmongNewest(leadStamps(newestFirst), at)).toEqual(
          newLeadsBySource(newestFirst, at),
        );
      }),
    );
  });
});
