import { getCookies } from "better-auth/cookies";
import type { Auth, SessionUser } from "../auth";

/**
 * Past this many remembered Cookie headers the oldest is forgotten: a miss costs only the full
 * check (about 1.5 ms of CPU). An agent's browser sends a new header each time Better Auth renews
 * the cached copy, and the old one is kept until its copy expires, so an agent holds up to two:
 * room for the 2,000 agents of a core (issue #32), at about 2 KB each.
 */
export const MAX_VERIFIED_SESSIONS = 8000;

type Options = {
  /** Better Auth's signed session token cookie, and the cookie holding its signed cached copy. */
  tokenCookie: string;
  dataCookie: string;
  now?: () => number;
};
type Verified = {
  user: SessionUser;
  expiresAt: number;
  sessionToken: string;
  /** Better Auth's answer to `GET /api/auth/get-session` with this header, once it gave one. */
  sessionAnswer?: string;
};

/**
 * Cookie headers whose session Better Auth has already checked from its signed cached copy
 * (decision 016). Better Auth's check of the same header gives the same user until that copy or
 * the session expires, without the database, so its answer is kept in this process until then
 * and never longer: the revocation delay of decision 009 stays what it was. Keyed by the whole
 * header, so any cookie that differs is a miss and goes through Better Auth again.
 */
export function verifiedSessions({ tokenCookie, dataCookie, now = Date.now }: Options) {
  const verified = new Map<string, Verified>();
  const current = (cookieHeader: string): Verified | undefined => {
    const entry = verified.get(cookieHeader);
    if (entry && entry.expiresAt <= now()) {
      verified.delete(cookieHeader);
      return undefined;
    }
    return entry;
  };

  return {
    /** The user this Cookie header was verified for, while Better Auth would still say the same. */
    userOf(cookieHeader: string): SessionUser | undefined {
      return current(cookieHeader)?.user;
    },
    /** Better Auth's get-session answer for this header, while it would still give the same. */
    sessionAnswerOf(cookieHeader: string): string | undefined {
      return current(cookieHeader)?.sessionAnswer;
    },
    /**
     * Keeps Better Auth's get-session answer for a header already verified: it answered from the
     * same cached copy, so until that expires it would answer the same again (issue #32: its
     * cookie checks were 1.6 ms of server CPU a call, the costliest read of an agent's minute).
     */
    keepSessionAnswer(cookieHeader: string, answer: string) {
      const entry = current(cookieHeader);
      if (entry) {
        entry.sessionAnswer = answer;
      }
    },
    /**
     * Keeps Better Auth's answer for this header when it came from the cached copy alone (it set
     * no cookie) and the header holds that copy once, unchunked, so its expiry can be read.
     */
    remember(
      cookieHeader: string,
      session: { user: SessionUser; session: { token: string; expiresAt: Date } },
      setCookies: string[],
    ) {
      if (setCookies.length > 0) {
        return;
      }
      const cachedCopy = soleCookie(cookieHeader, dataCookie);
      const copyExpiresAt = cachedCopy && expiryOfCachedCopy(cachedCopy);
      if (!copyExpiresAt || soleCookie(cookieHeader, tokenCookie) === undefined) {
        return;
      }
      if (verified.size >= MAX_VERIFIED_SESSIONS) {
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) {
          verified.delete(oldest);
        }
      }
      verified.set(cookieHeader, {
        user: Object.freeze(session.user),
        expiresAt: Math.min(copyExpiresAt, session.session.expiresAt.getTime()),
        sessionToken: session.session.token,
      });
    },
    /** Forgets every header of the session this Cookie header carries (signing out, account changes). */
    forget(cookieHeader: string) {
      const signedToken = soleCookie(cookieHeader, tokenCookie);
      const token = signedToken && decodeURIComponent(signedToken).split(".")[0];
      for (const [header, entry] of verified) {
        if (header === cookieHeader || entry.sessionToken === token) {
          verified.delete(header);
        }
      }
    },
  };
}

/** The verified sessions of this app's Better Auth, by the names it gives its cookies. */
export function verifiedSessionsOf(auth: Auth): VerifiedSessions {
  const cookies = getCookies(auth.options);
  return verifiedSessions({
    tokenCookie: cookies.sessionToken.name,
    dataCookie: cookies.sessionData.name,
  });
}

export type VerifiedSessions = ReturnType<typeof verifiedSessions>;

/** The value of the one cookie of that name; undefined when it is missing, repeated or chunked. */
function soleCookie(cookieHeader: string, name: string): string | undefined {
  let value: string | undefined;
  for (const pair of cookieHeader.split(";")) {
    const separator = pair.indexOf("=");
    const pairName = pair.slice(0, separator).trim();
    if (pairName.startsWith(`${name}.`) || (pairName === name && value !== undefined)) {
      return undefined;
    }
    if (pairName === name) {
      value = pair.slice(separator + 1).trim();
    }
  }
  return value;
}

/** When Better Auth stops trusting its compact cached copy: `expiresAt` inside the signed value. */
function expiryOfCachedCopy(value: string): number | undefined {
  try {
    const { expiresAt } = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as {
      expiresAt?: unknown;
    };
    return typeof expiresAt === "number" ? expiresAt : undefined;
  } catch {
    return undefined;
  }
}
