import {
  type MatchableClient,
  type MatchableProperty,
  type MatchLists,
  matchScore,
  PRIMARY_LIMIT,
  parseAmount,
  SECONDARY_LIMIT,
} from "../../src/shared/domain/matching";

/**
 * The matching page's lists the straightforward way, a double loop over matchScore: the yardstick
 * the optimised src/shared/domain/matching.ts must equal (tests) and beat (bench).
 */
export function referenceMatches<T>(
  pairs: readonly { item: T; property: MatchableProperty; client: MatchableClient }[],
): MatchLists<T> {
  const primary: MatchLists<T>["primary"] = [];
  const secondary: MatchLists<T>["secondary"] = [];
  for (const { item, property, client } of pairs) {
    const price = positive(property.price);
    const budget = positive(client.budget);
    if (price === null || budget === null || price <= budget) {
      const score = matchScore(property, client);
      if (score > 40) {
        primary.push({ item, score, isSecondOption: false });
      }
    } else if (10 * price <= 13 * budget) {
      const score = matchScore(property, client, { secondOption: true });
      if (score > 40) {
        secondary.push({ item, score, isSecondOption: true });
      }
    }
  }
  const best = (list: typeof primary, limit: number) =>
    list.sort((a, b) => b.score - a.score).slice(0, limit);
  return { primary: best(primary, PRIMARY_LIMIT), secondary: best(secondary, SECONDARY_LIMIT) };
}

export function referenceAllClientMatches<P extends MatchableProperty>(
  clients: readonly MatchableClient[],
  properties: readonly P[],
): MatchLists<P>[] {
  return clients.map((client) =>
    referenceMatches(properties.map((property) => ({ item: property, property, client }))),
  );
}

export function referenceAllPropertyMatches<C extends MatchableClient>(
  properties: readonly MatchableProperty[],
  clients: readonly C[],
): MatchLists<C>[] {
  return properties.map((property) =>
    referenceMatches(clients.map((client) => ({ item: client, property, client }))),
  );
}

export function referenceMatchedCount(
  properties: readonly MatchableProperty[],
  clients: readonly MatchableClient[],
): number {
  return properties.filter((property) =>
    clients.some((client) => matchScore(property, client) > 40),
  ).length;
}

function positive(value: MatchableProperty["price"]): number | null {
  const amount = parseAmount(value);
  return amount !== null && amount > 0 ? amount : null;
}
