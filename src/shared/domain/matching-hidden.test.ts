import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  referenceAllClientMatches,
  referenceAllPropertyMatches,
  referenceMatchedCount,
} from "../../../tests/support/matching-reference";
import { CLIENT_PROPERTY_TYPES, CLIENT_PURPOSES, PROPERTY_PURPOSES } from "./catalogue";
import { summarizeDashboard } from "./dashboard";
import {
  allClientMatches,
  allPropertyMatches,
  clientMatches,
  countMatchedProperties,
  type MatchableClient,
  type MatchableProperty,
  propertyMatches,
  topClientMatches,
  topPropertyMatches,
  type WithId,
} from "./matching";
import { pairKey } from "./pair-status";

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

// Few distinct amounts, types and places: full lists, ties and second options everywhere.
const amount = fc.oneof(
  fc.constant(null),
  fc.constantFrom(0, 50, 80, 99, 100, 101, 110, 129, 130, 131, 200),
);
const anyProperty = fc.record({
  status: fc.constantFrom("available", "available", "sold"),
  purpose: fc.constantFrom(...PROPERTY_PURPOSES),
  price: amount,
  subType: fc.option(fc.constantFrom(...CLIENT_PROPERTY_TYPES.slice(0, 3)), { nil: null }),
  location: fc.option(fc.constantFrom("Bandra West", "Pune", "MUMBAI", "Goa"), { nil: null }),
});
const anyClient = fc.record({
  purpose: fc.constantFrom(...CLIENT_PURPOSES),
  budget: amount,
  propertyTypes: fc.subarray([...CLIENT_PROPERTY_TYPES.slice(0, 3)]),
  locations: fc.subarray(["bandra", "pune", "mumbai"]),
});
const numbered =
  (prefix: string) =>
  <T>(records: T[]): (T & WithId)[] =>
    records.map((record, index) => ({ ...record, id: `${prefix}${index}` }));

/** Properties, clients, and any subset of their pairs hidden. */
const withHidden = fc
  .tuple(
    fc.array(anyProperty, { maxLength: 40 }).map(numbered("p")),
    fc.array(anyClient, { maxLength: 40 }).map(numbered("c")),
  )
  .chain(([properties, clients]) => {
    const keys = clients.flatMap((client) =>
      properties.map((property) => pairKey(client.id, property.id)),
    );
    return fc.record({
      properties: fc.constant(properties),
      clients: fc.constant(clients),
      hidden: fc.subarray(keys).map((picked) => new Set(picked)),
    });
  });

describe("'Not suitable' pairs are out of matching", () => {
  test("lists and count equal the double loop without the hidden pairs", () => {
    fc.assert(
      fc.property(withHidden, ({ properties, clients, hidden }) => {
        expect(allClientMatches(clients, properties, hidden)).toEqual(
          referenceAllClientMatches(clients, properties, hidden),
        );
        expect(allPropertyMatches(properties, clients, hidden)).toEqual(
          referenceAllPropertyMatches(properties, clients, hidden),
        );
        expect(countMatchedProperties(properties, clients, hidden)).toBe(
          referenceMatchedCount(properties, clients, hidden),
        );
      }),
      { numRuns: 200 },
    );
  });

  test("dropdowns equal the dropdowns over the records not hidden", () => {
    fc.assert(
      fc.property(withHidden, ({ properties, clients, hidden }) => {
        for (const client of clients) {
          const shown = properties.filter((p) => !hidden.has(pairKey(client.id, p.id)));
          expect(topPropertyMatches(client, properties, hidden)).toEqual(
            topPropertyMatches(client, shown),
          );
        }
        for (const property of properties) {
          const shown = clients.filter((c) => !hidden.has(pairKey(c.id, property.id)));
          expect(topClientMatches(property, clients, hidden)).toEqual(
            topClientMatches(property, shown),
          );
        }
      }),
      { numRuns: 50 },
    );
  });

  test("an empty set hides nothing", () => {
    const properties = [flat, { ...flat, id: "dear", price: 120 }];
    const none = new Set<string>();
    expect(clientMatches(buyer, properties, none)).toEqual(clientMatches(buyer, properties));
    expect(propertyMatches(flat, [buyer], none)).toEqual(propertyMatches(flat, [buyer]));
    expect(countMatchedProperties(properties, [buyer], none)).toBe(2);
  });

  test("hiding a pair leaves the client's other matches, and other clients' matches", () => {
    const other: Listing = { ...flat, id: "other", price: 90 };
    const hidden = new Set([pairKey("buyer", "flat")]);
    const ids = clientMatches(buyer, [flat, other], hidden).primary.map((m) => m.item.id);
    expect(ids).toEqual(["other"]);
    const rival: Buyer = { ...buyer, id: "rival" };
    const clients = propertyMatches(flat, [buyer, rival], hidden).primary.map((m) => m.item.id);
    expect(clients).toEqual(["rival"]);
  });

  test("a hidden second option leaves the 'Higher Budget' list", () => {
    const dearer: Listing = { ...flat, id: "dearer", price: 110 };
    expect(clientMatches(buyer, [dearer]).secondary).toHaveLength(1);
    const hidden = new Set([pairKey("buyer", "dearer")]);
    expect(clientMatches(buyer, [dearer], hidden)).toEqual({ primary: [], secondary: [] });
  });
});

describe("'Properties Matched' without hidden pairs", () => {
  const other: Listing = { ...flat, id: "other", location: "Bandra East" };
  const rival: Buyer = { ...buyer, id: "rival", locations: ["juhu"] };
  const hidden = new Set([pairKey("buyer", "flat")]);

  test("a property whose only match is hidden is not counted", () => {
    expect(countMatchedProperties([flat, other], [buyer])).toBe(2);
    expect(countMatchedProperties([flat, other], [buyer], hidden)).toBe(1);
  });

  test("a property still matched by another client is counted", () => {
    expect(countMatchedProperties([flat], [buyer, rival], hidden)).toBe(1);
  });

  test("the dashboard's count leaves it out too", () => {
    const now = { date: "2026-11-24", time: "10:00" };
    const records = {
      properties: [flat, other],
      clients: [{ ...buyer, status: "active" }],
      appointments: [],
    };
    expect(summarizeDashboard(records, now).matchedProperties).toBe(2);
    expect(summarizeDashboard(records, now, hidden).matchedProperties).toBe(1);
  });
});
