/**
 * The scoring core behind matching.ts: each side is prepared once (amounts parsed, locations
 * lower-cased), so scoring a pair allocates nothing. Internal to the matching module.
 */
import { parseAmount } from "./amount";
import { PROPERTY_PURPOSE_FOR } from "./catalogue";

export type Amount = number | string | null | undefined;
export type MatchableProperty = {
  status: string;
  purpose: string;
  price: Amount;
  subType: string | null | undefined;
  location: string | null | undefined;
};
export type MatchableClient = {
  purpose: string;
  budget: Amount;
  propertyTypes: readonly string[];
  locations: readonly string[];
};

export type WithId = { id: string };

/** SPEC.md's weights; the purpose is a gate (no match, score 0), not a weighted factor. */
export const WEIGHT = { budget: 0.5, type: 0.3, location: 0.2 } as const;

export type PreparedProperty = {
  isAvailable: boolean;
  purpose: string;
  price: number | null;
  subType: string | null;
  location: string;
};
export type PreparedClient = {
  purpose: string | null;
  budget: number | null;
  types: readonly string[];
  /** The wanted places trimmed, blanks left out, lower-cased. */
  locations: readonly string[];
};

export function prepareProperty(property: MatchableProperty): PreparedProperty {
  return {
    isAvailable: property.status === "available",
    purpose: property.purpose,
    price: positiveAmount(property.price),
    subType: property.subType ?? null,
    location: (property.location ?? "").toLowerCase(),
  };
}

export function prepareClient(client: MatchableClient): PreparedClient {
  const purpose = Object.hasOwn(PROPERTY_PURPOSE_FOR, client.purpose)
    ? PROPERTY_PURPOSE_FOR[client.purpose as keyof typeof PROPERTY_PURPOSE_FOR]
    : null;
  return {
    purpose,
    budget: positiveAmount(client.budget),
    types: client.propertyTypes,
    locations: wantedPlaces(client.locations).map((place) => place.toLowerCase()),
  };
}

/**
 * The score of a pair: 0 unless `isMatchable`, else the factors' points combined. Every score in
 * matching (lists, dropdowns, count, breakdown) comes from these factor functions and `combine`.
 */
export function score(
  property: PreparedProperty,
  client: PreparedClient,
  secondOption: boolean,
): number {
  if (!isMatchable(property, client)) {
    return 0;
  }
  return combine(
    budgetPoints(property, client, secondOption),
    typePoints(property, client),
    locationPoints(property, client),
  );
}

/**
 * The most `score` can be for this price and budget, were the location to match (and the type,
 * unless `isTypeHit` says it does not): the same `combine` with each point count at least the
 * real one, so never below the score even in floating point. For clients wanting types and
 * locations alike it never rises as the price moves away from the budget, which lets the match
 * lists stop early.
 */
export function scoreCeiling(
  property: PreparedProperty,
  client: PreparedClient,
  secondOption: boolean,
  isTypeHit: boolean,
): number {
  if (!isMatchable(property, client)) {
    return 0;
  }
  const type = client.types.length > 0 ? hitPoints(isTypeHit) : null;
  const location = client.locations.length > 0 ? FULL : null;
  return combine(budgetPoints(property, client, secondOption), type, location);
}

/**
 * `score(property, client, false) > threshold` for the dashboard count, without allocating:
 * the location substring search, the costly part, runs only when it can change the outcome.
 */
export function scoresAbove(
  property: PreparedProperty,
  client: PreparedClient,
  threshold: number,
): boolean {
  if (!isMatchable(property, client)) {
    return 0 > threshold;
  }
  const budget = budgetPoints(property, client, false);
  const type = typePoints(property, client);
  const hasLocations = client.locations.length > 0;
  if (combine(budget, type, hasLocations ? 0 : null) > threshold) {
    return true;
  }
  // The location's points are 0 (just decided) or FULL, so the score is the latter on a hit.
  return (
    hasLocations && combine(budget, type, FULL) > threshold && locationHit(property, client) >= 0
  );
}

/** Only available properties match, and only when the purposes correspond. */
export function isMatchable(property: PreparedProperty, client: PreparedClient): boolean {
  return property.isAvailable && isPurposeMatch(property, client);
}

/** to-buy with sale, to-rent with rent, for-joint-development with joint development. */
export function isPurposeMatch(property: PreparedProperty, client: PreparedClient): boolean {
  return client.purpose === property.purpose;
}

/**
 * The weighted sum of the factors that apply (null: no data on one side) divided by the weights
 * used, clamped to 0..100; 100 when none applies. Added in a fixed order.
 */
export function combine(budget: number | null, type: number | null, location: number | null) {
  let total = 0;
  let weights = 0;
  if (budget !== null) {
    total += WEIGHT.budget * budget;
    weights += WEIGHT.budget;
  }
  if (type !== null) {
    total += WEIGHT.type * type;
    weights += WEIGHT.type;
  }
  if (location !== null) {
    total += WEIGHT.location * location;
    weights += WEIGHT.location;
  }
  if (weights === 0) {
    return 100;
  }
  return Math.min(100, Math.max(0, total / weights));
}

/**
 * Budget points, 0..100, or null without both a price and a budget. Within budget: price /
 * budget × 100. Second option: 50 just over, falling to 0 at 30% over; beyond, or not in second
 * option mode, 0.
 */
export function budgetPoints(
  property: PreparedProperty,
  client: PreparedClient,
  secondOption: boolean,
): number | null {
  const { price } = property;
  const { budget } = client;
  if (price === null || budget === null) {
    return null;
  }
  if (price <= budget) {
    return (price / budget) * 100;
  }
  if (!secondOption || !isWithinSecondOption(price, budget)) {
    return 0;
  }
  // 10 and 13 instead of 1.3 keep 'exactly 30% over' exact for whole amounts.
  return (50 * (13 * budget - 10 * price)) / (3 * budget);
}

/** Type points: 100 on an exact sub type match, else 0; null when the client wants no type. */
export function typePoints(property: PreparedProperty, client: PreparedClient): number | null {
  return client.types.length > 0 ? hitPoints(isWantedType(property, client)) : null;
}

/** Location points: 100 when a wanted place is in the location; null when none is wanted. */
export function locationPoints(property: PreparedProperty, client: PreparedClient): number | null {
  return client.locations.length > 0 ? hitPoints(locationHit(property, client) >= 0) : null;
}

export function isWantedType(property: PreparedProperty, client: PreparedClient): boolean {
  return property.subType !== null && client.types.includes(property.subType);
}

/** The index of the first wanted place found in the property's location, or -1. */
export function locationHit(property: PreparedProperty, client: PreparedClient): number {
  const { locations } = client;
  for (let index = 0; index < locations.length; index += 1) {
    if (property.location.includes(locations[index] as string)) {
      return index;
    }
  }
  return -1;
}

/** A client's wanted places as typed (trimmed, blanks left out), in prepareClient's order. */
export function wantedPlaces(locations: readonly string[]): string[] {
  return locations.map((place) => place.trim()).filter((place) => place !== "");
}

export function isWithinSecondOption(price: number, budget: number): boolean {
  return 10 * price <= 13 * budget;
}

const FULL = 100;

function hitPoints(isHit: boolean): number {
  return isHit ? FULL : 0;
}

function positiveAmount(value: Amount): number | null {
  const amount = parseAmount(value);
  return amount !== null && amount > 0 ? amount : null;
}
