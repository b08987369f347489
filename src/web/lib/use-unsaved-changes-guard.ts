import { useCallback, useEffect, useRef, useState } from "react";
import { type BlockerFunction, useBlocker } from "react-router";

export type UnsavedChangesGuard = {
  /** Whether 'Discard changes?' is being asked. */
  isAsking: boolean;
  keepEditing: () => void;
  discard: () => void;
  /** Runs `leave` at once when nothing is unsaved, else once the agent chooses Discard. */
  confirmLeave: (leave: () => void) => void;
  /** Lets the agent leave without asking: call it after a successful save, before moving on. */
  release: () => void;
};

/**
 * Keeps what the agent typed: while `isDirty`, leaving the page in the app (a link, Back) waits
 * for 'Discard changes?', and closing or reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const isReleased = useRef(false);
  const isGuarding = useRef(isDirty);
  if (!isDirty) {
    isReleased.current = false;
  }
  isGuarding.current = isDirty && !isReleased.current;

  // Read through refs, so a navigation right after `release()` passes before the next render.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isGuarding.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!isDirty) {
      return;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isGuarding.current) {
        event.preventDefault();
        // Older Chromium and Safari show the prompt only when returnValue is set.
        event.returnValue = "";
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);

  const release = useCallback(() => {
    isReleased.current = true;
    isGuarding.current = false;
  }, []);

  const confirmLeave = useCallback((leave: () => void) => {
    if (isGuarding.current) {
      setPendingLeave(() => leave);
    } else {
      leave();
    }
  }, []);

  return {
    isAsking: blocker.state === "blocked" || pendingLeave !== null,
    keepEditing: () => {
      setPendingLeave(null);
      if (blocker.state === "blocked") {
        blocker.reset();
      }
    },
    discard: () => {
      release();
      setPendingLeave(null);
      if (blocker.state === "blocked") {
        blocker.proceed();
      }
      pendingLeave?.();
    },
    confirmLeave,
    release,
  };
}
