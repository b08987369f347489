import {
  type ClientWindow,
  clientWindow,
  type ListingWindow,
  listingWindow,
} from "@shared/domain/match-candidates";
import type { MatchableClient, MatchableProperty, WithId } from "@shared/domain/matching";
import { clientPairScores, listingPairScores, type RecordChange } from "@shared/domain/new-matches";
import { and, between, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { arrayRowsOf } from "../../db/json-rows";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";
import { applyNewMatchPlans, type NewMatchInsert } from "./apply-new-match-plans";

type MatchClient = MatchableClient & WithId;
type MatchListing = MatchableProperty & WithId;

/**
 * Records the new matches changed listings bring and checks the recorded ones again, in the
 * caller's transaction. `buyers` (an import reads them once for all its batches) defaults to the
 * agent's clients that may score above the threshold with a listing, before or after (its
 * window); `held`, see applyNewMatchPlans.
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
  buyers ??= await readMatchClients(
    db,
    userId,
    versionsOf(changes).flatMap((listing) => clientWindow(listing) ?? []),
  );
  const scores = listingPairScores(changes, buyers);
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
  listings ??= await readMatchListings(
    db,
    userId,
    versionsOf(changes).flatMap((client) => listingWindow(client) ?? []),
  );
  const scores = clientPairScores(changes, listings);
  await applyNewMatchPlans(db, userId, "client", changes, scores, held);
}

/** The agent's clients (in one of these windows, or all), with only the columns matching reads. */
export async function readMatchClients(
  db: Db,
  userId: string,
  windows?: readonly ClientWindow[],
): Promise<MatchClient[]> {
  if (windows?.length === 0) {
    return [];
  }
  const inWindows = windows && or(...windows.map(inClientWindow));
  return arrayRowsOf(db, CLIENT_COLUMNS, clients, and(eq(clients.userId, userId), inWindows));
}

/** The agent's available listings (in one of these windows, or all), as readMatchClients. */
export async function readMatchListings(
  db: Db,
  userId: string,
  windows?: readonly ListingWindow[],
): Promise<MatchListing[]> {
  if (windows?.length === 0) {
    return [];
  }
  const inWindows = windows && or(...windows.map(inListingWindow));
  const where = and(eq(properties.userId, userId), eq(properties.status, "available"), inWindows);
  return arrayRowsOf(db, LISTING_COLUMNS, properties, where);
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
        ? await arrayRowsOf<MatchClient>(
            db,
            CLIENT_COLUMNS,
            clients,
            and(eq(clients.userId, userId), inArray(clients.id, chunk)),
          )
        : await arrayRowsOf<MatchListing>(
            db,
            LISTING_COLUMNS,
            properties,
            and(eq(properties.userId, userId), inArray(properties.id, chunk)),
          )),
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

/** A client in a listing's window (see ClientWindow); the domain's test writes it again. */
function inClientWindow({ purpose, subType, budgets }: ClientWindow): SQL | undefined {
  if (budgets === null) {
    return eq(clients.purpose, purpose);
  }
  const { budget, propertyTypes } = clients;
  return and(
    eq(clients.purpose, purpose),
    or(
      isNull(budget),
      lte(budget, 0),
      subType === null ? undefined : sql`${propertyTypes} @> ${JSON.stringify([subType])}::jsonb`,
      and(
        gte(budget, budgets.min),
        or(
          lte(budget, budgets.maxTyped),
          and(sql`jsonb_array_length(${propertyTypes}) = 0`, lte(budget, budgets.maxUntyped)),
        ),
      ),
    ),
  );
}

/** A listing in a client's window (see ListingWindow), its availability checked by the caller. */
function inListingWindow({ purpose, subTypes, prices }: ListingWindow): SQL | undefined {
  if (prices === null) {
    return eq(properties.purpose, purpose);
  }
  const { price, subType } = properties;
  return and(
    eq(properties.purpose, purpose),
    or(
      isNull(price),
      lte(price, 0),
      subTypes.length === 0 ? undefined : inArray(subType, [...subTypes]),
      between(price, prices.min, prices.max),
    ),
  );
}

/** The records of some changes as they were and as they are. */
function versionsOf<T>(changes: readonly RecordChange<T>[]): T[] {
  return changes.flatMap(({ before, after }) => (before === null ? [after] : [before, after]));
}
