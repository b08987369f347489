import { type QueryFunctionContext, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "@web/lib/api";
import { lastSignedInUser, noteSignedInUser } from "./offline-session";
import { SESSION_KEY, type Session } from "./session-key";

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: readSession,
    staleTime: 5 * 60 * 1000,
  });

export const useSession = () => useQuery(sessionQueryOptions());

/**
 * The server's answer, or, when it cannot be reached, the agent last signed in on this device:
 * the app then opens on the records the service worker kept (their own, see offline-session).
 */
async function readSession({ client }: QueryFunctionContext): Promise<Session> {
  try {
    const session = await api.get<Session>("/api/auth/get-session");
    await noteSignedInUser(client, session?.user ?? null);
    return session;
  } catch (error) {
    const lastUser = error instanceof ApiError && error.status === 0 ? lastSignedInUser() : null;
    if (!lastUser) {
      throw error;
    }
    return { user: lastUser };
  }
}
