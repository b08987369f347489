/**
 * The matching page's lists for everyone at once, behind matching.ts. Each side is prepared once
 * and grouped by purpose; the other side is sorted by amount (price, or budget within a group of
 * clients wanting types and locations alike), and a pair's list is walked outwards from the
 * budget, first over the candidates of a wanted type, then over the rest: the score's ceiling
 * (scoreCeiling) never rises along a walk, so it stops at the first candidate that could not get
 * into a full list. Every score still comes from `score`; ties rank by input order, as a stable
 * sort would. Hidden pairs ('Not suitable') are looked up only in the finished lists (see
 * withoutHidden in match-best.ts), so they cost nothing in the walks.
 */

import {
  type Best,
  floorOf,
  type HiddenCheck,
  hiddenCheck,
  type Lists,
  type MatchLists,
  newLists,
  offer,
  toMatchLists,
  withoutHidden,
} from "./match-best";
import {
  isWantedType,
  isWithinSecondOption,
  type MatchableClient,
  type MatchableProperty,
  type PreparedClient,
  type PreparedProperty,
  prepareClient,
  prepareProperty,
  score,
  scoreCeiling,
  type WithId,
} from "./match-core";
import { type HiddenPairs, pairKey } from "./pair-status";

/** Room for floating-point rounding when a ceiling is compared with a list's last score. */
const SLACK = 1e-9;

/** The lists of properties for every client, in the clients' order. */
export function listsForClients<P extends MatchableProperty & WithId>(
  clients: readonly (MatchableClient & WithId)[],
  properties: readonly P[],
  hidden: HiddenPairs | undefined,
): MatchLists<P>[] {
  const prepared = properties.map(prepareProperty);
  const byPurpose = new Map<string, TypedGroup>();
  for (const [purpose, group] of groupBy(
    prepared,
    (property) => (property.isAvailable ? property.purpose : null),
    (property) => property.price,
  )) {
    byPurpose.set(purpose, {
      ...group,
      byType: bySortedKeys(group.sized, (index) => {
        const { subType } = prepared[index] as PreparedProperty;
        return subType === null ? [] : [subType];
      }),
    });
  }
  return clients.map((client) => {
    const buyer = prepareClient(client);
    const group = buyer.purpose === null ? undefined : byPurpose.get(buyer.purpose);
    if (!group) {
      return toMatchLists(newLists<P>());
    }
    const fill = (isHidden: HiddenCheck) =>
      fillForClient(properties, prepared, buyer, group, {
        propertyAt: (index) => prepared[index] as PreparedProperty,
        clientAt: () => buyer,
        isHidden,
      });
    const isHidden = hiddenCheck(hidden, (index) =>
      pairKey(client.id, (properties[index] as P).id),
    );
    return toMatchLists(withoutHidden(fill, isHidden));
  });
}

/** One client's lists from the properties of its purpose. */
function fillForClient<P>(
  properties: readonly P[],
  prepared: readonly PreparedProperty[],
  buyer: PreparedClient,
  group: TypedGroup,
  pairing: Pairing,
): Lists<P> {
  const lists = newLists<P>();
  const { budget } = buyer;
  if (budget === null) {
    offerAll(lists.primary, properties, group.unsized, pairing);
    offerAll(lists.primary, properties, group.sized.indexes, pairing);
    return lists;
  }
  offerAll(lists.primary, properties, group.unsized, pairing);
  // The properties of a wanted type first, as in listsForProperties.
  for (const type of new Set(buyer.types)) {
    const ofType = group.byType.get(type);
    if (ofType) {
      walkFromBudget(lists, properties, pairing, ofType, budget, {
        isTypeHit: true,
        skips: () => false,
      });
    }
  }
  walkFromBudget(lists, properties, pairing, group.sized, budget, {
    isTypeHit: false,
    skips: (index) => isWantedType(prepared[index] as PreparedProperty, buyer),
  });
  return lists;
}

