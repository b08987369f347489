import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  referenceAllClientMatches,
  referenceAllPropertyMatches,
  referenceMatchedCount,
} from "../../../tests/support/matching-reference";
import { type Client, clientSchemas } from "../schemas/client";
import { type Property, propertySchemas } from "../schemas/property";
import {
  CLIENT_PROPERTY_TYPES,
  CLIENT_PURPOSES,
  PROPERTY_PURPOSES,
  PROPERTY_STATUSES,
} from "./catalogue";
import {
  allClientMatches,
  allPropertyMatches,
  clientMatches,
  countMatchedProperties,
  formatScore,
  type MatchableClient,
  type MatchableProperty,
  matchScore,
  parseAmount,
  propertyMatches,
  scoreTone,
  topClientMatches,
  topPropertyMatches,
  type WithId,
} from "./matching";

const clientInputSchema = clientSchemas("IN").input;
const propertyInputSchema = propertySchemas("IN").input;

type Listing = MatchableProperty & WithId;
type Buyer = MatchableClient & WithId;

const flat: Listing = {
  id: "flat",
  status: "available",
  purpose: "sale",
  price: 80,
  subType: "Apartment / Flat",
  location: "Bandra West, Mumbai",
};
const buyer: Buyer = {
  id: "buyer",
  purpose: "to-buy",
  budget: 100,
  propertyTypes: ["Apartment / Flat"],
  locations: ["bandra"],
};
const p = (over: Partial<MatchableProperty>): Listing => ({ ...flat, ...over });
const c = (over: Partial<MatchableClient>): Buyer => ({ ...buyer, ...over });
/** Gives records ids (`p0`, `p1`, … with prefix 'p'), as the lists need. */
const numbered =
  (prefix: string) =>
  <T>(records: T[]): (T & WithId)[] =>
    records.map((record, index) => ({ ...record, id: `${prefix}${index}` }));

test("parseAmount is exported for the matching page", () => {
  expect(parseAmount("₹1,00,000")).toBe(100000);
});

