import { useEffect } from "react";

/** Sets the browser tab's title: '{page} - real estate CRM', as the dashboard's in SPEC. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = `${page} - real estate CRM`;
  }, [page]);
}
