import { expect, test } from "vitest";
import { DEFAULT_SETTINGS } from "./format";
import { parseSettings } from "./settings";

test.each([
  [{ country: "US", currencySymbol: "$", numberSystem: "western" }],
  [{ country: "IN", currencySymbol: "Rs", numberSystem: "indian" }],
  [{ country: "AE", currencySymbol: "AED", numberSystem: "western" }],
])("keeps valid stored settings %j", (stored) => {
  expect(parseSettings(stored)).toEqual(stored);
});

test.each([
  [undefined],
  [null],
  ["garbage"],
  [{ country: "FR", currencySymbol: "€", numberSystem: "western" }],
  [{ country: "US", currencySymbol: "$", numberSystem: "roman" }],
  [{ country: "US", currencySymbol: 5, numberSystem: "western" }],
  [{ country: "US", currencySymbol: "123456789", numberSystem: "western" }],
])("falls back to the defaults for %j", (stored) => {
  expect(parseSettings(stored)).toEqual(DEFAULT_SETTINGS);
});

test.each([
  ["US", "", "$"],
  ["GB", "   ", "£"],
  ["AE", undefined, "AED"],
  ["IN", "", "₹"],
])("a blank currency symbol for %s is the country's own", (country, currencySymbol, expected) => {
  const parsed = parseSettings({ country, currencySymbol, numberSystem: "western" });
  expect(parsed.currencySymbol).toBe(expected);
});

test("a currency symbol is kept trimmed", () => {
  expect(parseSettings({ ...DEFAULT_SETTINGS, currencySymbol: " Rs " }).currencySymbol).toBe("Rs");
});
