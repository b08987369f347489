import { toast } from "sonner";

type ToastText = { title: string; description?: string };

/** SPEC's toasts: a title with an optional description; failures are destructive. */
export const notify = {
  success: ({ title, description }: ToastText) => toast.success(title, { description }),
  error: ({ title, description }: ToastText) => toast.error(title, { description }),
  info: ({ title, description }: ToastText) => toast.info(title, { description }),
};
