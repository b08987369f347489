import type { MatchableClient, MatchableProperty, WithId } from "@shared/domain/matching";
import type { RecordChange } from "@shared/domain/new-matches";
import type { Db } from "../../db/db";
import {
  readMatchClients,
  readMatchListings,
  recordClientMatches,
  recordListingMatches,
} from "./record-new-matches";

type Matchable = (MatchableClient | MatchableProperty) & WithId;

/**
 * An import's new matches, batch by batch: the other side is read once for the whole import
 * (it does not change meanwhile), and each batch of imported records is scored against it.
 */
export function importNewMatches(db: Db, userId: string, kind: "clients" | "properties") {
  let listings: ReturnType<typeof readMatchListings> | undefined;
  let buyers: ReturnType<typeof readMatchClients> | undefined;
  return async (changes: RecordChange<Matchable>[]) => {
    if (kind === "clients") {
      listings ??= readMatchListings(db, userId);
      const clientChanges = changes as RecordChange<MatchableClient>[];
      await recordClientMatches(db, userId, clientChanges, await listings);
      return;
    }
    buyers ??= readMatchClients(db, userId);
    const listingChanges = changes as RecordChange<MatchableProperty>[];
    await recordListingMatches(db, userId, listingChanges, await buyers);
  };
}
