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

const WEIGHT = { budget: 0.5, type: 0.3, location: 0.2 } as const;

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
    locations: client.locations.map((l) => l.trim().toLowerCase()).filter((l) => l !== ""),
  };
}

export function score(
  property: PreparedProperty,
  client: PreparedClient,
  secondOption: boolean,
): number {
  if (!property.isAvailable || client.purpose !== property.purpose) {
    return 0;
  }
  const isLocationHit =
    client.locations.length > 0 && hasLocation(property.location, client.locations);
  return weighted(property, client, secondOption, isWantedType(property, client), isLocationHit);
}

/**
 * The most `score` can be for this price and budget, were the location to match (and the type,
 * unless `isTypeHit` says it does not): the same arithmetic, so never below the score even in
 * floating point. For clients wanting types and locations alike it never rises as the price moves
 * away from the budget, which lets the match lists stop early.
 */
export function scoreCeiling(
  property: PreparedProperty,
  client: PreparedClient,
  secondOption: boolean,
  isTypeHit: boolean,
): number {
  if (!property.isAvailable || client.purpose !== property.purpose) {
    return 0;
  }
  return weighted(property, client, secondOption, isTypeHit, client.locations.length > 0);
}

export function isWantedType(property: PreparedProperty, client: PreparedClient): boolean {
  return property.subType !== null && client.types.includes(property.subType);
}

function weighted(
  property: PreparedProperty,
  client: PreparedClient,
  secondOption: boolean,
  isTypeHit: boolean,
  isLocationHit: boolean,
): number {
  const hasBudget = property.price !== null && client.budget !== null;
  let total = budgetAndTypePoints(property, client, secondOption, isTypeHit);
  let weights = usedWeights(hasBudget, client.types.length > 0, false);
  if (client.locations.length > 0) {
    total += isLocationHit ? LOCATION_POINTS : 0;
    weights += WEIGHT.location;
  }
  if (weights === 0) {
    return 100;
  }
  return Math.min(100, Math.max(0, total / weights));
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
  if (!property.isAvailable || client.purpose !== property.purpose) {
    return 0 > threshold;
  }
  const hasBudget = property.price !== null && client.budget !== null;
  const total = budgetAndTypePoints(property, client, false, isWantedType(property, client));
  const hasLocations = client.locations.length > 0;
  const weights = usedWeights(hasBudget, client.types.length > 0, hasLocations);
  if (weights === 0) {
    return 100 > threshold;
  }
  if (Math.min(100, total / weights) > threshold) {
    return true;
  }
  if (!hasLocations || Math.min(100, (total + LOCATION_POINTS) / weights) <= threshold) {
    return false;
  }
  return hasLocation(property.location, client.locations);
}

const LOCATION_POINTS = WEIGHT.location * 100;

/** Weighted points of the budget and type factors (the location is added by the caller). */
function budgetAndTypePoints(
  property: PreparedProperty,
  client: PreparedClient,
  secondOption: boolean,
  isTypeHit: boolean,
): number {
  let total = 0;
  if (property.price !== null && client.budget !== null) {
    total += WEIGHT.budget * budgetScore(property.price, client.budget, secondOption);
  }
  if (isTypeHit) {
    total += WEIGHT.type * 100;
  }
  return total;
}

/** Sum of the weights of the factors that apply, added in a fixed order. */
function usedWeights(hasBudget: boolean, hasTypes: boolean, hasLocations: boolean): number {
  let weights = 0;
  if (hasBudget) {
    weights += WEIGHT.budget;
  }
  if (hasTypes) {
    weights += WEIGHT.type;
  }
  if (hasLocations) {
    weights += WEIGHT.location;
  }
  return weights;
}

/** Within budget: price / budget × 100. Second option: 50 just over, falling to 0 at 30% over. */
function budgetScore(price: number, budget: number, secondOption: boolean): number {
  if (price <= budget) {
    return (price / budget) * 100;
  }
  if (!secondOption || !isWithinSecondOption(price, budget)) {
    return 0;
  }
  // 10 and 13 instead of 1.3 keep 'exactly 30% over' exact for whole amounts.
  return (50 * (13 * budget - 10 * price)) / (3 * budget);
}

export function isWithinSecondOption(price: number, budget: number): boolean {
  return 10 * price <= 13 * budget;
}

function hasLocation(location: string, wanted: readonly string[]): boolean {
  for (const place of wanted) {
    if (location.includes(place)) {
      return true;
    }
  }
  return false;
}

function positiveAmount(value: Amount): number | null {
  const amount = parseAmount(value);
  return amount !== null && amount > 0 ? amount : null;
}
