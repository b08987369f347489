import { MATCH_THRESHOLD } from "@shared/domain/match-best";
import { clientWindow, listingWindow } from "@shared/domain/match-candidates";
import { prepareClient, prepareProperty, score } from "@shared/domain/match-core";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { serverWithAgents } from "../../../../tests/support/http-agent";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";
import { readMatchClients, readMatchListings } from "./record-new-matches";

const context = serverWithAgents();

const TYPES = ["Apartment / Flat", "House / Villa", "Plot"];
const amount = fc.oneof(
  fc.constant(null),
  fc.constant(0),
  fc.integer({ min: 1, max: 20_000_000 }),
  fc.double({ min: 1, max: 2e7, noNaN: true }).map((value) => Math.round(value * 1e4) / 1e4),
);
const listingRows = fc.record({
  title: fc.constant("Listing"),
  status: fc.constantFrom("available", "available", "sold"),
  purpose: fc.constantFrom("sale", "rent", "joint development"),
  price: amount,
  subType: fc.option(fc.constantFrom(...TYPES)),
  location: fc.constantFrom("Juhu, Mumbai", "POWAI", "Andheri"),
});
const clientRows = fc.record({
  name: fc.constant("Client"),
  phone: fc.constant("+919820011111"),
  purpose: fc.constantFrom("to-buy", "to-rent", "for-joint-development"),
  budget: amount,
  propertyTypes: fc.subarray(TYPES),
  locations: fc.subarray(["Juhu", "powai", " Andheri "]),
});

describe("new matches read only the records that may score above the threshold", () => {
  test("the database's windows keep every pair that scores above it, and leave others out", async () => {
    const { server, owner } = context;
    const { user } = (await (await owner.get("/api/auth/get-session")).json()) as {
      user: { id: string };
    };
    const userId = user.id;
    const seed = { numRuns: 400, seed: 37 };
    await server.asUser(userId, async (db) => {
      const withOwner = <T>(row: T) => ({ ...row, userId });
      await db.insert(properties).values(fc.sample(listingRows, seed).map(withOwner));
      await db.insert(clients).values(fc.sample(clientRows, seed).map(withOwner));
      const everyClient = await readMatchClients(db, userId);
      const everyListing = await readMatchListings(db, userId);
      let [pairsAbove, left] = [0, 0];
      for (const listing of everyListing.slice(0, 60)) {
        const above = everyClient
          .filter((client) => isAbove(listing, client))
          .map((client) => client.id);
        const read = await readMatchClients(db, userId, [clientWindow(listing) ?? fail()]);
        expect(read.map((client) => client.id)).toEqual(expect.arrayContaining(above));
        pairsAbove += above.length;
        left += everyClient.length - read.length;
      }
      for (const client of everyClient.slice(0, 60)) {
        const window = listingWindow(client);
        const above = everyListing
          .filter((listing) => isAbove(listing, client))
          .map((listing) => listing.id);
        const read = window === null ? [] : await readMatchListings(db, userId, [window]);
        expect(read.map((listing) => listing.id)).toEqual(expect.arrayContaining(above));
      }
      expect(pairsAbove).toBeGreaterThan(0);
      expect(left).toBeGreaterThan(0);
    });
  });
});

function isAbove(
  listing: Parameters<typeof prepareProperty>[0],
  client: Parameters<typeof prepareClient>[0],
) {
  return score(prepareProperty(listing), prepareClient(client), false) > MATCH_THRESHOLD;
}

function fail(): never {
  throw new Error("an available listing has a window");
}
