import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { partitionPoint } from "./partition-point";

describe("partitionPoint", () => {
  test.each([
    [[], 5, 0],
    [[1, 2, 3], 0, 0],
    [[1, 2, 3], 2, 1],
    [[1, 2, 2, 2, 3], 2, 1],
    [[1, 2, 3], 4, 3],
  ])("in %j, the first item not below %d is at %d", (list, threshold, index) => {
    expect(partitionPoint(list, (item) => item < threshold)).toBe(index);
  });

  test("finds what a scan from the start finds, in any sorted list", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 })), fc.integer(), (items, threshold) => {
        const sorted = [...items].sort((a, b) => a - b);
        const scanned = sorted.findIndex((item) => item >= threshold);
        expect(partitionPoint(sorted, (item) => item < threshold)).toBe(
          scanned === -1 ? sorted.length : scanned,
        );
      }),
    );
  });
});
