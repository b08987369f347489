import type { toast as sonnerToast } from "sonner";

type ToastText = { title: string; description?: string };
type Toast = typeof sonnerToast;

/**
 * Sonner loads after the first screen has rendered, as the Toaster does (main.tsx). A toast raised
 * before the Toaster mounts is not lost: sonner's store replays active toasts to a new Toaster.
 */
export function withToast(show: (toast: Toast) => void) {
  void import("sonner").then(({ toast }) => show(toast));
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
