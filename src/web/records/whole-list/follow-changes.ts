import {
  applyListChanges,
  type ListChanges,
  type ListOrder,
  WHOLE_LIST_ORDERS,
  type WholeListKind,
} from "@shared/domain/list-changes";
import { OFFLINE_DATA_CACHES } from "@shared/offline-caches";
import { ApiError, api } from "@web/lib/api";
import { lastSignedInUser } from "../session/offline-session";

/** A whole list as the app holds it, and the tag of the version it is. */
export type HeldList<Row> = { tag: string; rows: Row[] };

/**
 * The held list brought up to date by what changed since its tag (the same list when nothing
 * did), or null when it must be loaded whole: the server cannot say, or cannot be reached.
 */
export async function followChanges<Row extends { id: string }>(
  kind: WholeListKind,
  held: HeldList<Row>,
): Promise<HeldList<Row> | null> {
  const changes = await changesSince<Row>(kind, held.tag);
  if (!changes?.tag) {
    return null;
  }
  if (changes.tag === held.tag) {
    return held;
  }
  const order = WHOLE_LIST_ORDERS[kind] as unknown as ListOrder<Row>;
  const followed = { tag: changes.tag, rows: applyListChanges(held.rows, changes, order) };
  keepForOffline(kind, followed);
  return followed;
}

async function changesSince<Row>(kind: WholeListKind, tag: string) {
  try {
    return await api.get<ListChanges<Row>>(`/api/${kind}/changes?since=${encodeURIComponent(tag)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      return null;
    }
    throw error;
  }
}

/**
 * The list as it now stands, where the service worker answers it from offline (decision 013):
 * its own copy is of the last whole list it saw. Only while someone is signed in, so that
 * nothing is written back after signing out has cleared the copies.
 */
function keepForOffline<Row>(kind: WholeListKind, { tag, rows }: HeldList<Row>) {
  if (!("caches" in window) || !navigator.serviceWorker?.controller) {
    return;
  }
  void caches
    .open(OFFLINE_DATA_CACHES.api)
    .then((cache) => {
      if (!lastSignedInUser()) {
        return;
      }
      const headers = { "Content-Type": "application/json", ETag: tag };
      return cache.put(`/api/${kind}`, new Response(JSON.stringify(rows), { headers }));
    })
    .catch(() => {});
}
