/**
 * Property ↔ client matching (SPEC.md section 9). Where SPEC.md is silent: a factor counts only
 * when both sides have its data (price and budget above 0, at least one wanted type, at least
 * one wanted location); the purposes must correspond and the property must be available, else
 * the score is 0. Pairs the agent marked 'Not suitable' (`hidden`, by pairKey) are left out of
 * every list and the count; their scores are unchanged.
 */
import type { Tone } from "./catalogue";
import { MATCH_THRESHOLD, type Match, type MatchLists, topMatches } from "./match-best";
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
import { listsForClients, listsForProperties } from "./match-lists";
import { type HiddenPairs, pairKey } from "./pair-status";

export { parseAmount } from "./amount";
export type { Amount, MatchableClient, MatchableProperty, WithId } from "./match-core";

export type MatchOptions = { secondOption?: boolean };
export type { Match, MatchLists } from "./match-best";
export { MATCH_THRESHOLD, PRIMARY_LIMIT, SECONDARY_LIMIT } from "./match-best";

/** The unrounded score, 0..100, of a property for a client. */
export function matchScore(
  property: MatchableProperty,
  client: MatchableClient,
  options: MatchOptions = {},
): number {
  return score(prepareProperty(property), prepareClient(client), options.secondOption === true);
}

/** The matching page's lists of properties for a client: within budget, and up to 30% over. */
export function clientMatches<P extends MatchableProperty & WithId>(
  client: MatchableClient & WithId,
  properties: readonly P[],
  hidden?: HiddenPairs,
): MatchLists<P> {
  return allClientMatches([client], properties, hidden)[0] as MatchLists<P>;
}

/** The matching page's lists of clients for a property: within budget, and up to 30% over. */
export function propertyMatches<C extends MatchableClient & WithId>(
  property: MatchableProperty & WithId,
  clients: readonly C[],
  hidden?: HiddenPairs,
): MatchLists<C> {
  return allPropertyMatches([property], clients, hidden)[0] as MatchLists<C>;
}

/** clientMatches for every client (in order), without scoring every pair (see match-lists.ts). */
export function allClientMatches<P extends MatchableProperty & WithId>(
  clients: readonly (MatchableClient & WithId)[],
  properties: readonly P[],
  hidden?: HiddenPairs,
): MatchLists<P>[] {
  return listsForClients(clients, properties, hidden);
}

/** propertyMatches for every property (in order). */
export function allPropertyMatches<C extends MatchableClient & WithId>(
  properties: readonly (MatchableProperty & WithId)[],
  clients: readonly C[],
  hidden?: HiddenPairs,
): MatchLists<C>[] {
  return listsForProperties(properties, clients, hidden);
}

/** A property card's dropdown: clients scoring above 40 (default mode), best first, at most 5. */
export function topClientMatches<C extends MatchableClient & WithId>(
  property: MatchableProperty & WithId,
  clients: readonly C[],
  hidden?: HiddenPairs,
): Match<C>[] {
  const prepared = prepareProperty(property);
  return topMatches(
    clients,
    (client) => score(prepared, prepareClient(client), false),
    hidden,
    (client) => pairKey(client.id, property.id),
  );
}

/** A client card's dropdown: properties scoring above 40 (default mode), best first, at most 5. */
export function topPropertyMatches<P extends MatchableProperty & WithId>(
  client: MatchableClient & WithId,
  properties: readonly P[],
  hidden?: HiddenPairs,
): Match<P>[] {
  const prepared = prepareClient(client);
  return topMatches(
    properties,
    (property) => score(prepareProperty(property), prepared, false),
    hidden,
    (property) => pairKey(client.id, property.id),
  );
}

/**
 * The dashboard's 'Properties Matched': how many properties score above 40 for some client whose
 * pair is not hidden. Cost: both sides are prepared once (amounts parsed, locations lower-cased:
 * O(P + C)); then at worst P × C pair checks, each O(types + locations) with no allocation, only
 * against clients of the corresponding purpose, stopping at a property's first match; the
 * location substring search runs only when it can decide the outcome, and the hidden set is
 * looked up only for a pair above 40. 5,000 × 5,000 with no match at all, the worst case, is
 * 25 million checks: about half a second on one core.
 */
export function countMatchedProperties(
  properties: readonly (MatchableProperty & WithId)[],
  clients: readonly (MatchableClient & WithId)[],
  hidden?: HiddenPairs,
): number {
  const byPurpose = new Map<string, { prepared: PreparedClient[]; ids: string[] }>();
  for (const client of clients) {
    const prepared = prepareClient(client);
    if (prepared.purpose === null) {
      continue;
    }
    const group = byPurpose.get(prepared.purpose) ?? { prepared: [], ids: [] };
    group.prepared.push(prepared);
    group.ids.push(client.id);
    byPurpose.set(prepared.purpose, group);
  }
  const isHiding = hidden !== undefined && hidden.size > 0;
  let count = 0;
  for (const property of properties) {
    const prepared = prepareProperty(property);
    const group = prepared.isAvailable ? byPurpose.get(prepared.purpose) : undefined;
    if (
      group &&
      isMatchedIn(group, prepared, isHiding ? (id) => hidden.has(pairKey(id, property.id)) : null)
    ) {
      count += 1;
    }
  }
  return count;
}

/** Whether some client of the group, whose pair is not hidden, scores above the threshold. */
function isMatchedIn(
  group: { prepared: PreparedClient[]; ids: string[] },
  property: PreparedProperty,
  isHidden: ((clientId: string) => boolean) | null,
): boolean {
  const { prepared, ids } = group;
  for (let index = 0; index < prepared.length; index += 1) {
    if (
      scoresAbove(property, prepared[index] as PreparedClient, MATCH_THRESHOLD) &&
      !isHidden?.(ids[index] as string)
    ) {
      return true;
    }
  }
  return false;
}

/** Badge tone of a score, judged on the whole percent shown so colour and text agree. */
export function scoreTone(value: number): Tone {
  const shown = Math.round(value);
  if (shown >= 80) {
    return "success";
  }
  return shown >= 60 ? "warning" : "destructive";
}

export function formatScore(value: number): string {
  return `${Math.round(value)}%`;
}
