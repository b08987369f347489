import type { MatchableClient, MatchableProperty, WithId } from "@shared/domain/matching";
import type { RecordChange } from "@shared/domain/new-matches";
import { TODAY_SECTION_LIMIT } from "@shared/domain/today";
import type { Db } from "../../db/db";
import { type NewMatchInsert, writeNewMatches } from "./apply-new-match-plans";
import {
  readMatchClients,
  readMatchListings,
  recordClientMatches,
  recordListingMatches,
} from "./record-new-matches";

type Matchable = (MatchableClient | MatchableProperty) & WithId;

/**
 * New matches an import brings at most: the best of all its records' (a whole book imported would
 * otherwise bring hundreds of thousands, and take minutes to write), as many as Today shows.
 */
export const IMPORT_NEW_MATCH_LIMIT = TODAY_SECTION_LIMIT;

/**
 * An import's new matches, batch by batch: the other side is read once for the whole import
 * (it does not change meanwhile) and each batch is scored against it; the recorded pairs of
 * updated records are checked at once, and the best IMPORT_NEW_MATCH_LIMIT new pairs are written
 * by `finish`.
 */
export function importNewMatches(db: Db, userId: string, kind: "clients" | "properties") {
  let listings: ReturnType<typeof readMatchListings> | undefined;
  let buyers: ReturnType<typeof readMatchClients> | undefined;
  const held: NewMatchInsert[] = [];
  const record = async (changes: RecordChange<Matchable>[]) => {
    if (kind === "clients") {
      listings ??= readMatchListings(db, userId);
      const clientChanges = changes as RecordChange<MatchableClient>[];
      await recordClientMatches(db, userId, clientChanges, { listings: await listings, held });
      return;
    }
    buyers ??= readMatchClients(db, userId);
    const listingChanges = changes as RecordChange<MatchableProperty>[];
    await recordListingMatches(db, userId, listingChanges, { buyers: await buyers, held });
  };
  const finish = async () => {
    const best = held.sort((a, b) => b.score - a.score).slice(0, IMPORT_NEW_MATCH_LIMIT);
    await writeNewMatches(db, userId, { inserts: best });
  };
  return { record, finish };
}