/** The lists of clients for every property, in the properties' order. */
export function listsForProperties<C extends MatchableClient & WithId>(
  properties: readonly (MatchableProperty & WithId)[],
  clients: readonly C[],
  hidden: HiddenPairs | undefined,
): MatchLists<C>[] {
  const prepared = clients.map(prepareClient);
  // Clients wanting types and locations alike share a ceiling's shape, so each such group is
  // sorted by budget on its own.
  const byPurposeAndShape = groupBy(
    prepared,
    (client) =>
      client.purpose === null
        ? null
        : `${client.purpose}|${client.types.length > 0}|${client.locations.length > 0}`,
    (client) => client.budget,
  );
  const shapesByPurpose = new Map<string, TypedGroup[]>();
  for (const [key, group] of byPurposeAndShape) {
    const purpose = key.slice(0, key.indexOf("|"));
    const shape = {
      ...group,
      byType: bySortedKeys(group.sized, (index) => (prepared[index] as PreparedClient).types),
    };
    shapesByPurpose.set(purpose, [...(shapesByPurpose.get(purpose) ?? []), shape]);
  }
  return properties.map((property) => {
    const listing = prepareProperty(property);
    const shapes = listing.isAvailable ? shapesByPurpose.get(listing.purpose) : undefined;
    const fill = (isHidden: HiddenCheck) =>
      fillForProperty(clients, prepared, listing, shapes ?? [], {
        propertyAt: () => listing,
        clientAt: (index) => prepared[index] as PreparedClient,
        isHidden,
      });
    const isHidden = hiddenCheck(hidden, (index) => pairKey((clients[index] as C).id, property.id));
    return toMatchLists(withoutHidden(fill, isHidden));
  });
}

/** One property's lists from the clients of its purpose, group by group. */
function fillForProperty<C>(
  clients: readonly C[],
  prepared: readonly PreparedClient[],
  listing: PreparedProperty,
  shapes: readonly TypedGroup[],
  pairing: Pairing,
): Lists<C> {
  const lists = newLists<C>();
  const { price, subType } = listing;
  for (const group of shapes) {
    offerAll(lists.primary, clients, group.unsized, pairing);
    if (price === null) {
      offerAll(lists.primary, clients, group.sized.indexes, pairing);
      continue;
    }
    // Clients wanting this type first: their high scores fill the lists, so the walk over
    // everyone else, whose ceiling lacks the type's points, ends sooner.
    const wanting = subType === null ? undefined : group.byType.get(subType);
    if (wanting) {
      walkAround(lists, clients, pairing, wanting, price, {
        isTypeHit: true,
        skips: () => false,
      });
    }
    walkAround(lists, clients, pairing, group.sized, price, {
      isTypeHit: false,
      skips: (index) => isWantedType(listing, prepared[index] as PreparedClient),
    });
  }
  return lists;
}

type Pairing = {
  propertyAt(index: number): PreparedProperty;
  clientAt(index: number): PreparedClient;
  isHidden: HiddenCheck;
};
/** Indexes sorted by their amount (ascending), and the amounts in the same order. */
type Sized = { indexes: number[]; amounts: number[] };
type SizedGroup = { sized: Sized; unsized: number[] };
/** A sorted group and, for each type, its members of (or wanting) that type, still sorted. */
type TypedGroup = SizedGroup & { byType: Map<string, Sized> };
type WalkOptions = {
  from: number;
  step: 1 | -1;
  isInRange?: (position: number) => boolean;
  /** Whether the candidates' ceilings count the type's points. */
  isTypeHit: boolean;
  /** Candidates another walk offers. */
  skips: (index: number) => boolean;
};
/** Scores every candidate at `indexes` into `best`. */
function offerAll<T>(
  best: Best<T>,
  items: readonly T[],
  indexes: readonly number[],
  pairing: Pairing,
) {
  for (const index of indexes) {
    const value = score(pairing.propertyAt(index), pairing.clientAt(index), best.isSecondOption);
    offer(best, items[index] as T, index, value, pairing.isHidden);
  }
}

