import { hasServerDrawnScreen } from "@web/lib/server-drawn-screen";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Where each visited page of this tab was scrolled to, by history entry. */
const positions = new Map<string, number>();
/** How long a restore waits for a page to grow tall enough (its lists render from the cache). */
const RESTORE_FRAMES = 30;

/**
 * A new page opens at its top; Back and Forward return to where the agent left each page. A change
 * of the address that stays on the same page (a dialog's `?schedule`) leaves the scroll alone.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(location.pathname);
  // The entry scroll events belong to: switched before the next page can scroll (or be clamped
  // shorter), so the page left keeps the position the agent last saw.
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const isNewPage = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (navigationType === "POP") {
      // A first screen the server drew stays where the agent may already have scrolled it.
      const start = hasServerDrawnScreen() ? window.scrollY : 0;
      return restore(positions.get(location.key) ?? start);
    }
    if (isNewPage) {
      window.scrollTo(0, 0);
    }
    return undefined;
  }, [location.key, location.pathname, navigationType]);
}

/** Scrolls to `top` once the page is tall enough for it, or as far as it gets. */
function restore(top: number): () => void {
  let frame = 0;
  let request = 0;
  const attempt = () => {
    window.scrollTo(0, top);
    const isReached = Math.abs(window.scrollY - top) < 2;
    frame += 1;
    if (!isReached && frame < RESTORE_FRAMES) {
      request = requestAnimationFrame(attempt);
    }
  };
  attempt();
  return () => cancelAnimationFrame(request);
}
