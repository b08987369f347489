import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  CLIENT_PROPERTY_TYPES,
  CLIENT_PURPOSES,
  PROPERTY_PURPOSES,
  PROPERTY_STATUSES,
} from "./catalogue";
import { DEFAULT_SETTINGS, settingsForCountry } from "./format";
import { type MatchBreakdown, matchBreakdown } from "./match-breakdown";
import { type MatchableClient, type MatchableProperty, matchScore } from "./matching";

const flat: MatchableProperty = {
  status: "available",
  purpose: "sale",
  price: 8_500_000,
  subType: "Apartment / Flat",
  location: "Bandra West, Mumbai",
};
const buyer: MatchableClient = {
  purpose: "to-buy",
  budget: 9_200_000,
  propertyTypes: ["Apartment / Flat"],
  locations: ["Andheri", " Juhu "],
};
const p = (over: Partial<MatchableProperty>): MatchableProperty => ({ ...flat, ...over });
const c = (over: Partial<MatchableClient>): MatchableClient => ({ ...buyer, ...over });
const texts = (breakdown: MatchBreakdown) => breakdown.factors.map((factor) => factor.text);

describe("matchBreakdown", () => {
  test("the issue's example: each factor with its weight, result and text", () => {
    const breakdown = matchBreakdown(flat, buyer, DEFAULT_SETTINGS);
    expect(breakdown.factors).toEqual([
      {
        key: "budget",
        label: "Budget",
        weight: 0.5,
        result: expect.closeTo(8_500_000 / 9_200_000, 12),
        text: "Budget 92% — ₹ 85,00,000 of ₹ 92,00,000",
      },
      { key: "type", label: "Type", weight: 0.3, result: 1, text: "Type ✓ Apartment / Flat" },
      {
        key: "location",
        label: "Location",
        weight: 0.2,
        result: 0,
        text: "Location ✗ wants Andheri, Juhu",
      },
      { key: "purpose", label: "Purpose", weight: 0, result: 1, text: "Purpose ✓ to buy / sale" },
    ]);
    expect(breakdown.score).toBe(matchScore(flat, buyer));
    expect(breakdown.overBudgetPercent).toBeNull();
  });

  test.each<[string, Partial<MatchableProperty>, Partial<MatchableClient>, boolean, string[]]>([
    [
      "second option, 12% over budget",
      { price: 11_200_000 },
      { budget: 10_000_000 },
      true,
      ["Budget 30% — 12% over budget: ₹ 1,12,00,000 of ₹ 1,00,00,000"],
    ],
    [
      "over budget in default mode scores 0 on budget",
      { price: 11_200_000 },
      { budget: 10_000_000 },
      false,
      ["Budget 0% — 12% over budget: ₹ 1,12,00,000 of ₹ 1,00,00,000"],
    ],
    [
      "just over budget",
      { price: 10_000_100 },
      { budget: 10_000_000 },
      true,
      ["Budget 50% — under 1% over budget: ₹ 1,00,00,100 of ₹ 1,00,00,000"],
    ],
    ["no budget", {}, { budget: null }, false, ["Budget — no budget"]],
    ["no price", { price: null }, {}, false, ["Budget — no price"]],
    ["neither", { price: 0 }, { budget: "" }, false, ["Budget — no price or budget"]],
    ["type missed", { subType: "Penthouse" }, {}, false, ["Type ✗ wants Apartment / Flat"]],
    ["any type", {}, { propertyTypes: [] }, false, ["Type — any"]],
    ["the place found, as typed", {}, { locations: [" west "] }, false, ["Location ✓ west"]],
    ["any place", {}, { locations: ["", " "] }, false, ["Location — any"]],
    ["purposes differ", {}, { purpose: "to-rent" }, false, ["Purpose ✗ to rent / sale"]],
    [
      "joint development",
      { purpose: "joint development" },
      { purpose: "for-joint-development" },
      false,
      ["Purpose ✓ for joint development / joint development"],
    ],
  ])("%s", (_name, property, client, secondOption, expected) => {
    const breakdown = matchBreakdown(p(property), c(client), DEFAULT_SETTINGS, { secondOption });
    expect(texts(breakdown)).toEqual(expect.arrayContaining(expected));
    expect(breakdown.score).toBe(matchScore(p(property), c(client), { secondOption }));
  });

  test("prices in the agent's currency and numbering", () => {
    const breakdown = matchBreakdown(flat, buyer, settingsForCountry("US"));
    expect(texts(breakdown)[0]).toBe("Budget 92% — $ 8,500,000 of $ 9,200,000");
    const aed = matchBreakdown(flat, buyer, settingsForCountry("AE"));
    expect(texts(aed)[0]).toBe("Budget 92% — AED 8,500,000 of AED 9,200,000");
  });

  test("an unavailable property or other purpose scores 0 whatever the factors", () => {
    const sold = matchBreakdown(p({ status: "sold" }), buyer, DEFAULT_SETTINGS);
    expect(sold).toMatchObject({ score: 0, isAvailable: false });
    expect(matchBreakdown(flat, c({ purpose: "to-rent" }), DEFAULT_SETTINGS).score).toBe(0);
  });
});