/** A client's properties with a price: from the budget downwards (primary), upwards (secondary). */
function walkFromBudget<T>(
  lists: Lists<T>,
  items: readonly T[],
  pairing: Pairing,
  { indexes, amounts }: Sized,
  budget: number,
  options: Pick<WalkOptions, "isTypeHit" | "skips">,
) {
  const over = firstAbove(amounts, budget);
  walk(lists.primary, items, pairing, indexes, { ...options, from: over - 1, step: -1 });
  walk(lists.secondary, items, pairing, indexes, {
    ...options,
    from: over,
    step: 1,
    isInRange: (position) => isWithinSecondOption(amounts[position] as number, budget),
  });
}

/** A property's clients with a budget: from the price upwards (primary), downwards (secondary). */
function walkAround<T>(
  lists: Lists<T>,
  items: readonly T[],
  pairing: Pairing,
  { indexes, amounts }: Sized,
  price: number,
  options: Pick<WalkOptions, "isTypeHit" | "skips">,
) {
  const within = firstAbove(amounts, price, true);
  walk(lists.primary, items, pairing, indexes, { ...options, from: within, step: 1 });
  walk(lists.secondary, items, pairing, indexes, {
    ...options,
    from: within - 1,
    step: -1,
    isInRange: (position) => isWithinSecondOption(price, amounts[position] as number),
  });
}

/**
 * Scores the candidates at indexes[from], indexes[from + step], … while `isInRange(position)`
 * holds, until one's ceiling cannot get into `best`: no later one's can either.
 */
function walk<T>(
  best: Best<T>,
  items: readonly T[],
  pairing: Pairing,
  indexes: readonly number[],
  { from, step, isInRange, isTypeHit, skips }: WalkOptions,
) {
  for (let position = from; position >= 0 && position < indexes.length; position += step) {
    if (isInRange && !isInRange(position)) {
      return;
    }
    const index = indexes[position] as number;
    if (skips(index)) {
      continue;
    }
    const property = pairing.propertyAt(index);
    const client = pairing.clientAt(index);
    const ceiling = scoreCeiling(property, client, best.isSecondOption, isTypeHit);
    if (ceiling + SLACK < floorOf(best)) {
      return;
    }
    const value = score(property, client, best.isSecondOption);
    offer(best, items[index] as T, index, value, pairing.isHidden);
  }
}

/** The members of a sorted group under each of their keys, still sorted. */
function bySortedKeys(
  sized: Sized,
  keysOf: (index: number) => readonly string[],
): Map<string, Sized> {
  const byKey = new Map<string, Sized>();
  sized.indexes.forEach((index, position) => {
    for (const key of new Set(keysOf(index))) {
      let members = byKey.get(key);
      if (!members) {
        members = { indexes: [], amounts: [] };
        byKey.set(key, members);
      }
      members.indexes.push(index);
      members.amounts.push(sized.amounts[position] as number);
    }
  });
  return byKey;
}

/** Items grouped by a key (null: left out), each group's indexes sorted by amount. */
function groupBy<T>(
  items: readonly T[],
  keyOf: (item: T) => string | null,
  amountOf: (item: T) => number | null,
): Map<string, SizedGroup> {
  const groups = new Map<string, SizedGroup>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (key === null) {
      return;
    }
    let group = groups.get(key);
    if (!group) {
      group = { sized: { indexes: [], amounts: [] }, unsized: [] };
      groups.set(key, group);
    }
    if (amountOf(item) === null) {
      group.unsized.push(index);
    } else {
      group.sized.indexes.push(index);
    }
  });
  for (const group of groups.values()) {
    const amounts = group.sized.indexes.map((index) => amountOf(items[index] as T) as number);
    const byAmount = group.sized.indexes.map((_, position) => position);
    byAmount.sort((a, b) => compare(amounts[a] as number, amounts[b] as number));
    group.sized = {
      indexes: byAmount.map((position) => group.sized.indexes[position] as number),
      amounts: byAmount.map((position) => amounts[position] as number),
    };
  }
  return groups;
}

/** The first position whose amount is above `limit` (or at least `limit` when `orEqual`). */
function firstAbove(amounts: readonly number[], limit: number, orEqual = false): number {
  let low = 0;
  let high = amounts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const amount = amounts[middle] as number;
    if (amount > limit || (orEqual && amount === limit)) {
      high = middle;
    } else {
      low = middle + 1;
    }
  }
  return low;
}

function compare(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
