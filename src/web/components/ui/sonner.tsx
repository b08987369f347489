import type * as React from "react";
import { useSyncExternalStore } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * The app's single toast outlet: one toast visible at a time, 5000 ms each (SPEC), coloured by
 * kind, with a close button on wide screens. The theme follows the `dark` class on <html> unless `theme` is given.
 * It sits at the bottom, on phones above the bottom navigation, where dialogs leave room for it
 * (`--toast-bottom` and `--toast-zone` in styles.css).
 */
function Toaster({ theme, ...props }: ToasterProps) {
  const isDark = useSyncExternalStore(subscribeToRootClass, readIsDark, () => false);
  const isWide = useSyncExternalStore(subscribeToWidth, readIsWide, () => true);
  return (
    <div onFocusCapture={keepTabFocusFromSonner} className="contents">
      <Sonner
        theme={theme ?? (isDark ? "dark" : "light")}
        className="toaster group"
        visibleToasts={1}
        duration={5000}
        richColors
        // On phones a toast is swiped away: sonner's 20 px close button is no thumb's target.
        closeButton={isWide}
        position="bottom-center"
        offset={{ bottom: "var(--toast-bottom)" }}
        mobileOffset={{ bottom: "var(--toast-bottom)" }}
        style={
          {
            "--normal-bg": "var(--popover)",
            "--normal-text": "var(--popover-foreground)",
            "--normal-border": "var(--border)",
            "--border-radius": "var(--radius)",
            ...toneColours(isDark),
          } as React.CSSProperties
        }
        {...props}
      />
    </div>
  );
}

/**
 * Sonner sends focus back to where it came from when it leaves the toasts: right after its hotkey
 * (Alt+T) took it there, but after a Tab into a toast it makes a loop, as Tab out of the toast lands
 * before it again and the next Tab goes back in, for as long as the toast shows. Focus that lands
 * on a toast or its button (Tab, a click) is kept from sonner, so Tab goes on; the hotkey focuses
 * the toast list itself, and that still reaches it.
 */
function keepTabFocusFromSonner(event: React.FocusEvent) {
  if (!(event.target instanceof HTMLElement && "sonnerToaster" in event.target.dataset)) {
    event.stopPropagation();
  }
}

/**
 * richColors from the app's tokens (styles.css): each kind's text in its own colour on the
 * popover, 5.4:1 or more in both themes, where sonner's own light error and success texts are
 * about 4.3:1. Set here, in the toaster's own chunk, not in the first load's CSS.
 */
function toneColours(isDark: boolean): Record<string, string> {
  const tones = {
    success: "var(--success)",
    error: "var(--destructive)",
    info: "var(--info)",
    // The light theme's warning is a background tone; its text colour is the foreground.
    warning: isDark ? "var(--warning)" : "var(--warning-foreground)",
  };
  return Object.fromEntries(
    Object.entries(tones).flatMap(([kind, colour]) => [
      [`--${kind}-bg`, "var(--popover)"],
      [`--${kind}-border`, colour],
      [`--${kind}-text`, colour],
    ]),
  );
}

function readIsDark() {
  return document.documentElement.classList.contains("dark");
}

function subscribeToRootClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

export { Toaster };

const WIDE = "(min-width: 768px)";

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function readIsWide() {
  return window.matchMedia(WIDE).matches;
}
