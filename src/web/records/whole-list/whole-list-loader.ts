import type { WholeListKind } from "@shared/domain/list-changes";
import { api } from "@web/lib/api";
import type { HeldList } from "./follow-changes";

/**
 * The query function of a list the app loads whole (`/api/properties`, `/clients`,
 * `/appointments`): the first time the whole list, with the tag of its version; after that only
 * what changed since that version (decision 039), applied to the list it holds. A logged call
 * then brings one client, not three thousand. When the server cannot say what changed (another
 * account, a new build, an import since), or cannot be reached, it loads the whole list, which
 * the service worker answers offline.
 */
export function wholeListLoader<Row extends { id: string }>(kind: WholeListKind) {
  const path = `/api/${kind}`;
  let held: HeldList<Row> | null = null;
  return async (): Promise<Row[]> => {
    if (held) {
      // Not part of the first load, which has no changes to ask for.
      const { followChanges } = await import("./follow-changes");
      const followed = await followChanges(kind, held);
      if (followed) {
        held = followed;
        return held.rows;
      }
    }
    const whole = await api.getTagged<Row[]>(path);
    held = whole.tag ? { tag: whole.tag, rows: whole.data } : null;
    return whole.data;
  };
}
