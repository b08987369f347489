import { describe, expect, test } from "vitest";
import { newLeadsBySource } from "./new-leads";

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
