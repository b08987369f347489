import { useCallback, useState } from "react";

/** Which entries of a matching tab show their 'Not suitable' matches too ('Show hidden'). */
export function useShownHidden() {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => {
    setShown((before) => {
      const after = new Set(before);
      if (!after.delete(id)) {
        after.add(id);
      }
      return after;
    });
  }, []);
  return { shown, toggle };
}
