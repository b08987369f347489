import { expect, test } from "vitest";
import { DEFAULT_SETTINGS } from "../domain/format";
import { parseSettings, settingsSchema } from "./settings";

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
])("falls back to the defaults for %j", (stored) => {
  expect(parseSettings(stored)).toEqual(DEFAULT_SETTINGS);
});

test.each([
  ["US", "", "$"],
  ["GB", "   ", "£"],
  ["AE", undefined, "AED"],
  ["IN", "", "₹"],
])("a blank currency symbol for %s is the country's own", (country, currencySymbol, expected) => {
  const parsed = settingsSchema.parse({ country, currencySymbol, numberSystem: "western" });
  expect(parsed.currencySymbol).toBe(expected);
});

test("the settings form gets a human message for a symbol that is too long", () => {
  const result = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, currencySymbol: "123456789" });
  expect(result.error?.issues.map((i) => i.message)).toEqual([
    "Currency symbol must be at most 8 characters",
  ]);
});
