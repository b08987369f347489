import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./list-cursor";

describe("list cursors", () => {
  it("read back the parts they were made of", () => {
    const parts = ["2026-11-23T19:35:27.123456Z", "0b6f2a4e-8c1d-4e5f-9a7b-3c2d1e0f9a8b"];
    expect(decodeCursor(encodeCursor(parts))).toEqual(parts);
  });

  it("are URL-safe and unpadded", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary-ascii" })), (parts) => {
        const cursor = encodeCursor(parts);
        expect(cursor).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeCursor(cursor)).toEqual(parts);
      }),
    );
  });

  it.each([
    ["", "empty"],
    ["not a cursor!", "outside base64url"],
    [btoa("{not json"), "not JSON"],
    [encodeCursorOf({ at: "2026-01-01" }), "not an array"],
    [encodeCursorOf(["2026-01-01", 7]), "a part that is not text"],
  ])("refuses %j (%s)", (cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });
});

function encodeCursorOf(value: unknown): string {
  return btoa(JSON.stringify(value)).replaceAll("=", "");
}
