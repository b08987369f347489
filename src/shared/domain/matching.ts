/**
 * Property ↔ client matching (SPEC.md section 9). Where SPEC.md is silent: a factor counts only
 * when both sides have its data (price and budget above 0, at least one wanted type, at least
 * one wanted location); the purposes must correspond and the property must be available, else
 * the score is 0.
 */
import type { Tone } from "./catalogue";
import {
  isWithinSecondOption,
  type MatchableClient,
  type MatchableProperty,
  type PreparedClient,
  type PreparedProperty,
  prepareClient,
  prepareProperty,
  score,
  scoresAbove,
} from "./match-core";

export { parseAmount } from "./amount";
export type { Amount, MatchableClient, MatchableProperty } from "./match-core";

export type MatchOptions = { secondOption?: boolean };
export type Match<T> = { item: T; score: number; isSecondOption: boolean };
export type MatchLists<T> = { primary: Match<T>[]; secondary: Match<T>[] };

export const MATCH_THRESHOLD = 40;
export const PRIMARY_LIMIT = 5;
export const SECONDARY_LIMIT = 3;

/** The unrounded score, 0..100, of a property for a client. */
export function matchScore(
  property: MatchableProperty,
  client: MatchableClient,
  options: MatchOptions = {},
): number {
  return score(prepareProperty(property), prepareClient(client), options.secondOption === true);
}

/** The matching page's lists of properties for a client: within budget, and up to 30% over. */
export function clientMatches<P extends MatchableProperty>(
  client: MatchableClient,
  properties: readonly P[],
): MatchLists<P> {
  return allClientMatches([client], properties)[0] as MatchLists<P>;
}

/** The matching page's lists of clients for a property: within budget, and up to 30% over. */
export function propertyMatches<C extends MatchableClient>(
  property: MatchableProperty,
  clients: readonly C[],
): MatchLists<C> {
  return allPropertyMatches([property], clients)[0] as MatchLists<C>;
}

/**
 * clientMatches for every client (in order). Each property is prepared once, and a client is
 * scored only against the available properties of its purpose: every other pair scores 0.
 */
export function allClientMatches<P extends MatchableProperty>(
  clients: readonly MatchableClient[],
  properties: readonly P[],
): MatchLists<P>[] {
  const candidates = properties.map(prepareProperty);
  const byPurpose = indexesBy(candidates, (property) =>
    property.isAvailable ? property.purpose : null,
  );
  return clients.map((client) => {
    const prepared = prepareClient(client);
    return rank(
      properties,
      (prepared.purpose !== null && byPurpose.get(prepared.purpose)) || [],
      (i) => candidates[i] as PreparedProperty,
      () => prepared,
    );
  });
}

/** propertyMatches for every property (in order): the same pairs as allClientMatches. */
export function allPropertyMatches<C extends MatchableClient>(
  properties: readonly MatchableProperty[],
  clients: readonly C[],
): MatchLists<C>[] {
  const candidates = clients.map(prepareClient);
  const byPurpose = indexesBy(candidates, (client) => client.purpose);
  return properties.map((property) => {
    const prepared = prepareProperty(property);
    return rank(
      clients,
      (prepared.isAvailable && byPurpose.get(prepared.purpose)) || [],
      () => prepared,
      (i) => candidates[i] as PreparedClient,
    );
  });
}

/** A property card's dropdown: clients scoring above 40 (default mode), best first, at most 5. */
export function topClientMatches<C extends MatchableClient>(
  property: MatchableProperty,
  clients: readonly C[],
): Match<C>[] {
  const prepared = prepareProperty(property);
  return top(clients, (client) => score(prepared, prepareClient(client), false));
}

/** A client card's dropdown: properties scoring above 40 (default mode), best first, at most 5. */
export function topPropertyMatches<P extends MatchableProperty>(
  client: MatchableClient,
  properties: readonly P[],
): Match<P>[] {
  const prepared = prepareClient(client);
  return top(properties, (property) => score(prepareProperty(property), prepared, false));
}

