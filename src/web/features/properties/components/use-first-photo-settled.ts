import { useSyncExternalStore } from "react";

/** However the first photo fares, the others wait no longer than this. */
const MAX_WAIT_MS = 3000;

let isSettled = false;
const listeners = new Set<() => void>();

/** The first card's photo loaded or failed: the other cards' photos may start. */
export function settleFirstPhoto() {
  if (isSettled) {
    return;
  }
  isSettled = true;
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const timer = setTimeout(settleFirstPhoto, MAX_WAIT_MS);
  return () => {
    listeners.delete(listener);
    clearTimeout(timer);
  };
}

/**
 * Whether the first card's photo has settled. The cards below it wait for it: lazy loading
 * still fetches every photo within a screen or two of the viewport at once, and on a phone's
 * network those downloads would share the link with the first photo, the page's largest paint.
 * Once settled, it stays so for the session.
 */
export function useFirstPhotoSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSettled,
    () => isSettled,
  );
}
