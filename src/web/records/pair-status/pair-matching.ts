/**
 * The one place the web app asks the domain for matches with the agent's pair statuses: the
 * 'Not suitable' pairs (HiddenPairs) are left out, or kept when the agent shows them, and a pair's
 * breakdown ('Why it matched') comes from the scoring itself (matchBreakdown).
 */
import type { Settings } from "@shared/domain/format";
import { type MatchBreakdown, matchBreakdown } from "@shared/domain/match-breakdown";
import {
  allClientMatches,
  allPropertyMatches,
  type Match,
  type MatchableClient,
  type MatchableProperty,
  type MatchLists,
  topClientMatches,
  topPropertyMatches,
  type WithId,
} from "@shared/domain/matching";
import type { HiddenPairs } from "@shared/domain/pair-status";

type Property = MatchableProperty & WithId;
type Client = MatchableClient & WithId;

/** Nothing hidden: what a list shows under 'Show hidden'. */
export const NO_HIDDEN_PAIRS: HiddenPairs = new Set();

export function pairMatchesForClients<P extends Property>(
  clients: readonly Client[],
  properties: readonly P[],
  hidden: HiddenPairs,
): MatchLists<P>[] {
  return allClientMatches(clients, properties, hidden);
}

export function pairMatchesForProperties<C extends Client>(
  properties: readonly Property[],
  clients: readonly C[],
  hidden: HiddenPairs,
): MatchLists<C>[] {
  return allPropertyMatches(properties, clients, hidden);
}

export function topPairMatchesForClient<P extends Property>(
  client: Client,
  properties: readonly P[],
  hidden: HiddenPairs,
): Match<P>[] {
  return topPropertyMatches(client, properties, hidden);
}

export function topPairMatchesForProperty<C extends Client>(
  property: Property,
  clients: readonly C[],
  hidden: HiddenPairs,
): Match<C>[] {
  return topClientMatches(property, clients, hidden);
}

/** How many of a side's pairs the agent hid: the 'Show hidden (N)' count. */
export function hiddenCount(
  hidden: HiddenPairs,
  of: { clientId: string } | { propertyId: string },
): number {
  let count = 0;
  for (const key of hidden) {
    const [clientId, propertyId] = key.split(":");
    if ("clientId" in of ? clientId === of.clientId : propertyId === of.propertyId) {
      count += 1;
    }
  }
  return count;
}

export type PairBreakdown = MatchBreakdown;

/** 'Why it matched': the domain's own factors, prices in the agent's currency and numbering. */
export function pairBreakdown(
  property: MatchableProperty,
  client: MatchableClient,
  settings: Settings,
  isSecondOption: boolean,
): PairBreakdown {
  return matchBreakdown(property, client, settings, { secondOption: isSecondOption });
}
