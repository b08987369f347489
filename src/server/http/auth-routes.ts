import type { HttpBindings } from "@hono/node-server";
import { emailSchema } from "@shared/schemas/auth";
import { avatarUrlSchema, profileNameSchema } from "@shared/schemas/profile";
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { type Auth, CLIENT_IP_HEADER } from "../auth";
import type { Db } from "../db/db";
import { users } from "../db/schema/users";
import { assertOwnAvatar } from "../features/profile/profile.service";
import { clientIp } from "./client-ip";
import { HttpError, validationError } from "./errors";
import type { VerifiedSessions } from "./verified-sessions";

/** SPEC section 8 shows this wording when the address is taken. */
export const USER_ALREADY_REGISTERED = "User already registered";

const NO_AVATAR_ON_SIGN_UP = "Choose a photo in your profile once you have signed up.";

// The account's name and image are the profile's name and avatar: the same rules, whichever route.
// Only the fields sign-up takes go on to Better Auth; it checks the password itself.
const signUpSchema = z.object({
  email: emailSchema,
  password: z.unknown().optional(),
  name: profileNameSchema.optional(),
  image: z.union([z.null(), z.literal("")], { error: NO_AVATAR_ON_SIGN_UP }).optional(),
  callbackURL: z.unknown().optional(),
  rememberMe: z.unknown().optional(),
});
const updateUserSchema = z.object({
  name: profileNameSchema.optional(),
  image: avatarUrlSchema.optional().nullable(),
});

type Env = { Bindings: HttpBindings };
type Options = {
  auth: Auth;
  db: Db;
  trustedProxyHops: number;
  isGoogleEnabled: boolean;
  verified: VerifiedSessions;
};

/** Better Auth's own endpoints, with the client's address attached and the product's rules. */
export function authRoutes({ auth, db, trustedProxyHops, isGoogleEnabled, verified }: Options) {
  return new Hono<Env>()
    .post("/sign-up/email", async (c, next) => {
      const { image: _none, ...body } = await parseJsonBody(c, signUpSchema);
      // Better Auth hides duplicates when sign-up does not sign in; the product tells the agent.
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, body.email.toLowerCase()))
        .limit(1);
      if (existing) {
        throw new HttpError(422, USER_ALREADY_REGISTERED);
      }
      forwardBody(c, body);
      await next();
    })
    .post("/update-user", async (c, next) => {
      const body = await parseJsonBody(c, updateUserSchema);
      if (body.image) {
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        // Signed out: Better Auth answers 401 itself.
        if (session) {
          assertOwnAvatar(session.user.id, body.image);
        }
      }
      forwardBody(c, body);
      await next();
    })
    .post("/sign-in/social", async (_c, next) => {
      if (!isGoogleEnabled) {
        // A 4xx: the server works, the feature is off (no 5xx answers a client's request).
        throw new HttpError(404, "Google sign-in is not configured on this server.");
      }
      await next();
    })
    .get("/get-session", async (c, next) => {
      // Asked as the web app asks (no options), by a header verified from its cached copy: the
      // answer Better Auth gave it before (decision 016). Any other ask goes to Better Auth.
      const cookieHeader = c.req.header("cookie") ?? "";
      const isPlain = !c.req.url.includes("?");
      const kept = isPlain ? verified.sessionAnswerOf(cookieHeader) : undefined;
      if (kept !== undefined) {
        return c.body(kept, 200, { "Content-Type": "application/json" });
      }
      await next();
      if (isPlain && c.res.status === 200 && c.res.headers.getSetCookie().length === 0) {
        verified.keepSessionAnswer(cookieHeader, await c.res.clone().text());
      }
    })
    .on(["GET", "POST"], "/*", async (c) => {
      await refuseNulCharacters(c);
      if (c.req.method === "POST") {
        // Signing out, or changing the account: this process no longer answers for the session.
        verified.forget(c.req.header("cookie") ?? "");
      }
      const headers = new Headers(c.req.raw.headers);
      headers.delete(CLIENT_IP_HEADER);
      const ip = clientIp(c, trustedProxyHops);
      if (ip) {
        headers.set(CLIENT_IP_HEADER, ip);
      }
      const request = new Request(c.req.raw.url, {
        method: c.req.method,
        headers,
        body: c.req.raw.body,
        duplex: "half", // Node's fetch needs it for a streamed body
      });
      return withoutTokens(await auth.handler(request));
    });
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in any value Better Auth looks up (a reset token,
 * an e-mail address) would fail in the database as a 500: refuse it first, wherever it is sent.
 */
async function refuseNulCharacters(c: Context) {
  const url = new URL(c.req.url);
  const body =
    c.req.header("content-type")?.startsWith("application/json") === true
      ? await c.req.raw
          .clone()
          .json()
          .catch(() => null)
      : null;
  if (hasNul([decodedPath(url.pathname), ...url.searchParams.values(), body])) {
    throw new HttpError(400, "The request contains a NUL character, which no field may hold.");
  }
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function hasNul(value: unknown): boolean {
  if (typeof value === "string") {
    return value.includes("\0");
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, inner]) => key.includes("\0") || hasNul(inner));
  }
  return false;
}

/** The JSON body, validated; 415 for anything else, as Better Auth would read a form too. */
async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  if (!c.req.header("content-type")?.startsWith("application/json")) {
    throw new HttpError(415, "Send the data as JSON (Content-Type: application/json).");
  }
  const body = await c.req.raw
    .clone()
    .json()
    .catch(() => {
      throw new HttpError(400, "The request body is not valid JSON.");
    });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw validationError(parsed.error);
  }
  return parsed.data;
}

/** Better Auth gets the checked values (trimmed, unknown fields dropped), not what was sent. */
function forwardBody(c: Context, body: object) {
  c.req.raw = new Request(c.req.raw, { body: JSON.stringify(body) });
}

/**
 * The session travels in its HttpOnly cookie only: a token in a JSON body (sign-in, sign-up,
 * get-session, list-sessions) is readable by any script on the page, so it is dropped.
 */
async function withoutTokens(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get("content-type")?.includes("application/json")) {
    return response;
  }
  const body = JSON.parse(await response.text(), (key, value) =>
    key === "token" ? undefined : value,
  );
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
