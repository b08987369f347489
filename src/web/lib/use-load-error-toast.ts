import { ApiError, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { useEffect } from "react";

/**
 * SPEC section 8's loading toasts for a list of records ('properties', 'clients', …). A 404 is
 * not toasted: the page shows its not-found screen. A 401 is not either: the auth gate sends
 * the agent to /login.
 */
export function useLoadErrorToast(error: Error | null, table: string) {
  useEffect(() => {
    if (!error || (error instanceof ApiError && [401, 404].includes(error.status))) {
      return;
    }
    if (error instanceof ApiError && error.status === 0) {
      notify.error({
        title: "Network Error",
        description: `Could not fetch ${table}. Please check your connection and try refreshing the page.`,
      });
      return;
    }
    notify.error({ title: `Error fetching ${table}`, description: messageOf(error) });
  }, [error, table]);
}

export function isNotFound(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 404;
}
