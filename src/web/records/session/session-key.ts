export type SessionUser = { id: string; email: string; name: string; image?: string | null };
export type Session = { user: SessionUser } | null;

/** The session's place in React Query's cache: every other query is the signed-in agent's. */
export const SESSION_KEY = ["session"] as const;
