import { useEffect, useSyncExternalStore } from "react";

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

/**
 * Mounted once in the app's frame: the page hidden (phones) or the window blurred (a desktop
 * dialler) after a Call tap, then shown or focused again, means the agent is back from the call.
 */
export function useAfterCallWatcher() {
  useEffect(() => {
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
    const onVisibility = () => (document.visibilityState === "hidden" ? onLeave() : onBack());
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("blur", onLeave);
    window.addEventListener("focus", onBack);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("blur", onLeave);
      window.removeEventListener("focus", onBack);
    };
  }, []);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
