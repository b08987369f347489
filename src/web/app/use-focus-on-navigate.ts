import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long the hook waits for the new page's heading (a page may first draw a skeleton). */
const WAIT_FRAMES = 60;

/**
 * After a client-side move to another page (a link, a saved form, signing in, Back), focus goes to
 * the new page's main heading, so a screen reader announces the page and the next Tab starts
 * there, instead of focus falling to <body>. The first load keeps the browser's own start.
 *
 * The heading is focused with `preventScroll`: scrolling stays with useScrollRestoration (a new
 * page opens at its top, Back returns to the old position). Focus that has already moved on its own
 * (a page that focuses a field, an open dialog) is left alone. The heading gets the shared focus
 * outline only when the agent moves with the keyboard (the browser's :focus-visible rule for
 * programmatic focus), never after a tap or a click.
 */
export function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  useLayoutEffect(() => {
    if (previousPath.current === pathname) {
      return undefined;
    }
    previousPath.current = pathname;
    const focusedBefore = document.activeElement;
    let frame = 0;
    let request = 0;
    const attempt = () => {
      if (!isFocusUntouched(focusedBefore)) {
        return;
      }
      const heading =
        document.querySelector<HTMLElement>("main h1") ?? document.querySelector("h1");
      if (heading) {
        if (!heading.hasAttribute("tabindex")) {
          heading.tabIndex = -1;
        }
        heading.focus({ preventScroll: true });
        return;
      }
      frame += 1;
      if (frame < WAIT_FRAMES) {
        request = requestAnimationFrame(attempt);
      }
    };
    attempt();
    return () => cancelAnimationFrame(request);
  }, [pathname]);
}

/** Nothing took focus since the move: it is on <body>, or still where the move started. */
function isFocusUntouched(focusedBefore: Element | null): boolean {
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) {
    return false;
  }
  const active = document.activeElement;
  return !active || active === document.body || active === focusedBefore;
}