describe("matchScore (SPEC.md section 9)", () => {
  test.each<[string, Partial<MatchableProperty>, Partial<MatchableClient>, boolean, number]>([
    ["every factor: 0.5 × 80 + 0.3 × 100 + 0.2 × 100", {}, {}, false, 90],
    ["price exactly at budget", { price: 100 }, {}, false, 100],
    ["price over budget scores 0 on budget", { price: 101 }, {}, false, 50],
    ["second option, just over budget ≈ 50 on budget", { price: 100.03 }, {}, true, 74.975],
    ["second option, 10% over: 33.33 on budget", { price: 110 }, {}, true, 66.6667],
    ["second option, exactly 30% over: 0 on budget", { price: 130 }, {}, true, 50],
    ["second option, beyond 30% over: 0 on budget", { price: 131 }, {}, true, 50],
    ["second option within budget scores as usual", {}, {}, true, 90],
    ["no budget: type and location only", {}, { budget: null }, false, 100],
    ["budget 0 counts as no budget", {}, { budget: 0 }, false, 100],
    ["no price: type and location only", { price: null }, {}, false, 100],
    ["price 0 counts as no price", { price: 0 }, {}, false, 100],
    ["sub type mismatch", { subType: "Penthouse" }, {}, false, 60],
    ["no sub type on the property", { subType: null }, {}, false, 60],
    ["client wants no types: budget and location", {}, { propertyTypes: [] }, false, 85.7143],
    ["location mismatch", { location: "Andheri East" }, {}, false, 70],
    ["location is a case-insensitive substring", {}, { locations: ["  MUMBAI "] }, false, 90],
    ["any of several locations", {}, { locations: ["Pune", "west"] }, false, 90],
    ["blank locations count as none", {}, { locations: ["", "  "] }, false, 87.5],
    ["no location on the property", { location: null }, {}, false, 70],
    [
      "no factor applies: 100",
      { price: null },
      { budget: null, propertyTypes: [], locations: [] },
      false,
      100,
    ],
    [
      "cheap property scores low on budget",
      { price: 10 },
      { propertyTypes: [], locations: [] },
      false,
      10,
    ],
    ["amounts as strings", { price: "₹80" }, { budget: "1,00" }, false, 90],
    ["rent matches to-rent", { purpose: "rent" }, { purpose: "to-rent" }, false, 90],
    [
      "joint development matches",
      { purpose: "joint development" },
      { purpose: "for-joint-development" },
      false,
      90,
    ],
    ["sale does not match to-rent", {}, { purpose: "to-rent" }, false, 0],
    ["rent does not match to-buy", { purpose: "rent" }, {}, false, 0],
    ["unknown client purpose", {}, { purpose: "to-steal" }, false, 0],
    ["pending is not matched", { status: "pending" }, {}, false, 0],
    ["sold is not matched", { status: "sold" }, {}, false, 0],
    [
      "rented is not matched",
      { status: "rented", purpose: "rent" },
      { purpose: "to-rent" },
      false,
      0,
    ],
    [
      "unavailable even with no factors",
      { status: "sold" },
      { budget: null, propertyTypes: [], locations: [] },
      false,
      0,
    ],
  ])("%s", (_name, property, client, secondOption, expected) => {
    expect(matchScore(p(property), c(client), { secondOption })).toBeCloseTo(expected, 3);
  });

  const amount = fc.oneof(
    fc.constant(null),
    fc.double({ noNaN: false }),
    fc.integer({ min: 0, max: 1e9 }),
    fc.string(),
  );
  const anyProperty = fc.record({
    status: fc.constantFrom(...PROPERTY_STATUSES, "weird"),
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

  test("a score is always within 0..100, and second option never scores lower", () => {
    fc.assert(
      fc.property(anyProperty, anyClient, (property, client) => {
        const normal = matchScore(property, client);
        const second = matchScore(property, client, { secondOption: true });
        expect(normal).toBeGreaterThanOrEqual(0);
        expect(normal).toBeLessThanOrEqual(100);
        expect(second).toBeGreaterThanOrEqual(normal);
        expect(second).toBeLessThanOrEqual(100);
      }),
      { numRuns: 2000 },
    );
  });

  test("the dashboard count equals the pairwise definition", () => {
    fc.assert(
      fc.property(
        fc.array(anyProperty, { maxLength: 12 }).map(numbered("p")),
        fc.array(anyClient, { maxLength: 12 }).map(numbered("c")),
        (properties, clients) => {
          const expected = properties.filter((property) =>
            clients.some((client) => matchScore(property, client) > 40),
          ).length;
          expect(countMatchedProperties(properties, clients)).toBe(expected);
        },
      ),
    );
  });

  test("every list and the count equal the straightforward double loop over matchScore", () => {
    fc.assert(
      fc.property(
        fc.array(anyProperty, { maxLength: 30 }).map(numbered("p")),
        fc.array(anyClient, { maxLength: 30 }).map(numbered("c")),
        (properties, clients) => {
          expect(allClientMatches(clients, properties)).toEqual(
            referenceAllClientMatches(clients, properties),
          );
          expect(allPropertyMatches(properties, clients)).toEqual(
            referenceAllPropertyMatches(properties, clients),
          );
          expect(countMatchedProperties(properties, clients)).toBe(
            referenceMatchedCount(properties, clients),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  test("lists long enough to stop walking early, with tied amounts, equal the double loop", () => {
    // Few distinct amounts, types and places: full lists, ties and equal scores everywhere.
    const tiedAmount = fc.oneof(
      fc.constant(null),
      fc.constantFrom(0, 50, 80, 99, 100, 101, 110, 129, 130, 131, 200, 1e9),
    );
    const places = ["bandra", "pune", "mumbai"];
    const tiedProperty = fc.record({
      status: fc.constantFrom("available", "available", "sold"),
      purpose: fc.constantFrom(...PROPERTY_PURPOSES),
      price: tiedAmount,
      subType: fc.option(fc.constantFrom(...CLIENT_PROPERTY_TYPES.slice(0, 3)), { nil: null }),
      location: fc.option(fc.constantFrom("Bandra West", "Pune", "MUMBAI", "Goa"), { nil: null }),
    });
    const tiedClient = fc.record({
      purpose: fc.constantFrom(...CLIENT_PURPOSES),
      budget: tiedAmount,
      propertyTypes: fc.subarray([...CLIENT_PROPERTY_TYPES.slice(0, 3)]),
      locations: fc.subarray(places),
    });
    fc.assert(
      fc.property(
        fc.array(tiedProperty, { maxLength: 150 }).map(numbered("p")),
        fc.array(tiedClient, { maxLength: 150 }).map(numbered("c")),
        (properties, clients) => {
          expect(allClientMatches(clients, properties)).toEqual(
            referenceAllClientMatches(clients, properties),
          );
          expect(allPropertyMatches(properties, clients)).toEqual(
            referenceAllPropertyMatches(properties, clients),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("scoreTone and formatScore", () => {
  test.each([
    [100, "success"],
    [80, "success"],
    [79.5, "success"],
    [79.4, "warning"],
    [60, "warning"],
    [59.4, "destructive"],
    [41, "destructive"],
    [0, "destructive"],
  ] as const)("scoreTone(%d) is %s", (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });

  test.each([
    [86.6, "87%"],
    [85.7142, "86%"],
    [40.5, "41%"],
    [100, "100%"],
    [0, "0%"],
  ])("formatScore(%d) is %s", (score, text) => {
    expect(formatScore(score)).toBe(text);
  });
});

describe("match lists (matching page)", () => {
  // Only budget counts for this client, so a property's score is price / budget × 100.
  const budgetOnly = c({ budget: 1000, propertyTypes: [], locations: [] });
  const priced = (id: string, price: number | null, over: Partial<MatchableProperty> = {}) => ({
    ...p({ price, ...over }),
    id,
  });
  const ids = (matches: { item: { id: string } }[]) => matches.map((match) => match.item.id);

  test("primary: within budget, above 40, best first, at most 5", () => {
    const properties = [
      priced("a", 500),
      priced("b", 400),
      priced("c", 1000),
      priced("d", 900),
      priced("e", 410),
      priced("f", 800),
      priced("g", 700),
      priced("h", 600),
      priced("sold", 990, { status: "sold" }),
      priced("rent", 990, { purpose: "rent" }),
    ];
    const { primary } = clientMatches(budgetOnly, properties);
    expect(ids(primary)).toEqual(["c", "d", "f", "g", "h"]);
    expect(primary.map((m) => m.score)).toEqual([100, 90, 80, 70, 60]);
    expect(primary.every((m) => !m.isSecondOption)).toBe(true);
  });

  test("secondary: over budget up to 1.3 ×, second-option score above 40, at most 3", () => {
    const properties = [
      priced("within", 950),
      priced("1%", 1010),
      priced("2%", 1020),
      priced("3%", 1030),
      priced("4%", 1040),
      priced("5% scores 41.67", 1050),
      priced("6% scores 40", 1060),
      priced("30%", 1300),
      priced("31%", 1310),
    ];
    const { primary, secondary } = clientMatches(budgetOnly, properties);
    expect(ids(primary)).toEqual(["within"]);
    expect(ids(secondary)).toEqual(["1%", "2%", "3%"]);
    expect(secondary.every((m) => m.isSecondOption)).toBe(true);
    expect(secondary[0]?.score).toBeCloseTo(48.333, 3);
    const all = clientMatches(budgetOnly, properties.slice(4));
    expect(ids(all.secondary)).toEqual(["4%", "5% scores 41.67"]);
  });

  test("at exactly 30% over, a strong type and location match is still a second option", () => {
    const strong = c({ budget: 1000 });
    const { secondary } = clientMatches(strong, [priced("30%", 1300), priced("31%", 1301)]);
    expect(ids(secondary)).toEqual(["30%"]);
    expect(secondary[0]?.score).toBe(50);
  });

  test("a client without budget has every property within budget", () => {
    const noBudget = c({ budget: null });
    const { primary, secondary } = clientMatches(noBudget, [priced("x", 5000), priced("y", null)]);
    expect(ids(primary)).toEqual(["x", "y"]);
    expect(secondary).toEqual([]);
  });

  test("ties keep their input order", () => {
    const properties = ["p1", "p2", "p3"].map((id) => priced(id, 700));
    expect(ids(clientMatches(budgetOnly, properties).primary)).toEqual(["p1", "p2", "p3"]);
  });

  test("propertyMatches ranks clients the same way", () => {
    const property = p({ price: 1000, subType: null, location: null });
    const client = (id: string, budget: number | null, purpose = "to-buy") => ({
      ...c({ budget, purpose, propertyTypes: [], locations: [] }),
      id,
    });
    const clients = [
      client("exact", 1000),
      client("rich", 2000),
      client("tight", 950),
      client("short", 700),
      client("renter", 1000, "to-rent"),
      client("none", null),
    ];
    const { primary, secondary } = propertyMatches(property, clients);
    expect(ids(primary)).toEqual(["exact", "none", "rich"]);
    expect(primary.map((m) => m.score)).toEqual([100, 100, 50]);
    expect(ids(secondary)).toEqual(["tight"]);
  });
});

describe("card dropdowns", () => {
  test("clients above 40 in default mode, best first, at most 5, budget not a filter", () => {
    const clients = [10, 20, 30, 40, 50, 60, 70].map((budget, index) => ({
      ...c({ budget: budget * 10 }),
      id: `c${index}`,
    }));
    const property = p({ price: 800 });
    const top = topClientMatches(property, clients);
    // Budgets below 800 are exceeded (0 on budget) but type and location still give 50.
    expect(top.map((m) => m.item.id)).toEqual(["c0", "c1", "c2", "c3", "c4"]);
    expect(top.map((m) => m.score)).toEqual([50, 50, 50, 50, 50]);
    expect(top.every((m) => !m.isSecondOption)).toBe(true);
  });

  test("properties above 40, best first, at most 5", () => {
    const properties = [100, 90, 20, 95, 10, 99, 98].map((price, index) => ({
      ...p({ price, subType: "Penthouse", location: "Pune" }),
      id: `p${index}`,
    }));
    const top = topPropertyMatches(c({ propertyTypes: [], locations: [] }), properties);
    expect(top.map((m) => m.item.id)).toEqual(["p0", "p5", "p6", "p3", "p1"]);
  });
});

describe("countMatchedProperties", () => {
  test.each<[string, Listing[], Buyer[], number]>([
    ["no clients", [flat], [], 0],
    ["no properties", [], [buyer], 0],
    ["one match", [flat], [buyer], 1],
    ["a property counts once for many clients", [flat], [buyer, buyer, buyer], 1],
    ["unavailable properties never count", [p({ status: "sold" }), flat], [buyer], 1],
    [
      "score exactly 40 does not count",
      [p({ price: 40 })],
      [c({ propertyTypes: [], locations: [] })],
      0,
    ],
    [
      "score just above 40 counts",
      [p({ price: 40.01 })],
      [c({ propertyTypes: [], locations: [] })],
      1,
    ],
    ["purposes must correspond", [p({ purpose: "rent" })], [buyer], 0],
  ])("%s", (_name, properties, clients, expected) => {
    expect(countMatchedProperties(properties, clients)).toBe(expected);
  });
});

describe("batch lists", () => {
  test("allClientMatches and allPropertyMatches equal the one-at-a-time lists", () => {
    const properties = [
      p({}),
      p({ price: 120 }),
      p({ price: 50, location: "Pune" }),
      p({ status: "sold" }),
    ];
    const clients = [
      c({}),
      c({ budget: 60 }),
      c({ purpose: "to-rent" }),
      c({ budget: null, locations: [] }),
    ];
    expect(allClientMatches(clients, properties)).toEqual(
      clients.map((client) => clientMatches(client, properties)),
    );
    expect(allPropertyMatches(properties, clients)).toEqual(
      properties.map((property) => propertyMatches(property, clients)),
    );
  });
});

test("full API records fit the matchable shapes", () => {
  const stamps = { createdAt: "2024-06-01T00:00:00Z", updatedAt: "2024-06-01T00:00:00Z" };
  const property: Property = {
    ...propertyInputSchema.parse({ title: "Flat", price: 80, location: "Bandra West" }),
    id: "p1",
    ...stamps,
  };
  const client: Client = {
    ...clientInputSchema.parse({ name: "Ravi", phone: "+91 98765 43210", budget: 100 }),
    id: "c1",
    lastContactAt: null,
    ...stamps,
  };
  expect(clientMatches(client, [property]).primary[0]?.item.id).toBe("p1");
  expect(propertyMatches(property, [client]).primary[0]?.item.id).toBe("c1");
});
