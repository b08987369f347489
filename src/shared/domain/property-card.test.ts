import { describe, expect, it } from "vitest";
import { cardAreaText, purposeLabel } from "./property-card";

describe("cardAreaText", () => {
  it.each([
    { builtUpArea: 1250, landSizeSqft: null, system: "western", text: "1,250 sqft" },
    { builtUpArea: 125000, landSizeSqft: 9, system: "indian", text: "1,25,000 sqft" },
    { builtUpArea: null, landSizeSqft: 2400, system: "western", text: "2,400 sqft" },
    { builtUpArea: null, landSizeSqft: null, system: "indian", text: null },
  ] as const)("$builtUpArea / $landSizeSqft ($system) → $text", ({ system, text, ...area }) => {
    expect(cardAreaText(area, system)).toBe(text);
  });
});

describe("purposeLabel", () => {
  it.each([
    ["sale", "For sale"],
    ["rent", "For rent"],
    ["joint development", "For joint development"],
  ])("%s → %s", (purpose, label) => {
    expect(purposeLabel(purpose)).toBe(label);
  });
});
