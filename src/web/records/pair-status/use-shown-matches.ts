import type { Match } from "@shared/domain/matching";
import type { HiddenPairs } from "@shared/domain/pair-status";
import { useMemo, useState } from "react";
import { NO_HIDDEN_PAIRS } from "./pair-matching";
import { usePairStatuses } from "./pair-statuses-query";

/**
 * A card's match dropdown with 'Show hidden': the matches it lists (the 'Not suitable' ones too
 * while shown) and how many match, which never counts the hidden ones. `topMatches` must keep its
 * identity while its inputs do (useCallback).
 */
export function useShownMatches<T>(topMatches: (hidden: HiddenPairs) => Match<T>[]) {
  const { hidden } = usePairStatuses();
  const [isShowingHidden, setIsShowingHidden] = useState(false);
  const matching = useMemo(() => topMatches(hidden), [topMatches, hidden]);
  const matches = useMemo(
    () => (isShowingHidden ? topMatches(NO_HIDDEN_PAIRS) : matching),
    [topMatches, isShowingHidden, matching],
  );
  return {
    hidden,
    matches,
    count: matching.length,
    isShowingHidden,
    toggleHidden: () => setIsShowingHidden((is) => !is),
  };
}
