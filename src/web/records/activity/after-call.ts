import { useSyncExternalStore } from "react";

/** The call the after-call sheet asks about: the logged tap and the client it reached. */
export type AfterCallPrompt = { activityId: string; clientId: string; name: string };

type State = { prompt: AfterCallPrompt; phase: "armed" | "away" | "asking"; armedAt: number };

/** Leaving the app later than this after the tap is something else, not the call. */
const LEAVE_WITHIN_MS = 60_000;

let state: State | null = null;
const listeners = new Set<() => void>();

function set(next: State | null) {
  state = next;
  for (const listener of listeners) {
    listener();
  }
}

/** Called as a client's Call link opens: when the agent comes back, the sheet asks how it went. */
export function armAfterCall(prompt: AfterCallPrompt) {
  watchForTheReturn();
  set({ prompt, phase: "armed", armedAt: Date.now() });
}

/** Closes the sheet (saved or skipped). */
export function dismissAfterCall() {
  set(null);
}

/** The call to ask about once the agent is back from the dialler, else null. */
export function useAfterCallPrompt(): AfterCallPrompt | null {
  return useSyncExternalStore(subscribe, () => (state?.phase === "asking" ? state.prompt : null));
}

let isWatching = false;

/**
 * From the first Call tap on: the page hidden (phones) or the window blurred (a desktop dialler)
 * after the tap, then shown or focused again, means the agent is back from the call. Started by
 * the tap itself, not by the app's frame, whose code may still be on its way when an agent taps
 * Call on a slow network.
 */
function watchForTheReturn() {
  if (isWatching) {
    return;
  }
  isWatching = true;
  const onLeave = () => {
    if (state?.phase === "armed" && Date.now() - state.armedAt < LEAVE_WITHIN_MS) {
      set({ ...state, phase: "away" });
    }
  };
  const onBack = () => {
    if (state?.phase === "away") {
      set({ ...state, phase: "asking" });
    }
  };
  document.addEventListener("visibilitychange", () =>
    document.visibilityState === "hidden" ? onLeave() : onBack(),
  );
  window.addEventListener("blur", onLeave);
  window.addEventListener("focus", onBack);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
