import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { withAsyncStorageOnlyInCalls } from "./auth-async-storage";
import type { Db } from "./db/db";
import * as schema from "./db/schema/index";
import type { Mailer } from "./mail/mailer";

export const CLIENT_IP_HEADER = "x-estate-client-ip";
const MIN_PASSWORD_LENGTH = 6;
const DAY_SECONDS = 24 * 60 * 60;
/**
 * How long a signed copy of the session in a cookie stands in for the database row: the session
 * check costs no query while it lasts, and a session revoked on another device (sign-out there, a
 * password reset) goes on working here for at most this long. Documented in docs/security.md.
 */
export const SESSION_CACHE_SECONDS = 5 * 60;

export type AuthOptions = {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  secret: string;
  trustedOrigins: string[];
  requireEmailVerification: boolean;
  google?: { clientId: string; clientSecret: string };
  log: (line: string) => void;
};

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth["$Infer"]["Session"]["user"];

export function createAuth(options: AuthOptions) {
  const { mailer } = options;
  const auth = betterAuth({
    appName: "Estate CRM",
    baseURL: options.appUrl,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: options.requireEmailVerification,
      // SPEC: after signing up the agent goes to /login and signs in there.
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: "Reset your Estate CRM password",
          text: `Hello,\n\nOpen this link to choose a new password (it is valid for one hour):\n${url}\n\nIf you did not ask for this, ignore this e-mail.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: "Verify your Estate CRM e-mail address",
          text: `Welcome to Estate CRM!\n\nOpen this link to verify your e-mail address:\n${url}`,
        });
      },
    },
    socialProviders: options.google ? { google: options.google } : undefined,
    session: {
      expiresIn: 30 * DAY_SECONDS,
      updateAge: DAY_SECONDS,
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS },
    },
    hooks: {
      // A reset revokes every session: the device that made it is signed out at once, where a
      // cached copy of its session would otherwise go on working until it expires.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/reset-password" && !isAPIError(ctx.context.returned)) {
          deleteSessionCookie(ctx);
        }
      }),
    },
    // Both are on only in production by default; we want them everywhere, tests included.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      // Reading the session is no sign-in attempt: every page load does it, and refusing it
      // would leave a signed-in agent looking signed out.
      customRules: { "/get-session": false },
    },
    advanced: {
      disableCSRFCheck: false,
      disableOriginCheck: false,
      useSecureCookies: options.appUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    logger: { level: "warn", log: (level, message) => options.log(`auth ${level}: ${message}`) },
  });
  return withAsyncStorageOnlyInCalls(auth);
}
