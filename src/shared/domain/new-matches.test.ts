import { describe, expect, test } from "vitest";
import {
  CLIENT_MATCH_FIELDS,
  changesMatching,
  clientPairScores,
  LISTING_MATCH_FIELDS,
  listingPairScores,
  NEW_MATCHES_PER_CHANGE,
  type PairScore,
  planNewMatches,
  type RecordedMatch,
} from "./new-matches";

const listing = {
  status: "available",
  purpose: "sale",
  price: 8_500_000,
  subType: "Apartment / Flat",
  location: "Juhu, Mumbai",
};
const fitting = {
  id: "fitting",
  purpose: "to-buy",
  budget: 9_200_000,
  propertyTypes: ["Apartment / Flat"],
  locations: ["Juhu"],
};
const renter = { ...fitting, id: "renter", purpose: "to-rent" };
const elsewhere = { ...fitting, id: "elsewhere", budget: 1_000_000, locations: ["Powai"] };

describe("listingPairScores", () => {
  test.each([
    ["a new listing: only the fitting client", null, listing, { fitting: [0, 92 * 0.5 + 50] }],
    ["sold: the pair falls to 0", listing, { ...listing, status: "sold" }, { fitting: [96, 0] }],
    ["unchanged: the same score twice", listing, listing, { fitting: [96, 96] }],
  ])("%s", (_name, before, after, expected) => {
    const [scores] = listingPairScores(
      [{ before, after: { ...after, id: "p" } }],
      [fitting, renter, elsewhere],
    );
    const rounded = Object.fromEntries(
      [...(scores ?? [])].map(([id, { before, after }]) => [
        id,
        [Math.round(before), Math.round(after)],
      ]),
    );
    expect(rounded).toEqual(expected);
  });
});

test(`a new listing keeps its best ${NEW_MATCHES_PER_CHANGE} pairs only, best first`, () => {
  const budgets = [8_600_000, 20_000_000, 8_500_000, 9_000_000, 12_000_000, 10_000_000, 9_500_000];
  const buyers = budgets.map((budget, index) => ({ ...fitting, id: `b${index}`, budget }));
  const [scores] = listingPairScores([{ before: null, after: { ...listing, id: "p" } }], buyers);
  // 100, 99.4, 97.2, 94.7, 92.5; not 85.4 (12,000,000) nor 71.3 (20,000,000).
  expect([...(scores?.keys() ?? [])]).toEqual(["b2", "b0", "b3", "b6", "b5"]);
  expect(scores?.get("b2")?.after).toBe(100);
});

describe("clientPairScores", () => {
  test("a client whose budget rises takes a listing above the threshold", () => {
    const poorer = { ...fitting, budget: 1_000_000, propertyTypes: [], locations: [] };
    const [scores] = clientPairScores(
      [{ before: poorer, after: { ...poorer, budget: 9_000_000, id: "c" } }],
      [{ ...listing, id: "p" }],
    );
    expect(scores?.get("p")?.before).toBe(0);
    expect(Math.round(scores?.get("p")?.after ?? 0)).toBe(94);
  });
});

describe("changesMatching", () => {
  const { id: _id, ...client } = fitting;
  test.each<[string, object, boolean]>([
    ["the same fields sent again", {}, false],
    ["the same places in new arrays", { locations: ["Juhu"] }, false],
    ["a field matching does not read", { name: "Meera" }, false],
    ["the budget", { budget: 9_300_000 }, true],
    ["a budget removed", { budget: null }, true],
    ["a place added", { locations: ["Juhu", "Powai"] }, true],
    ["the purpose", { purpose: "to-rent" }, true],
  ])("a client: %s → %s", (_name, change, expected) => {
    expect(changesMatching(client, { ...client, ...change }, CLIENT_MATCH_FIELDS)).toBe(expected);
  });

  test.each<[string, object, boolean]>([
    ["the title only", { title: "Sea Breeze" }, false],
    ["the status", { status: "sold" }, true],
    ["the sub type", { subType: null }, true],
    ["the location", { location: "Juhu" }, true],
  ])("a listing: %s → %s", (_name, change, expected) => {
    expect(changesMatching(listing, { ...listing, ...change }, LISTING_MATCH_FIELDS)).toBe(
      expected,
    );
  });
});

const above = (after: number, before = 0): PairScore => ({ before, after });

describe("planNewMatches", () => {
  test.each<[string, Record<string, PairScore>, RecordedMatch[], string[], object]>([
    ["a pair rising above 40 is added", { a: above(72) }, [], [], { inserts: ["a:72"] }],
    ["one at exactly 40 is not", { a: above(40) }, [], [], {}],
    ["one already above is not added again", { a: above(72, 41) }, [], [], {}],
    ["one with a status is not added", { a: above(72) }, [], ["a"], {}],
    [
      "a recorded one still above takes its new score",
      { a: above(80, 72) },
      [{ id: "a", score: 72 }],
      [],
      { updates: ["a:80"] },
    ],
    [
      "a recorded one unchanged stays as it is",
      { a: above(72, 72) },
      [{ id: "a", score: 72 }],
      [],
      {},
    ],
    [
      "a recorded one falling to 40 goes",
      { a: { before: 72, after: 40 } },
      [{ id: "a", score: 72 }],
      [],
      { deletes: ["a"] },
    ],
    ["a recorded one no longer scored goes", {}, [{ id: "a", score: 72 }], [], { deletes: ["a"] }],
    [
      "a recorded one with a status goes",
      { a: above(72, 72) },
      [{ id: "a", score: 72 }],
      ["a"],
      { deletes: ["a"] },
    ],
    [
      "a dismissed one rising again is not added twice",
      { a: above(90) },
      [{ id: "a", score: 72 }],
      [],
      { updates: ["a:90"] },
    ],
  ])("%s", (_name, scores, recorded, withStatus, expected) => {
    const plan = planNewMatches(new Map(Object.entries(scores)), recorded, (id) =>
      withStatus.includes(id),
    );
    expect({
      inserts: plan.inserts.map((row) => `${row.counterpartId}:${row.score}`),
      updates: plan.updates.map((row) => `${row.id}:${row.score}`),
      deletes: plan.deletes,
    }).toEqual({ inserts: [], updates: [], deletes: [], ...expected });
  });

  test(`a change brings its best ${NEW_MATCHES_PER_CHANGE} new matches`, () => {
    const scores = new Map(
      [41, 99, 50, 60, 70, 80, 90].map((value, index) => [`c${index}`, above(value)]),
    );
    const plan = planNewMatches(scores, [], () => false);
    expect(plan.inserts.map((row) => row.score)).toEqual([99, 90, 80, 70, 60]);
  });
});
