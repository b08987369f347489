/**
 * Why a pair scored what it did (issue 27): each factor of SPEC.md section 9 with the weight it
 * counts with, its result and a line to show. Nothing here scores: the score is match-core's
 * `score`, and each factor's result comes from the same factor function `score` combines, so the
 * factors' weighted sum is the score by construction (and by the property test beside this file).
 */
import { formatNumber, type Settings } from "./format";
import {
  budgetPoints,
  isPurposeMatch,
  locationHit,
  locationPoints,
  type MatchableClient,
  type MatchableProperty,
  type PreparedClient,
  type PreparedProperty,
  prepareClient,
  prepareProperty,
  score,
  typePoints,
  WEIGHT,
  wantedPlaces,
} from "./match-core";
import { formatScore, type MatchOptions } from "./matching";

export type MatchFactorKey = "budget" | "type" | "location" | "purpose";
export type MatchFactor = {
  key: MatchFactorKey;
  label: string;
  /**
   * The weight the factor counts with: SPEC.md's, or 0 when a side lacks its data (no price or
   * budget, no wanted type or place). The purpose always weighs 0: it is a gate, not a share.
   */
  weight: number;
  /** 0..1: the factor's points over 100. */
  result: number;
  /** 'Budget 92% — ₹ 85,00,000 of ₹ 92,00,000', 'Type ✓ Apartment / Flat', … */
  text: string;
};
export type MatchBreakdown = {
  /** The pair's score, 0..100: 0 unless available and of corresponding purposes. */
  score: number;
  isAvailable: boolean;
  /** How far the price is over the budget, in percent (unrounded); null when not over. */
  overBudgetPercent: number | null;
  /** Budget, type, location and purpose, in that order. */
  factors: MatchFactor[];
};

export const MATCH_FACTOR_LABELS: Readonly<Record<MatchFactorKey, string>> = {
  budget: "Budget",
  type: "Type",
  location: "Location",
  purpose: "Purpose",
};

/**
 * The breakdown of a property for a client, with prices in the agent's currency and numbering.
 * `options.secondOption` as for matchScore: pass a match's `isSecondOption`.
 */
export function matchBreakdown(
  property: MatchableProperty,
  client: MatchableClient,
  settings: Settings,
  options: MatchOptions = {},
): MatchBreakdown {
  const listing = prepareProperty(property);
  const buyer = prepareClient(client);
  const secondOption = options.secondOption === true;
  const { price } = listing;
  const { budget } = buyer;
  const overBudgetPercent =
    price !== null && budget !== null && price > budget ? ((price - budget) / budget) * 100 : null;
  return {
    score: score(listing, buyer, secondOption),
    isAvailable: listing.isAvailable,
    overBudgetPercent,
    factors: [
      budgetFactor(listing, buyer, secondOption, overBudgetPercent, settings),
      typeFactor(listing, buyer, client),
      locationFactor(listing, buyer, client),
      purposeFactor(listing, buyer, client),
    ],
  };
}

function budgetFactor(
  listing: PreparedProperty,
  buyer: PreparedClient,
  secondOption: boolean,
  overBudgetPercent: number | null,
  settings: Settings,
): MatchFactor {
  const points = budgetPoints(listing, buyer, secondOption);
  if (points === null || listing.price === null || buyer.budget === null) {
    const missing = [listing.price === null && "price", buyer.budget === null && "budget"];
    return factor("budget", null, `no ${missing.filter(Boolean).join(" or ")}`);
  }
  const amounts = `${amountText(listing.price, settings)} of ${amountText(buyer.budget, settings)}`;
  const over = overBudgetPercent === null ? "" : `${overText(overBudgetPercent)} over budget: `;
  return factor("budget", points, `${formatScore(points)} — ${over}${amounts}`);
}

function typeFactor(
  listing: PreparedProperty,
  buyer: PreparedClient,
  client: MatchableClient,
): MatchFactor {
  const points = typePoints(listing, buyer);
  if (points === null) {
    return factor("type", null, "any");
  }
  const text = points > 0 ? `✓ ${listing.subType}` : `✗ wants ${client.propertyTypes.join(", ")}`;
  return factor("type", points, text);
}

function locationFactor(
  listing: PreparedProperty,
  buyer: PreparedClient,
  client: MatchableClient,
): MatchFactor {
  const points = locationPoints(listing, buyer);
  if (points === null) {
    return factor("location", null, "any");
  }
  const places = wantedPlaces(client.locations);
  const hit = locationHit(listing, buyer);
  const text = hit >= 0 ? `✓ ${places[hit]}` : `✗ wants ${places.join(", ")}`;
  return factor("location", points, text);
}

/** The purposes' gate; an unavailable property scores 0 too, but is told by `isAvailable`. */
function purposeFactor(
  listing: PreparedProperty,
  buyer: PreparedClient,
  client: MatchableClient,
): MatchFactor {
  const isHit = isPurposeMatch(listing, buyer);
  const wanted = client.purpose.replaceAll("-", " ");
  const mark = isHit ? "✓" : "✗";
  return {
    key: "purpose",
    label: MATCH_FACTOR_LABELS.purpose,
    weight: 0,
    result: isHit ? 1 : 0,
    text: `${MATCH_FACTOR_LABELS.purpose} ${mark} ${wanted} / ${listing.purpose}`,
  };
}

/** A weighted factor from its points (null: not counted, weight 0). */
function factor(
  key: Exclude<MatchFactorKey, "purpose">,
  points: number | null,
  detail: string,
): MatchFactor {
  const label = MATCH_FACTOR_LABELS[key];
  const separator = points === null ? " — " : " ";
  return {
    key,
    label,
    weight: points === null ? 0 : WEIGHT[key],
    result: points === null ? 0 : points / 100,
    text: `${label}${separator}${detail}`,
  };
}

/**
 * An amount as the issue writes it in a breakdown: the agent's currency symbol, a space, then
 * their numbering ('₹ 85,00,000'). The rest of the app keeps formatPrice's '₹85,00,000'.
 */
function amountText(amount: number, settings: Settings): string {
  return `${settings.currencySymbol.trim()} ${formatNumber(amount, settings.numberSystem)}`;
}

function overText(percent: number): string {
  const whole = Math.round(percent);
  return whole === 0 ? "under 1%" : `${whole}%`;
}
