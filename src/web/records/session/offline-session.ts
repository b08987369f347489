import { OFFLINE_DATA_CACHES } from "@shared/offline-caches";
import type { QueryClient } from "@tanstack/react-query";
import { readStorage, removeStorage, writeStorage } from "@web/lib/local-store";
import { SESSION_KEY, type SessionUser } from "./session-key";

const LAST_USER_KEY = "crm_last_user";

/** Who was signed in on this device when the server last said so: offline, the app opens as them. */
export function lastSignedInUser(): SessionUser | null {
  try {
    const user = JSON.parse(readStorage(LAST_USER_KEY) ?? "null") as SessionUser | null;
    return typeof user?.id === "string" ? user : null;
  } catch {
    return null;
  }
}

/**
 * Records who the server says is signed in. Anything kept for someone else (the service
 * worker's copies of their records and photos, React Query's cache) is deleted first: it is never
 * shown to the next agent.
 */
export async function noteSignedInUser(queryClient: QueryClient, user: SessionUser | null) {
  const previous = lastSignedInUser();
  if (previous && previous.id !== user?.id) {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    await forgetOfflineData();
  }
  if (user) {
    writeStorage(LAST_USER_KEY, JSON.stringify(user));
  }
}

/** Signing out leaves nothing of the agent's data on the device. */
export async function forgetOfflineData() {
  removeStorage(LAST_USER_KEY);
  if ("caches" in window) {
    await Promise.all(Object.values(OFFLINE_DATA_CACHES).map((name) => caches.delete(name)));
  }
}
