import fc from "fast-check";
import { expect, test } from "vitest";
import { addLocation, normalizeLocations, removeLocation } from "./locations";

test.each([
  [[], "Bandra", ["Bandra"]],
  [["Bandra"], "  Andheri ", ["Bandra", "Andheri"]],
  [["Bandra"], "", ["Bandra"]],
  [["Bandra"], "   ", ["Bandra"]],
  [["Bandra"], "Bandra", ["Bandra"]],
  [["Bandra"], " bandra ", ["Bandra"]],
])("addLocation(%j, %j) is %j", (list, entry, expected) => {
  expect(addLocation(list, entry)).toEqual(expected);
});

test("removeLocation drops the entry", () => {
  expect(removeLocation(["Bandra", "Andheri"], "Bandra")).toEqual(["Andheri"]);
});

test("normalizeLocations trims, drops blanks and duplicates, keeps order", () => {
  expect(normalizeLocations([" Pune", "", "Mumbai ", "PUNE", "  "])).toEqual(["Pune", "Mumbai"]);
});

test("normalizing is idempotent and leaves no blanks or case-duplicates", () => {
  fc.assert(
    fc.property(fc.array(fc.string()), (list) => {
      const once = normalizeLocations(list);
      expect(normalizeLocations(once)).toEqual(once);
      expect(once.every((l) => l === l.trim() && l !== "")).toBe(true);
      expect(new Set(once.map((l) => l.toLowerCase())).size).toBe(once.length);
    }),
  );
});
