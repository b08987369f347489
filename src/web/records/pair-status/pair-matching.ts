/**
 * The one place the web app asks the domain for matches with the agent's pair statuses: the
 * 'Not suitable' pairs (HiddenPairs) are left out, or kept when the agent shows them, and a pair's
 * breakdown ('Why it matched') comes from the scoring itself.
 */
import type { Settings } from "@shared/domain/format";
import {
  allClientMatches,
  allPropertyMatches,
  type Match,
  type MatchableClient,
  type MatchableProperty,
  type MatchLists,
  topClientMatches,
  topPropertyMatches,
} from "@shared/domain/matching";
import { type HiddenPairs, pairKey } from "@shared/domain/pair-status";

type WithId = { id: string };
type Property = MatchableProperty & WithId;
type Client = MatchableClient & WithId;

/** Nothing hidden: what a list shows under 'Show hidden'. */
export const NO_HIDDEN_PAIRS: HiddenPairs = new Set();

export function pairMatchesForClients<P extends Property>(
  clients: readonly Client[],
  properties: readonly P[],
  hidden: HiddenPairs,
): MatchLists<P>[] {
  if (hidden.size === 0) {
    return allClientMatches(clients, properties);
  }
  return clients.map(
    (client) =>
      allClientMatches(
        [client],
        properties.filter((property) => !hidden.has(pairKey(client.id, property.id))),
      )[0] as MatchLists<P>,
  );
}

export function pairMatchesForProperties<C extends Client>(
  properties: readonly Property[],
  clients: readonly C[],
  hidden: HiddenPairs,
): MatchLists<C>[] {
  if (hidden.size === 0) {
    return allPropertyMatches(properties, clients);
  }
  return properties.map(
    (property) =>
      allPropertyMatches(
        [property],
        clients.filter((client) => !hidden.has(pairKey(client.id, property.id))),
      )[0] as MatchLists<C>,
  );
}

export function topPairMatchesForClient<P extends Property>(
  client: Client,
  properties: readonly P[],
  hidden: HiddenPairs,
): Match<P>[] {
  return topPropertyMatches(
    client,
    properties.filter((property) => !hidden.has(pairKey(client.id, property.id))),
  );
}

export function topPairMatchesForProperty<C extends Client>(
  property: Property,
  clients: readonly C[],
  hidden: HiddenPairs,
): Match<C>[] {
  return topClientMatches(
    property,
    clients.filter((client) => !hidden.has(pairKey(client.id, property.id))),
  );
}

/** How many of a side's pairs the agent hid: the 'Show hidden (N)' count. */
export function hiddenCount(
  hidden: HiddenPairs,
  of: { clientId: string } | { propertyId: string },
) {
  let count = 0;
  for (const key of hidden) {
    const [clientId, propertyId] = key.split(":");
    if ("clientId" in of ? clientId === of.clientId : propertyId === of.propertyId) {
      count += 1;
    }
  }
  return count;
}

/** One factor of a pair's score, as the domain's matchBreakdown gives it. */
export type BreakdownFactor = {
  label: string;
  weight: number;
  result: number | boolean;
  text: string;
};
export type PairBreakdown = { factors: BreakdownFactor[]; score: number };

/** 'Why it matched': null until the domain's matchBreakdown is in. */
export function pairBreakdown(
  _property: MatchableProperty,
  _client: MatchableClient,
  _settings: Settings,
  _isSecondOption: boolean,
): PairBreakdown | null {
  return null;
}
