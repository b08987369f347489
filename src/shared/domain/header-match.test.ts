import { expect, test } from "vitest";
import { distance, matchHeader } from "./header-match";

const WORDS = new Map([
  ["location", "location"],
  ["area", "location"],
  ["areasqft", "builtUpArea"],
  ["acres", "landSizeAcres"],
  ["mobile", "phone"],
  ["budget", "budget"],
  ["rate", "pricePerSqft"],
  ["rent", "price"],
]);

test.each([
  ["Location", "location"],
  [" LOCATION ", "location"],
  ["Area (sqft)", "builtUpArea"],
  ["Budget (Rs)", "budget"],
  ["Budget [INR]", "budget"],
  ["Budget in ₹", "budget"],
  ["Loaction", "location"],
  ["Locaton", "location"],
  ["Moblie", "phone"],
  ["Budegt", "budget"],
  ["Rant", null],
  ["Areas", "location"],
  ["Acre", null],
  ["Birthday", null],
  ["", null],
])("matchHeader(%j) is %j", (header, field) => {
  expect(matchHeader(header, WORDS)).toBe(field);
});

test.each([
  ["location", "location", 0],
  ["loaction", "location", 1],
  ["locaton", "location", 1],
  ["locations", "location", 1],
  ["budget", "budegt", 1],
  ["kitten", "sitting", 3],
  ["", "abc", 3],
])("distance(%j, %j) is %i", (a, b, expected) => {
  expect(distance(a, b)).toBe(expected);
  expect(distance(b, a)).toBe(expected);
});