describe("matchBreakdown and matchScore agree", () => {
  const amount = fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 1e9 }),
    fc.double({ min: 0, max: 1e9, noNaN: true }),
    fc.string(),
  );
  const anyProperty = fc.record({
    status: fc.constantFrom(...PROPERTY_STATUSES),
    purpose: fc.constantFrom(...PROPERTY_PURPOSES),
    price: amount,
    subType: fc.option(fc.constantFrom(...CLIENT_PROPERTY_TYPES), { nil: null }),
    location: fc.option(fc.constantFrom("Bandra West", "Pune", "", "MUMBAI"), { nil: null }),
  });
  const anyClient = fc.record({
    purpose: fc.constantFrom(...CLIENT_PURPOSES),
    budget: amount,
    propertyTypes: fc.subarray([...CLIENT_PROPERTY_TYPES]),
    locations: fc.array(fc.constantFrom("bandra", "pune", " ", "mumbai", "x")),
  });

  test("the factors' weighted sum is the score, for random pairs", () => {
    fc.assert(
      fc.property(anyProperty, anyClient, fc.boolean(), (property, client, secondOption) => {
        const breakdown = matchBreakdown(property, client, DEFAULT_SETTINGS, { secondOption });
        const expected = matchScore(property, client, { secondOption });
        expect(breakdown.score).toBe(expected);
        const counted = breakdown.factors.filter((factor) => factor.weight > 0);
        const weights = counted.reduce((sum, factor) => sum + factor.weight, 0);
        const points = counted.reduce((sum, factor) => sum + factor.weight * factor.result, 0);
        const purpose = breakdown.factors.find((factor) => factor.key === "purpose");
        const isGateOpen = breakdown.isAvailable && purpose?.result === 1;
        const sum = weights === 0 ? 100 : Math.min(100, (points / weights) * 100);
        expect(isGateOpen ? sum : 0).toBeCloseTo(expected, 9);
        for (const factor of breakdown.factors) {
          expect(factor.result).toBeGreaterThanOrEqual(0);
          expect(factor.result).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test("a second option's breakdown says how far over budget", () => {
    const budget = fc.integer({ min: 100_000, max: 1e9 });
    const secondOptionPair = budget.chain((amount) =>
      fc.record({
        budget: fc.constant(amount),
        price: fc.integer({ min: amount + 1, max: Math.floor((amount * 13) / 10) }),
      }),
    );
    fc.assert(
      fc.property(secondOptionPair, ({ budget, price }) => {
        const breakdown = matchBreakdown(p({ price }), c({ budget }), DEFAULT_SETTINGS, {
          secondOption: true,
        });
        const over = ((price - budget) / budget) * 100;
        expect(breakdown.overBudgetPercent).toBeCloseTo(over, 9);
        const whole = Math.round(over);
        const said = whole === 0 ? "under 1%" : `${whole}%`;
        expect(texts(breakdown)[0]).toContain(`— ${said} over budget: `);
        expect(breakdown.score).toBe(
          matchScore(p({ price }), c({ budget }), { secondOption: true }),
        );
      }),
    );
  });
});
