/**
 * The best-first lists of limited length behind match-lists.ts, and how they leave out hidden
 * pairs ('Not suitable'): looked up only in finished lists, which are filled again, checking
 * every pair that would get in, only when they hold one.
 */
import type { HiddenPairs } from "./pair-status";

export type Match<T> = { item: T; score: number; isSecondOption: boolean };
export type MatchLists<T> = { primary: Match<T>[]; secondary: Match<T>[] };

export const MATCH_THRESHOLD = 40;
export const PRIMARY_LIMIT = 5;
export const SECONDARY_LIMIT = 3;

/**
 * A card's dropdown: the best `PRIMARY_LIMIT` above the threshold, in default mode, leaving out
 * the items whose pair is in `hidden` (`keyOf` gives an item's pairKey).
 */
export function topMatches<T>(
  items: readonly T[],
  scoreOf: (item: T) => number,
  hidden: HiddenPairs | undefined,
  keyOf: (item: T) => string,
): Match<T>[] {
  const best = newBest<T>(PRIMARY_LIMIT, false);
  const isHidden = hiddenCheck(hidden, (order) => keyOf(items[order] as T));
  items.forEach((item, order) => {
    offer(best, item, order, scoreOf(item), isHidden);
  });
  return best.matches;
}

/**
 * The lists `fill` makes, leaving out the hidden pairs. They are filled first without looking
 * at the pairs at all: when no list holds a hidden pair, they stand, since leaving out pairs
 * that are in no list changes no list. Otherwise they are filled again, checking each pair that
 * would get in. With a few percent of pairs hidden, most lists stand after one fill.
 */
export function withoutHidden<T>(fill: (isHidden: HiddenCheck) => Lists<T>, isHidden: HiddenCheck) {
  const lists = fill(null);
  if (isHidden === null) {
    return lists;
  }
  const isAnyHidden = [lists.primary, lists.secondary].some((best) => best.orders.some(isHidden));
  return isAnyHidden ? fill(isHidden) : lists;
}

/** Whether the pair of the candidate at an index is hidden; null when nothing is. */
export function hiddenCheck(
  hidden: HiddenPairs | undefined,
  keyAt: (index: number) => string,
): HiddenCheck {
  if (hidden === undefined || hidden.size === 0) {
    return null;
  }
  return (index) => hidden.has(keyAt(index));
}

export type HiddenCheck = ((index: number) => boolean) | null;
/** The best matches so far with their input order: ties go to the earlier, as a stable sort. */
export type Best<T> = {
  matches: Match<T>[];
  orders: number[];
  limit: number;
  isSecondOption: boolean;
};
export type Lists<T> = { primary: Best<T>; secondary: Best<T> };

export function newLists<T>(): Lists<T> {
  return {
    primary: newBest<T>(PRIMARY_LIMIT, false),
    secondary: newBest<T>(SECONDARY_LIMIT, true),
  };
}

export function newBest<T>(limit: number, isSecondOption: boolean): Best<T> {
  return { matches: [], orders: [], limit, isSecondOption };
}

export function toMatchLists<T>(lists: Lists<T>): MatchLists<T> {
  return { primary: lists.primary.matches, secondary: lists.secondary.matches };
}

/** What a score must beat to get in: the threshold, or the last score of a full list. */
export function floorOf<T>(best: Best<T>): number {
  const last = best.matches[best.limit - 1];
  return last === undefined ? MATCH_THRESHOLD : last.score;
}

/**
 * Inserts a match above the threshold where a stable best-first sort would put it, if it fits
 * and its pair is not hidden (`order` is the candidate's index).
 */
export function offer<T>(
  best: Best<T>,
  item: T,
  order: number,
  value: number,
  isHidden: HiddenCheck,
) {
  if (!(value > MATCH_THRESHOLD)) {
    return;
  }
  const { matches, orders } = best;
  let position = matches.length;
  while (position > 0) {
    const before = (matches[position - 1] as Match<T>).score;
    if (before > value || (before === value && (orders[position - 1] as number) < order)) {
      break;
    }
    position -= 1;
  }
  if (position >= best.limit || isHidden?.(order)) {
    return;
  }
  matches.splice(position, 0, { item, score: value, isSecondOption: best.isSecondOption });
  orders.splice(position, 0, order);
  if (matches.length > best.limit) {
    matches.pop();
    orders.pop();
  }
}
