import { useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

type ToastText = { title: string; description?: string };
type Toast = typeof sonnerToast;

let hasToasted = false;
const toastedListeners = new Set<() => void>();

/**
 * Sonner loads with the first toast, and the Toaster mounts then (main.tsx): most screens open
 * without one, and its chunk and styles stay off the first screen. A toast raised before the
 * Toaster mounts is not lost: sonner's store replays active toasts to a new Toaster.
 */
export function withToast(show: (toast: Toast) => void) {
  if (!hasToasted) {
    hasToasted = true;
    for (const listener of toastedListeners) {
      listener();
    }
  }
  void import("sonner").then(({ toast }) => show(toast));
}

/** Whether any toast was raised yet: the Toaster is mounted from then on. */
export function useHasToasted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      toastedListeners.add(listener);
      return () => toastedListeners.delete(listener);
    },
    () => hasToasted,
  );
}

/** SPEC's toasts: a title with an optional description; failures are destructive. */
export const notify = {
  success: ({ title, description }: ToastText) =>
    withToast((toast) => toast.success(title, { description })),
  error: ({ title, description }: ToastText) =>
    withToast((toast) => toast.error(title, { description })),
  info: ({ title, description }: ToastText) =>
    withToast((toast) => toast.info(title, { description })),
};
