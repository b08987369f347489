import { QueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * Which of `keys` (by name) `refresh` marks stale in a query cache holding data under each: what
 * the app asks the server for again after that change.
 */
export async function staleAfter(
  keys: Record<string, QueryKey>,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
): Promise<string[]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) {
    queryClient.setQueryData(key, {});
  }
  await refresh(queryClient);
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}
