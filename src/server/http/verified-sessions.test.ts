import { describe, expect, test } from "vitest";
import type { SessionUser } from "../auth";
import { MAX_VERIFIED_SESSIONS, verifiedSessions } from "./verified-sessions";

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 23, 12, 0);

describe("the cookies this process has verified", () => {
  test("answers for a header until its cached copy expires, never later", () => {
    const clock = fakeClock();
    const sessions = verifiedSessions({ ...NAMES, now: clock.now });
    const header = cookieHeader("token-a", { copyExpiresAt: START + 3 * MINUTE });
    sessions.remember(header, session("user-a", "token-a"), []);

    expect(sessions.userOf(header)?.id).toBe("user-a");
    clock.advance(3 * MINUTE - 1);
    expect(sessions.userOf(header)?.id).toBe("user-a");
    clock.advance(1);
    expect(sessions.userOf(header)).toBeUndefined();
  });

  test("stops at the session's own expiry when that comes first", () => {
    const clock = fakeClock();
    const sessions = verifiedSessions({ ...NAMES, now: clock.now });
    const header = cookieHeader("token-a", { copyExpiresAt: START + 5 * MINUTE });
    sessions.remember(header, session("user-a", "token-a", START + MINUTE), []);

    clock.advance(MINUTE);
    expect(sessions.userOf(header)).toBeUndefined();
  });

  test("only the exact header is known: another cookie, or one changed, is a miss", () => {
    const sessions = verifiedSessions({ ...NAMES, now: () => START });
    const header = cookieHeader("token-a", { copyExpiresAt: START + MINUTE });
    sessions.remember(header, session("user-a", "token-a"), []);

    expect(sessions.userOf(`${header}x`)).toBeUndefined();
    expect(sessions.userOf(`${header}; theme=dark`)).toBeUndefined();
    expect(sessions.userOf("")).toBeUndefined();
  });

  test.each([
    ["Better Auth set a cookie (it read the database)", ["better-auth.session_data=new"], ""],
    ["the cached copy comes twice", [], "; better-auth.session_data=other"],
    ["the cached copy is chunked", [], "; better-auth.session_data.0=part"],
    ["the session token comes twice", [], "; better-auth.session_token=other.sig"],
  ])("remembers nothing when %s", (_case, setCookies, extra) => {
    const sessions = verifiedSessions({ ...NAMES, now: () => START });
    const header = `${cookieHeader("token-a", { copyExpiresAt: START + MINUTE })}${extra}`;
    sessions.remember(header, session("user-a", "token-a"), setCookies);

    expect(sessions.userOf(header)).toBeUndefined();
  });

  test("remembers nothing from a header without a readable cached copy", () => {
    const sessions = verifiedSessions({ ...NAMES, now: () => START });
    const header = "better-auth.session_token=token-a.sig; better-auth.session_data=not-json";
    sessions.remember(header, session("user-a", "token-a"), []);

    expect(sessions.userOf(header)).toBeUndefined();
  });

  test("forgets every header of a session when it signs out, and no other", () => {
    const sessions = verifiedSessions({ ...NAMES, now: () => START });
    const copyExpiresAt = START + MINUTE;
    const tab = cookieHeader("token-a", { copyExpiresAt });
    const sameSessionOtherCopy = cookieHeader("token-a", { copyExpiresAt: copyExpiresAt + 1 });
    const otherUser = cookieHeader("token-b", { copyExpiresAt });
    sessions.remember(tab, session("user-a", "token-a"), []);
    sessions.remember(sameSessionOtherCopy, session("user-a", "token-a"), []);
    sessions.remember(otherUser, session("user-b", "token-b"), []);

    sessions.forget(tab);

    expect(sessions.userOf(tab)).toBeUndefined();
    expect(sessions.userOf(sameSessionOtherCopy)).toBeUndefined();
    expect(sessions.userOf(otherUser)?.id).toBe("user-b");
  });

  test("keeps a get-session answer only for a verified header, and as long as it", () => {
    const clock = fakeClock();
    const sessions = verifiedSessions({ ...NAMES, now: clock.now });
    const header = cookieHeader("token-a", { copyExpiresAt: START + MINUTE });
    const stranger = cookieHeader("token-b", { copyExpiresAt: START + MINUTE });
    sessions.remember(header, session("user-a", "token-a"), []);

    sessions.keepSessionAnswer(header, '{"user":{"id":"user-a"}}');
    sessions.keepSessionAnswer(stranger, '{"user":{"id":"user-b"}}');

    expect(sessions.sessionAnswerOf(header)).toBe('{"user":{"id":"user-a"}}');
    expect(sessions.sessionAnswerOf(stranger)).toBeUndefined();
    clock.advance(MINUTE);
    expect(sessions.sessionAnswerOf(header)).toBeUndefined();
  });

  test("a header verified again after it was forgotten has no kept answer", () => {
    const sessions = verifiedSessions({ ...NAMES, now: () => START });
    const header = cookieHeader("token-a", { copyExpiresAt: START + MINUTE });
    sessions.remember(header, session("user-a", "token-a"), []);
    sessions.keepSessionAnswer(header, '{"user":{"id":"user-a","name":"Old"}}');

    sessions.forget(header);
    sessions.remember(header, session("user-a", "token-a"), []);

    expect(sessions.sessionAnswerOf(header)).toBeUndefined();
  });

  test(`holds at most ${MAX_VERIFIED_SESSIONS} headers, forgetting the oldest first`, () => {
    const sessions = verifiedSessions({ ...NAMES, now: () => START });
    const copyExpiresAt = START + MINUTE;
    const headers = Array.from({ length: MAX_VERIFIED_SESSIONS + 1 }, (_, index) =>
      cookieHeader(`token-${index}`, { copyExpiresAt }),
    );
    headers.forEach((header, index) => {
      sessions.remember(header, session(`user-${index}`, `token-${index}`), []);
    });

    expect(sessions.userOf(headers[0] ?? "")).toBeUndefined();
    expect(sessions.userOf(headers[1] ?? "")?.id).toBe("user-1");
    expect(sessions.userOf(headers.at(-1) ?? "")?.id).toBe(`user-${MAX_VERIFIED_SESSIONS}`);
  });
});

const NAMES = { tokenCookie: "better-auth.session_token", dataCookie: "better-auth.session_data" };

/** The cookies as a browser sends them; the cached copy in Better Auth's compact form. */
function cookieHeader(token: string, { copyExpiresAt }: { copyExpiresAt: number }) {
  const copy = Buffer.from(
    JSON.stringify({ session: {}, expiresAt: copyExpiresAt, signature: "sig" }),
  ).toString("base64url");
  return `better-auth.session_token=${token}.sig%3D; better-auth.session_data=${copy}`;
}

function session(userId: string, token: string, expiresAt = START + 30 * 24 * 60 * MINUTE) {
  const user = { id: userId, email: `${userId}@example.com` } as SessionUser;
  return { user, session: { token, expiresAt: new Date(expiresAt) } };
}

function fakeClock() {
  let now = START;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
