import type * as React from "react";
import { useSyncExternalStore } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * The app's single toast outlet: one toast visible at a time, 5000 ms each (SPEC), coloured by
 * kind, with a close button. The theme follows the `dark` class on <html> unless `theme` is given.
 * On phones it sits above the bottom navigation.
 */
function Toaster({ theme, ...props }: ToasterProps) {
  const isDark = useSyncExternalStore(subscribeToRootClass, readIsDark, () => false);
  return (
    <Sonner
      theme={theme ?? (isDark ? "dark" : "light")}
      className="toaster group"
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      mobileOffset={{ bottom: 80 }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      {...props}
    />
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
