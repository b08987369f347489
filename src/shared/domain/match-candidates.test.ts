import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MATCH_THRESHOLD } from "./match-best";
import {
  type ClientWindow,
  clientWindow,
  type ListingWindow,
  leastBudgetPoints,
  listingWindow,
} from "./match-candidates";
import { prepareClient, prepareProperty, score } from "./match-core";

type Listing = {
  status: string;
  purpose: string;
  price: number | null;
  subType: string | null;
  location: string;
};
type Client = {
  purpose: string;
  budget: number | null;
  propertyTypes: string[];
  locations: string[];
};

// The database's filters (record-new-matches.ts), written again over plain records.
function isInClientWindow(window: ClientWindow | null, client: Client): boolean {
  if (window === null || client.purpose !== window.purpose) {
    return false;
  }
  const { budgets, subType } = window;
  const { budget, propertyTypes } = client;
  return (
    budgets === null ||
    budget === null ||
    budget <= 0 ||
    (subType !== null && propertyTypes.includes(subType)) ||
    (budget >= budgets.min &&
      (budget <= budgets.maxTyped || (propertyTypes.length === 0 && budget <= budgets.maxUntyped)))
  );
}

function isInListingWindow(window: ListingWindow | null, listing: Listing): boolean {
  if (window === null || listing.status !== "available" || listing.purpose !== window.purpose) {
    return false;
  }
  const { prices, subTypes } = window;
  const { price, subType } = listing;
  return (
    prices === null ||
    price === null ||
    price <= 0 ||
    (subType !== null && subTypes.includes(subType)) ||
    (price >= prices.min && price <= prices.max)
  );
}

const TYPES = ["Apartment / Flat", "House / Villa", "Plot"];
const PLACES = ["Juhu", "juhu", " Powai ", "", "Bandra"];
const amount = fc.oneof(
  fc.constant(null),
  fc.constant(0),
  fc.integer({ min: -5, max: 1_000 }),
  fc.integer({ min: 1, max: 2_000_000_000 }),
  fc.double({ min: 1, max: 1e7, noNaN: true }),
);
const listings = fc.record({
  status: fc.constantFrom("available", "available", "sold"),
  purpose: fc.constantFrom("sale", "rent", "joint development", "lease"),
  price: amount,
  subType: fc.option(fc.constantFrom(...TYPES)),
  location: fc.constantFrom("Juhu, Mumbai", "POWAI", "Andheri", ""),
});
const clients = fc.record({
  purpose: fc.constantFrom("to-buy", "to-rent", "for-joint-development", "to-lease"),
  budget: amount,
  propertyTypes: fc.subarray(TYPES),
  locations: fc.subarray(PLACES),
});
// Near the bounds: the budget a small share over or under what the price needs.
const nearBounds = fc
  .tuple(
    listings,
    clients,
    fc.integer({ min: 1, max: 1e9 }),
    fc.double({ min: 0.3, max: 1.1, noNaN: true }),
  )
  .map(
    ([listing, client, price, share]) =>
      [
        { ...listing, price },
        { ...client, budget: price / share },
      ] as const,
  );

describe("match candidates", () => {
  test("the least budget points: 40 with wanted types and 16 without, one below", () => {
    expect([leastBudgetPoints(true), leastBudgetPoints(false)]).toEqual([39, 15]);
  });

  test("every pair scoring above the threshold is in both windows", () => {
    fc.assert(
      fc.property(fc.oneof(fc.tuple(listings, clients), nearBounds), ([listing, client]) => {
        const isAbove =
          score(prepareProperty(listing), prepareClient(client), false) > MATCH_THRESHOLD;
        if (isAbove) {
          expect(isInClientWindow(clientWindow(listing), client)).toBe(true);
          expect(isInListingWindow(listingWindow(client), listing)).toBe(true);
        }
      }),
      { numRuns: 20_000 },
    );
  });

  test.each<[string, Partial<Client>, boolean]>([
    ["the fitting client", {}, true],
    ["a budget far above the price, the type missed", { budget: 30_000_000 }, false],
    ["the same, wanting no type", { budget: 30_000_000, propertyTypes: [] }, true],
    ["the same, wanting the listing's type", { propertyTypes: ["Plot", "Apartment / Flat"] }, true],
    ["a budget under the price", { budget: 8_000_000 }, false],
    ["no budget", { budget: null }, true],
    ["renting", { purpose: "to-rent" }, false],
  ])("a listing's window: %s → %s", (_name, change, expected) => {
    const listing = {
      status: "available",
      purpose: "sale",
      price: 8_500_000,
      subType: "Apartment / Flat",
      location: "Juhu",
    };
    const client = {
      purpose: "to-buy",
      budget: 9_200_000,
      propertyTypes: ["Plot"],
      locations: ["Juhu"],
      ...change,
    };
    expect(isInClientWindow(clientWindow(listing), client)).toBe(expected);
  });

  test("a sold listing and a client of an unknown purpose have no window", () => {
    const listing = { status: "sold", purpose: "sale", price: 1, subType: null, location: "" };
    expect(clientWindow(listing)).toBeNull();
    expect(
      listingWindow({ purpose: "to-lease", budget: 1, propertyTypes: [], locations: [] }),
    ).toBeNull();
  });
});
