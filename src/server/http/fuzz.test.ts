/**
 * Property-based fuzzing of every write route, Better Auth's included: bodies generated from the
 * zod schemas with hostile values mixed in (controls, bidi overrides, 1 MB strings, prototype
 * keys, wrong types, malformed JSON). No case may end in a server error, and a refused case must
 * leave the account's stored data as it was.
 */

import { activityInputSchema, activityUpdateSchema } from "@shared/schemas/activity";
import { appointmentInputSchema, appointmentUpdateSchema } from "@shared/schemas/appointment";
import { emailSchema } from "@shared/schemas/auth";
import { calendarFeedInputSchema } from "@shared/schemas/calendar-feed";
import { clientSchemas } from "@shared/schemas/client";
import { mergeInputSchemas, notDuplicatesInputSchema } from "@shared/schemas/duplicates";
import { followUpDoneSchema, followUpSnoozeSchema } from "@shared/schemas/follow-up";
import { leadSchemas } from "@shared/schemas/lead";
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsSchema,
  pushSubscriptionInputSchema,
} from "@shared/schemas/notifications";
import {
  pairStatusInputSchema,
  shortlistAnswerSchema,
  shortlistSendSchema,
  visitRequestInputSchema,
} from "@shared/schemas/pair-status";
import { profileSchemas } from "@shared/schemas/profile";
import { propertySchemas } from "@shared/schemas/property";
import { shareSettingsSchema } from "@shared/schemas/share";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { hostileBody } from "../../../tests/support/arbitraries";
import { type Agent, createAgent, signedInAgent } from "../../../tests/support/http-agent";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { notificationSettings } from "../db/schema/notification-settings";
import { digestTokenOf } from "../features/digest/digest-tokens.service";

const clientInputSchema = clientSchemas("IN").input;
const clientUpdateSchema = clientSchemas("IN").update;
const propertyInputSchema = propertySchemas("IN").input;
const propertyUpdateSchema = propertySchemas("IN").update;
const profileUpdateSchema = profileSchemas("IN");

const CASES_PER_ROUTE = 200;
/**
 * Better Auth's routes validate with rules of their own and are compared after every refused
 * body: a quarter of the cases, which were two thirds of the file's time (decision 051). Each
 * run draws new bodies, on each database.
 */
const CASES_PER_AUTH_ROUTE = 50;

/** The names portals send leads under, for the arbitraries only. */
const leadPayloadSchema = z.object({
  full_name: z.string().max(100),
  phone_number: z.string().max(30),
  email: z.string().max(100),
  budget: z.union([z.string().max(20), z.number()]),
  city: z.string().max(100),
  property_type: z.string().max(50),
  purpose: z.string().max(20),
  source: z.string().max(60),
  message: z.string().max(3000),
});

/** What each fuzzed record is matched against: a client for listings, a listing for clients. */
const COUNTERPART: Partial<Record<string, { path: string; body: object }>> = {
  properties: {
    path: "/api/clients",
    body: { name: "N", phone: "+91 98200 11111", budget: 5_000_000 },
  },
  clients: { path: "/api/properties", body: { title: "T", price: 4_000_000, location: "Juhu" } },
};

const password = z.string().max(200);
const url = z.string().max(100);
// Better Auth's bodies, described with our schemas where we have them, for the arbitraries only.
const authBodies = {
  signUp: z.object({ email: emailSchema, password, name: z.string().max(100), image: url }),
  signIn: z.object({ email: emailSchema, password, rememberMe: z.boolean(), callbackURL: url }),
  updateUser: z.object({ name: z.string().max(100), image: url }),
  changePassword: z.object({
    currentPassword: password,
    newPassword: password,
    revokeOtherSessions: z.boolean(),
  }),
  requestReset: z.object({ email: emailSchema, redirectTo: url }),
  resetPassword: z.object({ newPassword: password, token: z.string().max(40) }),
  sendVerification: z.object({ email: emailSchema, callbackURL: url }),
  signOut: z.object({}),
};

