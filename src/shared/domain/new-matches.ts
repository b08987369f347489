/**
 * New matches (issue 27, decision 031): when a listing or a client arrives or changes, the pairs
 * that newly score above the threshold (in the default mode, as the cards' dropdowns) and have no
 * status are recorded, and the recorded ones are checked again. Scores come from match-core's
 * `score`, each side prepared once.
 */
import { MATCH_THRESHOLD, PRIMARY_LIMIT } from "./match-best";
import {
  type MatchableClient,
  type MatchableProperty,
  type PreparedClient,
  type PreparedProperty,
  prepareClient,
  prepareProperty,
  score,
  scoresAbove,
  type WithId,
} from "./match-core";

/** At most this many new matches a record brings by one change: its card's dropdown's five. */
export const NEW_MATCHES_PER_CHANGE = PRIMARY_LIMIT;

/** The fields matching reads, by side: an edit that changes none of them moves no pair's score. */
export const CLIENT_MATCH_FIELDS = [
  "purpose",
  "budget",
  "propertyTypes",
  "locations",
] as const satisfies readonly (keyof MatchableClient)[];
export const LISTING_MATCH_FIELDS = [
  "status",
  "purpose",
  "price",
  "subType",
  "location",
] as const satisfies readonly (keyof MatchableProperty)[];

/** A record as it was (null: it is new) and as it is now. */
export type RecordChange<T> = { before: T | null; after: T & WithId };
/** A pair's score before and after the change, unrounded. */
export type PairScore = { before: number; after: number };
/** The recorded new match of a pair, by the other side's id. */
export type RecordedMatch = { id: string; score: number };
/** A row of the Today list's 'New matches': who, which listing, the score shown. */
export type NewMatchRow = {
  id: string;
  /** Whole percent, as shown: '72% match'. */
  score: number;
  createdAt: string;
  client: { id: string; title: string; name: string; phone: string; email: string };
  property: { id: string; title: string };
};
/**
 * The Today page's 'New matches' (decision 031): the open ones, newest first, at most a section's
 * rows, and how many are open in all. Asked apart from the Today list (decision 046).
 */
export type NewMatchList = { rows: NewMatchRow[]; count: number };
export type NewMatchPlan = {
  inserts: { counterpartId: string; score: number }[];
  updates: RecordedMatch[];
  /** Rows whose pair no longer scores above the threshold. */
  deletes: string[];
};

/**
 * Whether an edit changed a field matching reads (lists item by item, in order). One that did not
 * leaves every pair's score as it was, so it can neither add nor end a new match: the client form
 * sends every field with each save.
 */
export function changesMatching<T>(before: T, after: T, fields: readonly (keyof T)[]): boolean {
  return fields.some((field) => !isSameValue(before[field], after[field]));
}

/** For each changed listing, the clients whose pair scores above the threshold before or after. */
export function listingPairScores(
  changes: readonly RecordChange<MatchableProperty>[],
  clients: readonly (MatchableClient & WithId)[],
): Map<string, PairScore>[] {
  const prepared = clients.map(prepareClient);
  return changes.map(({ before, after }) =>
    pairScores(
      before && prepareProperty(before),
      prepareProperty(after),
      prepared,
      clients,
      scoreAbove,
    ),
  );
}

/** For each changed client, the listings whose pair scores above the threshold before or after. */
export function clientPairScores(
  changes: readonly RecordChange<MatchableClient>[],
  properties: readonly (MatchableProperty & WithId)[],
): Map<string, PairScore>[] {
  const prepared = properties.map(prepareProperty);
  return changes.map(({ before, after }) =>
    pairScores(
      before && prepareClient(before),
      prepareClient(after),
      prepared,
      properties,
      (buyer: PreparedClient, listing: PreparedProperty) => scoreAbove(listing, buyer),
    ),
  );
}

/**
 * What one change does to the recorded new matches of its record: a recorded pair whose score
 * is no longer above the threshold goes (a counterpart missing from `scores` scores 0), as does
 * one that has a status (a merge of two clients brings the other's); one still above takes its
 * new score; a pair that rises above it, was not above before, has no row and
 * no status (`hasStatus`) is added, the best NEW_MATCHES_PER_CHANGE of them.
 */
export function planNewMatches(
  scores: ReadonlyMap<string, PairScore>,
  recorded: readonly RecordedMatch[],
  hasStatus: (counterpartId: string) => boolean,
): NewMatchPlan {
  const plan: NewMatchPlan = { inserts: [], updates: [], deletes: [] };
  const isRecorded = new Set<string>();
  for (const row of recorded) {
    isRecorded.add(row.id);
    const after = scores.get(row.id)?.after ?? 0;
    if (!(after > MATCH_THRESHOLD) || hasStatus(row.id)) {
      plan.deletes.push(row.id);
    } else if (Math.round(after) !== row.score) {
      plan.updates.push({ id: row.id, score: Math.round(after) });
    }
  }
  const entered = [...scores]
    .filter(
      ([id, { before, after }]) =>
        after > MATCH_THRESHOLD &&
        !(before > MATCH_THRESHOLD) &&
        !isRecorded.has(id) &&
        !hasStatus(id),
    )
    .sort(([, a], [, b]) => b.after - a.after);
  plan.inserts = entered
    .slice(0, NEW_MATCHES_PER_CHANGE)
    .map(([counterpartId, { after }]) => ({ counterpartId, score: Math.round(after) }));
  return plan;
}

function isSameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/** The pair's score when above the threshold, else 0: the cheap check first (see scoresAbove). */
function scoreAbove(listing: PreparedProperty, buyer: PreparedClient): number {
  return scoresAbove(listing, buyer, MATCH_THRESHOLD) ? score(listing, buyer, false) : 0;
}

function pairScores<R, C>(
  before: R | null,
  after: R,
  counterparts: readonly C[],
  withIds: readonly WithId[],
  scoreOf: (record: R, counterpart: C) => number,
): Map<string, PairScore> {
  if (before === null) {
    return bestForNewRecord(after, counterparts, withIds, scoreOf);
  }
  const scores = new Map<string, PairScore>();
  counterparts.forEach((counterpart, index) => {
    const now = scoreOf(after, counterpart);
    const then = scoreOf(before, counterpart);
    if (now > MATCH_THRESHOLD || then > MATCH_THRESHOLD) {
      scores.set((withIds[index] as WithId).id, { before: then, after: now });
    }
  });
  return scores;
}

/**
 * A new record has no recorded pairs and no statuses, so only its best NEW_MATCHES_PER_CHANGE
 * pairs above the threshold can be planned: only those are kept (an import scores thousands).
 */
function bestForNewRecord<R, C>(
  record: R,
  counterparts: readonly C[],
  withIds: readonly WithId[],
  scoreOf: (record: R, counterpart: C) => number,
): Map<string, PairScore> {
  const best: { index: number; score: number }[] = [];
  counterparts.forEach((counterpart, index) => {
    const score = scoreOf(record, counterpart);
    const isFull = best.length === NEW_MATCHES_PER_CHANGE;
    if (!(score > MATCH_THRESHOLD) || (isFull && score <= (best.at(-1)?.score ?? 0))) {
      return;
    }
    let position = best.length;
    while (position > 0 && (best[position - 1]?.score ?? 0) < score) {
      position -= 1;
    }
    best.splice(position, 0, { index, score });
    if (best.length > NEW_MATCHES_PER_CHANGE) {
      best.pop();
    }
  });
  return new Map(
    best.map(({ index, score }) => [(withIds[index] as WithId).id, { before: 0, after: score }]),
  );
}
