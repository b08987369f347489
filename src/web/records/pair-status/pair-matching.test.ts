import { pairKey } from "@shared/domain/pair-status";
import { describe, expect, it } from "vitest";
import {
  hiddenCount,
  NO_HIDDEN_PAIRS,
  pairMatchesForClients,
  pairMatchesForProperties,
  topPairMatchesForClient,
  topPairMatchesForProperty,
} from "./pair-matching";
import { pairStatusesOf } from "./pair-statuses-query";

const flat = (id: string, price: number) => ({
  id,
  status: "available",
  purpose: "sale",
  price,
  subType: "Apartment / Flat",
  location: "Bandra West",
});
const buyer = (id: string) => ({
  id,
  purpose: "to-buy",
  budget: 6_000_000,
  propertyTypes: ["Apartment / Flat"],
  locations: ["Bandra"],
});
const p2 = flat("p2", 5_500_000);
const properties = [flat("p1", 5_000_000), p2, flat("p3", 7_000_000)];
const [c1, c2] = [buyer("c1"), buyer("c2")];
const clients = [c1, c2];
const ids = (matches: readonly { item: { id: string } }[] = []) =>
  matches.map(({ item }) => item.id);

describe("pair statuses in matching", () => {
  const statuses = pairStatusesOf([
    { clientId: "c1", propertyId: "p2", status: "not-suitable", reason: "noisy", sentAt: null },
    { clientId: "c1", propertyId: "p3", status: "sent", reason: "", sentAt: "2026-11-25" },
  ]);

  it("gives each pair its status, 'Suggested' when none is stored, and hides 'Not suitable'", () => {
    expect(statuses.statusOf("c1", "p2")).toBe("not-suitable");
    expect(statuses.reasonOf("c1", "p2")).toBe("noisy");
    expect(statuses.statusOf("c1", "p3")).toBe("sent");
    expect(statuses.statusOf("c2", "p2")).toBe("suggested");
    expect([...statuses.hidden]).toEqual([pairKey("c1", "p2")]);
    expect(hiddenCount(statuses.hidden, { clientId: "c1" })).toBe(1);
    expect(hiddenCount(statuses.hidden, { propertyId: "p2" })).toBe(1);
    expect(hiddenCount(statuses.hidden, { clientId: "c2" })).toBe(0);
  });

  it("leaves a hidden pair out of both sides' lists and dropdowns, and only that pair", () => {
    const { hidden } = statuses;
    expect(ids(topPairMatchesForClient(c1, properties, hidden))).toEqual(["p1", "p3"]);
    expect(ids(topPairMatchesForClient(c2, properties, hidden))).toEqual(["p2", "p1", "p3"]);
    expect(ids(topPairMatchesForClient(c1, properties, NO_HIDDEN_PAIRS))).toEqual([
      "p2",
      "p1",
      "p3",
    ]);
    expect(ids(topPairMatchesForProperty(p2, clients, hidden))).toEqual(["c2"]);
    const [first, second] = pairMatchesForClients(clients, properties, hidden);
    expect(ids(first?.primary)).toEqual(["p1"]);
    expect(ids(second?.primary)).toEqual(["p2", "p1"]);
    expect(ids(pairMatchesForProperties(properties, clients, hidden)[1]?.primary)).toEqual(["c2"]);
  });
});