type Route = {
  method: string;
  path: string;
  schema: z.ZodType;
  /** Who sends the cases: a signed-in agent, or nobody. */
  caller: Agent;
  /** Our routes validate with `schema`; Better Auth's only resemble it. */
  isOurs: boolean;
  /** The bodies tried: CASES_PER_ROUTE unless given. */
  cases?: number;
  /** The stored data a refused case must leave as it was. */
  snapshot: () => Promise<unknown>;
};

let server: TestServer;
let observer: Agent;
const routes: Route[] = [];
let nextAddress = 0;

beforeAll(async () => {
  // Every case reaches the lead webhook's reading, not its limit per minute.
  server = await startTestServer({ LEADS_PER_MINUTE: "100000" });
  observer = await signedInAgent(server);
  const signedOut = createAgent(server);
  const agent = () => signedInAgent(server);
  const read = (who: Agent, path: string) => async () => (await send(who, "GET", path)).json();
  const session = (who: Agent) => read(who, "/api/auth/get-session");

  for (const [resource, create, update, body] of [
    [
      "properties",
      propertyInputSchema,
      propertyUpdateSchema,
      { title: "T", price: 1, location: "L" },
    ],
    ["clients", clientInputSchema, clientUpdateSchema, { name: "N", phone: "+91 98200 11111" }],
    ["appointments", appointmentInputSchema, appointmentUpdateSchema, null],
  ] as const) {
    const owner = await agent();
    // The other side of matching, so that each new or changed record is scored against it and
    // its new matches recorded: those must change with the record or not at all.
    const counterpart = COUNTERPART[resource];
    if (counterpart) {
      await owner.post(counterpart.path, counterpart.body);
    }
    const created = await owner.post(`/api/${resource}`, body ?? (await visit(owner)));
    // The PATCH route below is fuzzed on this record, not on a path that names none.
    expect(created.status).toBe(201);
    const record = (await created.json()) as { id: string };
    const path = `/api/${resource}`;
    const newMatches = read(owner, "/api/new-matches");
    const withNewMatches = (snapshot: () => Promise<unknown>) => async () => [
      await snapshot(),
      await newMatches(),
    ];
    routes.push({
      method: "POST",
      path,
      schema: create,
      isOurs: true,
      caller: owner,
      snapshot: withNewMatches(read(owner, path)),
    });
    const one = `${path}/${record.id}`;
    routes.push({
      method: "PATCH",
      path: one,
      schema: update,
      isOurs: true,
      caller: owner,
      snapshot: withNewMatches(read(owner, one)),
    });
  }
  const logger = await agent();
  const { id: clientId } = (await (
    await logger.post("/api/clients", { name: "N", phone: "+91 98200 11111" })
  ).json()) as { id: string };
  const { id: activityId } = (await (
    await logger.post("/api/activities", { kind: "note", clientId })
  ).json()) as { id: string };
  const timeline = read(logger, `/api/activities?clientId=${clientId}`);
  const followed = read(logger, `/api/clients/${clientId}`);
  for (const [method, path, schema, snapshot] of [
    ["POST", "/api/activities", activityInputSchema, timeline],
    ["PATCH", `/api/activities/${activityId}`, activityUpdateSchema, timeline],
    ["POST", `/api/clients/${clientId}/follow-up/done`, followUpDoneSchema, followed],
    ["POST", `/api/clients/${clientId}/follow-up/snooze`, followUpSnoozeSchema, followed],
  ] as const) {
    routes.push({ method, path, schema, isOurs: true, caller: logger, snapshot });
  }
  const { id: propertyId } = (await (
    await logger.post("/api/properties", { title: "T", price: 1, location: "L" })
  ).json()) as { id: string };
  const { token } = (await (
    await logger.post(`/api/clients/${clientId}/shortlist`, {
      propertyIds: [propertyId],
      country: "IN",
      currencySymbol: "₹",
      numberSystem: "indian",
    })
  ).json()) as { token: string };
  const pairsAndVisits = async () => [
    await timeline(),
    await read(logger, "/api/pair-statuses")(),
    await read(logger, "/api/visit-requests")(),
  ];
  for (const [method, path, schema] of [
    ["PUT", "/api/pair-statuses", pairStatusInputSchema],
    [
      "POST",
      `/api/clients/${clientId}/shortlist`,
      shortlistSendSchema.extend(shareSettingsSchema.shape),
    ],
    ["POST", `/api/public/shortlists/${token}/answers`, shortlistAnswerSchema],
    ["POST", `/api/public/shortlists/${token}/visits`, visitRequestInputSchema],
  ] as const) {
    routes.push({ method, path, schema, isOurs: true, caller: logger, snapshot: pairsAndVisits });
  }
  // Duplicates: 'Not duplicates' and a merge, between the logger's client and a second one.
  const { id: twinId } = (await (
    await logger.post("/api/clients", { name: "N", phone: "+91 98200 11111" })
  ).json()) as { id: string };
  const clientsAndPairs = async () => [
    await read(logger, "/api/clients")(),
    await read(logger, "/api/clients/duplicates")(),
    await timeline(),
  ];
  for (const [path, schema] of [
    [`/api/clients/${clientId}/not-duplicates`, notDuplicatesInputSchema],
    [`/api/clients/${twinId}/merge`, mergeInputSchemas("IN")],
  ] as const) {
    routes.push({
      method: "POST",
      path,
      schema,
      isOurs: true,
      caller: logger,
      snapshot: clientsAndPairs,
    });
  }
  const profiled = await agent();
  routes.push({
    method: "PUT",
    path: "/api/profile",
    schema: profileUpdateSchema,
    isOurs: true,
    caller: profiled,
    snapshot: read(profiled, "/api/profile"),
  });
  const subscriber = await agent();
  for (const method of ["POST", "PATCH"]) {
    routes.push({
      method,
      path: "/api/calendar-feed",
      schema: calendarFeedInputSchema,
      isOurs: true,
      caller: subscriber,
      snapshot: read(subscriber, "/api/calendar-feed"),
    });
  }
  // The digest's one-click unsubscribe: signed out, by the token; a mail app's body means nothing.
  const reader = await agent();
  const readerId = ((await session(reader)()) as { user: { id: string } }).user.id;
  const digestToken = await server.asUser(readerId, async (db) => {
    await db.insert(notificationSettings).values({
      userId: readerId,
      settings: { ...DEFAULT_NOTIFICATION_SETTINGS, morningEmail: true },
    });
    return digestTokenOf(db, readerId);
  });
  routes.push({
    method: "POST",
    path: `/api/digest/unsubscribe/${digestToken}`,
    schema: z.unknown(),
    isOurs: true,
    caller: signedOut,
    snapshot: () =>
      server.asUser(readerId, (db) =>
        db.select().from(notificationSettings).where(eq(notificationSettings.userId, readerId)),
      ),
  });
  const notified = await agent();
  for (const [method, path, schema, snapshot] of [
    [
      "POST",
      "/api/push/subscriptions",
      pushSubscriptionInputSchema,
      read(notified, "/api/push/subscriptions"),
    ],
    [
      "PUT",
      "/api/notification-settings",
      notificationSettingsSchema,
      read(notified, "/api/notification-settings"),
    ],
  ] as const) {
    routes.push({ method, path, schema, isOurs: true, caller: notified, snapshot });
  }
  const leadTaker = await agent();
  const leadsPath = new URL(
    ((await (await leadTaker.post("/api/lead-capture")).json()) as { url: string }).url,
  ).pathname;
  const { id: listingId } = (await (
    await leadTaker.post("/api/properties", { title: "T", price: 1, location: "L" })
  ).json()) as { id: string };
  const { token: shareToken } = (await (
    await leadTaker.post(`/api/properties/${listingId}/share`, {
      country: "IN",
      currencySymbol: "₹",
      numberSystem: "indian",
    })
  ).json()) as { token: string };
  // Not ours in the fuzzing's sense: the webhook reads fields leniently, beyond any one schema.
  for (const [path, schema] of [
    [leadsPath, leadPayloadSchema],
    [`/p/${shareToken}/enquiry`, leadSchemas("IN").enquiry.extend({ stamp: z.string() })],
  ] as const) {
    routes.push({
      method: "POST",
      path,
      schema,
      isOurs: false,
      caller: signedOut,
      snapshot: read(leadTaker, "/api/clients"),
    });
  }
  const observed = async () => [await session(observer)(), await read(observer, "/api/profile")()];
  const auth = (
    path: string,
    schema: z.ZodType,
    caller: Agent,
    snapshot: () => Promise<unknown> = observed,
  ) =>
    routes.push({
      method: "POST",
      path: `/api/auth/${path}`,
      schema,
      isOurs: false,
      cases: CASES_PER_AUTH_ROUTE,
      caller,
      snapshot,
    });
  auth("sign-up/email", authBodies.signUp, signedOut);
  auth("sign-in/email", authBodies.signIn, signedOut);
  auth("request-password-reset", authBodies.requestReset, signedOut);
  auth("reset-password", authBodies.resetPassword, signedOut);
  for (const [path, schema] of [
    ["update-user", authBodies.updateUser],
    ["change-password", authBodies.changePassword],
    ["send-verification-email", authBodies.sendVerification],
    ["sign-out", authBodies.signOut],
  ] as const) {
    const who = await agent();
    auth(path, schema, who, session(who));
  }
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe("fuzzing every write route", () => {
  test("no server error, and a refused case changes nothing", async () => {
    const figures: string[] = [];
    for (const route of routes) {
      const cases = route.cases ?? CASES_PER_ROUTE;
      let baseline = await route.snapshot();
      let refused = 0;
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(hostileBody(route.schema), async (body) => {
          // A body our own schema refuses cannot change anything: it must be refused, and the
          // data is compared before the next body that may pass. Better Auth has rules of its
          // own, so its routes are compared after every refused body.
          const isRefusedByUs =
            route.isOurs && !route.schema.safeParse(parseOrUndefined(body)).success;
          if (!isRefusedByUs) {
            expect(await route.snapshot(), "changed by a refused body").toEqual(baseline);
          }
          const response = await send(route.caller, route.method, route.path, body);
          await response.arrayBuffer();
          const where = `${response.status} for ${body.slice(0, 200)}`;
          if (response.status >= 500 || (isRefusedByUs && response.ok)) {
            failures.push(where);
          }
          if (response.ok) {
            baseline = await route.snapshot();
            return;
          }
          refused += 1;
          if (!route.isOurs) {
            expect(await route.snapshot(), `changed by ${where}`).toEqual(baseline);
          }
        }),
        { numRuns: cases },
      );
      expect(await route.snapshot(), "changed by a refused body").toEqual(baseline);
      expect(failures, `${route.method} ${route.path}`).toEqual([]);
      figures.push(`${route.method} ${route.path}: ${cases} cases, ${refused} refused`);
    }
    expect(routes).toHaveLength(32);
    console.info(`fuzzing:\n${figures.join("\n")}`);
  }, 900_000);
});

/** One request from its own address, so the auth rate limiter sees a new caller each time. */
function send(caller: Agent, method: string, path: string, body?: string) {
  nextAddress += 1;
  const address = `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
  return caller.request(path, {
    method,
    body,
    headers: {
      "x-forwarded-for": address,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
  });
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function visit(owner: Agent) {
  const client = (await (
    await owner.post("/api/clients", { name: "N", phone: "+91 98200 11111" })
  ).json()) as { id: string };
  return {
    title: "Visit",
    date: "2030-01-01",
    time: "10:00",
    location: "L",
    process: "Property Visit",
    clientId: client.id,
  };
}
