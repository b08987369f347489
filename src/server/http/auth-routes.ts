import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { type Auth, CLIENT_IP_HEADER } from "../auth";
import type { Db } from "../db/open";
import { users } from "../db/schema/users";
import { clientIp } from "./client-ip";
import { HttpError } from "./errors";

/** SPEC section 8 shows this wording when the address is taken. */
export const USER_ALREADY_REGISTERED = "User already registered";

const signUpBody = z.object({ email: z.string() });

type Options = { auth: Auth; db: Db; trustProxy: boolean; isGoogleEnabled: boolean };

/** Better Auth's own endpoints, with the client's address attached and two product rules. */
export function authRoutes({ auth, db, trustProxy, isGoogleEnabled }: Options) {
  return new Hono()
    .post("/sign-up/email", async (c, next) => {
      // Better Auth hides duplicates when sign-up does not sign in; the product tells the agent.
      const body = signUpBody.safeParse(
        await c.req.raw
          .clone()
          .json()
          .catch(() => null),
      );
      const email = body.success ? body.data.email.trim().toLowerCase() : "";
      const [existing] = email
        ? await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
        : [];
      if (existing) {
        throw new HttpError(422, USER_ALREADY_REGISTERED);
      }
      await next();
    })
    .post("/sign-in/social", async (_c, next) => {
      if (!isGoogleEnabled) {
        throw new HttpError(501, "Google sign-in is not configured on this server.");
      }
      await next();
    })
    .on(["GET", "POST"], "/*", (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.delete(CLIENT_IP_HEADER);
      const ip = clientIp(c, trustProxy);
      if (ip) {
        headers.set(CLIENT_IP_HEADER, ip);
      }
      const request = new Request(c.req.raw.url, {
        method: c.req.method,
        headers,
        body: c.req.raw.body,
        duplex: "half", // Node's fetch needs it for a streamed body
      });
      return auth.handler(request);
    });
}