/**
 * The dashboard's 'Properties Matched': how many properties score above 40 for some client.
 * Cost: both sides are prepared once (amounts parsed, locations lower-cased: O(P + C)); then at
 * worst P × C pair checks, each O(types + locations) with no allocation, only against clients
 * of the corresponding purpose, stopping at a property's first match; the location substring
 * search runs only when it can decide the outcome. 5,000 × 5,000 with no match at all, the
 * worst case, is 25 million checks: about half a second on one core.
 */
export function countMatchedProperties(
  properties: readonly MatchableProperty[],
  clients: readonly MatchableClient[],
): number {
  const byPurpose = new Map<string, PreparedClient[]>();
  for (const client of clients) {
    const prepared = prepareClient(client);
    if (prepared.purpose === null) {
      continue;
    }
    const group = byPurpose.get(prepared.purpose) ?? [];
    group.push(prepared);
    byPurpose.set(prepared.purpose, group);
  }
  let count = 0;
  for (const property of properties) {
    const prepared = prepareProperty(property);
    const group = prepared.isAvailable ? byPurpose.get(prepared.purpose) : undefined;
    if (group?.some((client) => scoresAbove(prepared, client, MATCH_THRESHOLD))) {
      count += 1;
    }
  }
  return count;
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

/**
 * Sorts the items at `indexes` into the primary or secondary list, keeping only the best of each;
 * the accessors return the prepared sides of a pair.
 */
function rank<T>(
  items: readonly T[],
  indexes: readonly number[],
  propertyAt: (index: number) => PreparedProperty,
  clientAt: (index: number) => PreparedClient,
): MatchLists<T> {
  const primary: Match<T>[] = [];
  const secondary: Match<T>[] = [];
  for (const index of indexes) {
    const property = propertyAt(index);
    const client = clientAt(index);
    const { price } = property;
    const { budget } = client;
    // No budget (or no price) means nothing is over budget.
    if (price === null || budget === null || price <= budget) {
      const value = score(property, client, false);
      if (value > MATCH_THRESHOLD) {
        keepBest(
          primary,
          { item: items[index] as T, score: value, isSecondOption: false },
          PRIMARY_LIMIT,
        );
      }
    } else if (isWithinSecondOption(price, budget)) {
      const value = score(property, client, true);
      if (value > MATCH_THRESHOLD) {
        keepBest(
          secondary,
          { item: items[index] as T, score: value, isSecondOption: true },
          SECONDARY_LIMIT,
        );
      }
    }
  }
  return { primary, secondary };
}

function top<T>(items: readonly T[], scoreOf: (item: T) => number): Match<T>[] {
  const matches: Match<T>[] = [];
  for (const item of items) {
    const value = scoreOf(item);
    if (value > MATCH_THRESHOLD) {
      keepBest(matches, { item, score: value, isSecondOption: false }, PRIMARY_LIMIT);
    }
  }
  return matches;
}

/**
 * Inserts a match into a best-first list of at most `limit`: the same as sorting every match
 * (stable, so ties keep their input order) and keeping the first `limit`, without the sort.
 */
function keepBest<T>(list: Match<T>[], match: Match<T>, limit: number): void {
  const last = list[list.length - 1];
  if (list.length === limit && last !== undefined && match.score <= last.score) {
    return;
  }
  let position = list.length;
  while (position > 0 && (list[position - 1] as Match<T>).score < match.score) {
    position -= 1;
  }
  list.splice(position, 0, match);
  if (list.length > limit) {
    list.pop();
  }
}

/** The indexes of the items, grouped by a key; items whose key is null are left out. */
function indexesBy<T>(
  items: readonly T[],
  keyOf: (item: T) => string | null,
): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (key === null) {
      return;
    }
    const group = groups.get(key);
    if (group) {
      group.push(index);
    } else {
      groups.set(key, [index]);
    }
  });
  return groups;
}
