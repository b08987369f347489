/**
 * Where a client and a listing stand (docs/decisions/027): a status per pair, stored only when it
 * is not 'Suggested'. The app moves a pair on by itself (a link sent, a visit booked, a visit
 * held, the client's answer) but never backwards; the agent may set any status.
 */

export const PAIR_STATUSES = [
  "suggested",
  "sent",
  "interested",
  "visit-booked",
  "visited",
  "offer-made",
  "closed",
  "not-suitable",
] as const;
export type PairStatus = (typeof PAIR_STATUSES)[number];

export const PAIR_STATUS_LABELS: Readonly<Record<PairStatus, string>> = {
  suggested: "Suggested",
  sent: "Sent",
  interested: "Interested",
  "visit-booked": "Visit booked",
  visited: "Visited",
  "offer-made": "Offer made",
  closed: "Closed",
  "not-suitable": "Not suitable",
};

/** The key of a pair in maps and sets: `${clientId}:${propertyId}`. */
export function pairKey(clientId: string, propertyId: string): string {
  return `${clientId}:${propertyId}`;
}

/** The pairs the agent took out of matching ('Not suitable'), by pairKey. */
export type HiddenPairs = ReadonlySet<string>;

/**
 * The status a pair moves to when the app (not the agent) moves it: `next` when it lies further
 * along the way to a deal than `current`, else `current`. 'Not suitable' is off that way: only
 * the client's own answer moves a pair into it (from no further than 'Interested') or out of it
 * (to 'Interested').
 */
export function advancePair(
  current: PairStatus,
  next: PairStatus,
  { isClientAnswer = false }: { isClientAnswer?: boolean } = {},
): PairStatus {
  if (next === "not-suitable" || current === "not-suitable") {
    const canAnswer =
      isClientAnswer &&
      (next === "not-suitable" ? rank(current) <= rank("interested") : next === "interested");
    return canAnswer ? next : current;
  }
  return rank(next) > rank(current) ? next : current;
}

function rank(status: PairStatus): number {
  return PAIR_STATUSES.indexOf(status);
}
