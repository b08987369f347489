/**
 * Which records of the other side a changed record can score above the threshold with, as
 * bounds a database can filter on (decision 037): new matches read only those. A pair whose
 * wanted type is missed and whose price is under a small share of the budget cannot reach the
 * threshold even with the location found, whatever the places say, so places are not filtered.
 */
import { PROPERTY_PURPOSE_FOR } from "./catalogue";
import { MATCH_THRESHOLD } from "./match-best";
import {
  combine,
  type MatchableClient,
  type MatchableProperty,
  prepareClient,
  prepareProperty,
} from "./match-core";

/**
 * The clients of `purpose` a listing may score above the threshold with: any without a budget,
 * any wanting `subType`, and those whose budget is from `budgets.min` (the price) to `maxTyped`
 * (`maxUntyped` for a client wanting no type). `budgets` null: any budget (the listing has no
 * price).
 */
export type ClientWindow = {
  purpose: string;
  subType: string | null;
  budgets: { min: number; maxTyped: number; maxUntyped: number } | null;
};

/**
 * The available listings of `purpose` a client may score above the threshold with: any without
 * a price, any of `subTypes`, and those priced from `prices.min` to `prices.max` (the budget).
 * `prices` null: any price (the client has no budget).
 */
export type ListingWindow = {
  purpose: string;
  subTypes: readonly string[];
  prices: { min: number; max: number } | null;
};

/** A listing's window, or null when it matches no one (not available, or an unknown purpose). */
export function clientWindow(listing: MatchableProperty): ClientWindow | null {
  const { isAvailable, purpose, price, subType } = prepareProperty(listing);
  const clientPurpose = CLIENT_PURPOSE_OF.get(purpose);
  if (!isAvailable || clientPurpose === undefined) {
    return null;
  }
  const budgets =
    price === null
      ? null
      : {
          min: price,
          maxTyped: (price * 100) / leastBudgetPoints(true),
          maxUntyped: (price * 100) / leastBudgetPoints(false),
        };
  return { purpose: clientPurpose, subType, budgets };
}

/** A client's window, or null when no listing can match them (an unknown purpose). */
export function listingWindow(client: MatchableClient): ListingWindow | null {
  const { purpose, budget, types } = prepareClient(client);
  if (purpose === null) {
    return null;
  }
  const prices =
    budget === null
      ? null
      : { min: (budget * leastBudgetPoints(types.length > 0)) / 100, max: budget };
  return { purpose, subTypes: types, prices };
}

/**
 * Budget points (price / budget × 100) below which a pair whose wanted type is missed (or, for a
 * client wanting no type, any pair) scores at most the threshold, the location counted as found
 * (a found place only raises the score, and no place is the same as 100 taken away): 40 with
 * types, 16 without, at SPEC.md's weights. One point lower, so that no rounding of the bounds in
 * floating point can leave a pair out.
 */
export function leastBudgetPoints(hasTypes: boolean): number {
  // combine is linear in the budget points: solve combine(points, type, 100) = threshold.
  const type = hasTypes ? 0 : null;
  const atZero = combine(0, type, FULL);
  const atFull = combine(FULL, type, FULL);
  return Math.round(((MATCH_THRESHOLD - atZero) / (atFull - atZero)) * FULL) - 1;
}

const FULL = 100;

const CLIENT_PURPOSE_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(PROPERTY_PURPOSE_FOR).map(([client, property]) => [property, client]),
);
