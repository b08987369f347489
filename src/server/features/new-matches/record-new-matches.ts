import { PROPERTY_PURPOSE_FOR } from "@shared/domain/catalogue";
import type { MatchableClient, MatchableProperty, WithId } from "@shared/domain/matching";
import { clientPairScores, listingPairScores, type RecordChange } from "@shared/domain/new-matches";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/db";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";
import { applyNewMatchPlans, type NewMatchInsert } from "./apply-new-match-plans";

type MatchClient = MatchableClient & WithId;
type MatchListing = MatchableProperty & WithId;

/**
 * Records the new matches changed listings bring and checks the recorded ones again, in the
 * caller's transaction. `buyers` (an import reads them once for all its batches) defaults to the
 * agent's clients of the purposes the listings are available for, before or after; `held`, see
 * applyNewMatchPlans.
 */
export async function recordListingMatches(
  db: Db,
  userId: string,
  changes: RecordChange<MatchableProperty>[],
  { buyers, held }: { buyers?: MatchClient[]; held?: NewMatchInsert[] } = {},
) {
  if (changes.length === 0) {
    return;
  }
  const purposes = Object.entries(PROPERTY_PURPOSE_FOR)
    .filter(([, purpose]) =>
      changes.some(({ before, after }) =>
        [before, after].some((it) => it?.status === "available" && it.purpose === purpose),
      ),
    )
    .map(([clientPurpose]) => clientPurpose);
  const scores = listingPairScores(
    changes,
    buyers ?? (await readMatchClients(db, userId, purposes)),
  );
  await applyNewMatchPlans(db, userId, "listing", changes, scores, held);
}

/** recordListingMatches for changed clients, against the agent's available listings. */
export async function recordClientMatches(
  db: Db,
  userId: string,
  changes: RecordChange<MatchableClient>[],
  { listings, held }: { listings?: MatchListing[]; held?: NewMatchInsert[] } = {},
) {
  if (changes.length === 0) {
    return;
  }
  const purposes = Object.entries(PROPERTY_PURPOSE_FOR)
    .filter(([clientPurpose]) =>
      changes.some(({ before, after }) =>
        [before, after].some((it) => it?.purpose === clientPurpose),
      ),
    )
    .map(([, purpose]) => purpose);
  const scores = clientPairScores(
    changes,
    listings ?? (await readMatchListings(db, userId, purposes)),
  );
  await applyNewMatchPlans(db, userId, "client", changes, scores, held);
}

/** The agent's clients (of these purposes, or all), with only the columns matching reads. */
export async function readMatchClients(
  db: Db,
  userId: string,
  purposes?: string[],
): Promise<MatchClient[]> {
  if (purposes?.length === 0) {
    return [];
  }
  return db
    .select(CLIENT_COLUMNS)
    .from(clients)
    .where(and(eq(clients.userId, userId), purposes && inArray(clients.purpose, purposes)));
}

/** The agent's available listings (of these purposes, or all), as readMatchClients. */
export async function readMatchListings(
  db: Db,
  userId: string,
  purposes?: string[],
): Promise<MatchListing[]> {
  if (purposes?.length === 0) {
    return [];
  }
  return db
    .select(LISTING_COLUMNS)
    .from(properties)
    .where(
      and(
        eq(properties.userId, userId),
        eq(properties.status, "available"),
        purposes && inArray(properties.purpose, purposes),
      ),
    );
}

/** Some of the agent's records as matching reads them (an import's, before it changes them). */
export async function readMatchRecords(
  db: Db,
  userId: string,
  kind: "clients" | "properties",
  ids: readonly string[],
): Promise<(MatchClient | MatchListing)[]> {
  const rows: (MatchClient | MatchListing)[] = [];
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    rows.push(
      ...(kind === "clients"
        ? await db
            .select(CLIENT_COLUMNS)
            .from(clients)
            .where(and(eq(clients.userId, userId), inArray(clients.id, chunk)))
        : await db
            .select(LISTING_COLUMNS)
            .from(properties)
            .where(and(eq(properties.userId, userId), inArray(properties.id, chunk)))),
    );
  }
  return rows;
}

export const CLIENT_COLUMNS = {
  id: clients.id,
  purpose: clients.purpose,
  budget: clients.budget,
  propertyTypes: clients.propertyTypes,
  locations: clients.locations,
};
export const LISTING_COLUMNS = {
  id: properties.id,
  status: properties.status,
  purpose: properties.purpose,
  price: properties.price,
  subType: properties.subType,
  location: properties.location,
};
