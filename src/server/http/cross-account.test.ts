/**
 * The cross-account matrix: every route of the app's own route table × every kind of caller ×
 * the owner's ids, the other account's ids, unknown and malformed ids. Nothing is allowed on
 * another account's records, no response carries a byte of another account's data, and no
 * request ends in a server error. A route the table gains without an entry below fails the test.
 */
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { DEFAULT_NOTIFICATION_SETTINGS } from "@shared/schemas/notifications";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Agent, createAgent, signedInAgent, upload } from "../../../tests/support/http-agent";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { pngFile } from "../storage/upload-fixtures";

const RECORDS_PER_KIND = 5;
/** Devices' push service: a port nobody listens on, so a send fails at once. */
const DEVICE_HOST = "127.0.0.1:9";
/** A device's real keys: a message is encrypted to them before it fails to go. */
const DEVICE_KEYS = (() => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: "tBHItJI5svbpez7KI4CCXg" };
})();
const MALFORMED_IDS = [
  "1",
  "0",
  "-1",
  "null",
  "undefined",
  "abc",
  "%00",
  "..%2f..%2fetc%2fpasswd",
  "'%20OR%201=1--",
  "00000000-0000-0000-0000-00000000000g",
  `${randomUUID()}x`,
  "%E2%80%AE",
  "%20",
  "1;DROP%20TABLE%20users",
  "*",
  "a".repeat(300),
  "__proto__",
  "constructor",
];

type Name = "owner" | "stranger";
type Caller = Name | "signed-out";
type Resource =
  | "properties"
  | "clients"
  | "appointments"
  | "files"
  | "activities"
  | "visit-requests"
  | "new-matches"
  | "push/subscriptions";
type Account = {
  agent: Agent;
  userId: string;
  marker: string;
  ids: Record<Resource, string[]>;
  photoUrls: string[];
};
type Attempt = {
  caller: Caller;
  method: string;
  path: string;
  body?: unknown;
  /** "refused": another account's data or no session; "own": the caller's own; "any": no rule. */
  expect: "refused" | "own" | "any";
};
type World = { server: TestServer; accounts: Record<Name, Account>; signedOut: Agent };

const other = (name: Name): Name => (name === "owner" ? "stranger" : "owner");
const signedIn: Name[] = ["owner", "stranger"];

/** How to exercise each route of the table; the test fails for a route missing here. */
const ROUTES: Record<string, (world: World) => Attempt[]> = {
  "GET /api/health": () => everyone("GET", "/api/health", "any"),
  "GET /api/ready": () => everyone("GET", "/api/ready", "any"),
  "GET /api/auth/get-session": () => [
    // Asked twice: the second answer is the one kept for a verified cookie header.
    ...everyone("GET", "/api/auth/get-session", "own"),
    ...everyone("GET", "/api/auth/get-session", "own"),
  ],
  "GET /api/auth/*": () => everyone("GET", "/api/auth/list-sessions", "own"),
  "POST /api/auth/*": ({ accounts }) =>
    signedIn.map((name) => ({
      caller: name,
      method: "POST",
      path: "/api/auth/send-verification-email",
      body: { email: accounts[other(name)].agent.email },
      expect: "refused",
    })),
  "POST /api/auth/sign-up/email": ({ accounts }) =>
    callers().flatMap((caller) =>
      signedIn.map((name) => ({
        caller,
        method: "POST",
        path: "/api/auth/sign-up/email",
        body: { email: accounts[name].agent.email, password: "another-pass", name: "" },
        expect: "refused" as const,
      })),
    ),
  "POST /api/auth/update-user": (world) =>
    referencing(world, "POST", "/api/auth/update-user", (url) => ({ image: url })),
  "POST /api/auth/sign-in/social": () =>
    everyone("POST", "/api/auth/sign-in/social", "refused", { provider: "google" }),
  "POST /api/files": () => everyone("POST", "/api/files", "refused", { kind: "photo" }),
  "GET /api/files/:key{.+}": (world) => byId(world, "files", "GET"),
  "DELETE /api/files/:key{.+}": (world) => byId(world, "files", "DELETE"),
  "GET /api/profile": () => everyone("GET", "/api/profile", "own"),
  // A zip: account-export.test.ts unpacks it and finds only the caller's own records.
  "GET /api/profile/export": () => everyone("GET", "/api/profile/export", "own"),
  "GET /api/counts": () => everyone("GET", "/api/counts", "own"),
  "GET /api/dashboard": () => everyone("GET", "/api/dashboard?date=2026-11-24&time=10:00", "own"),
  // On the day of the seeded visits, before them: each is one of today's upcoming appointments.
  "GET /api/appointments/reminders": () =>
    everyone("GET", "/api/appointments/reminders?date=2030-01-01&time=09:00", "own"),
  "PUT /api/profile": (world) =>
    referencing(world, "PUT", "/api/profile", (url) => ({ avatarUrl: url })),
  // Both accounts have a password already: a first one may not replace it, for anyone.
  "POST /api/profile/password": () =>
    everyone("POST", "/api/profile/password", "refused", {
      password: "another-pass",
      confirmPassword: "another-pass",
    }),
  // What changed since a version: list-changes.test.ts shows another account's tag answers null.
  ...Object.fromEntries(
    ["properties", "clients", "appointments"].map((kind) => [
      `GET /api/${kind}/changes`,
      () =>
        everyone("GET", `/api/${kind}/changes?since=${encodeURIComponent(`W/"${kind}.1.`)}`, "own"),
    ]),
  ),
  // Whole lists as files: exports.test.ts parses them and finds only the caller's own records.
  "GET /api/properties/export": () => everyone("GET", "/api/properties/export?format=csv", "own"),
  "GET /api/clients/export": () => everyone("GET", "/api/clients/export?format=vcf", "own"),
  "GET /api/clients/:id/vcard": (world) => byId(world, "clients", "GET", undefined, "/vcard"),
  // Files only (multipart): imports.test.ts shows a file's ids and user ids are never used.
  ...Object.fromEntries(
    ["properties", "clients"].flatMap((kind) =>
      [`/api/${kind}/import`, `/api/${kind}/import/preview`].map((path) => [
        `POST ${path}`,
        () => everyone("POST", path, "refused", { userId: randomUUID() }),
      ]),
    ),
  ),
  // Before the listings' own routes: each account deletes its links before its listings.
  ...shareRoutes(),
  ...calendarRoutes(),
  ...leadRoutes(),
  // Before the clients' own routes: deleting a client deletes its timeline and its pairs.
  ...activityRoutes(),
  ...pairRoutes(),
  ...duplicateRoutes(),
  ...recordRoutes("properties", (world, name) => [
    ...world.accounts[name].photoUrls.map((url) => ({
      title: "Borrowed photo",
      price: 1,
      location: "x",
      photos: [{ name: "photo.png", url, type: "image/png" }],
    })),
  ]),
  // Only guesses here: a real token shows its listing to anyone, by design (shares.test.ts).
  "GET /api/public/listings/:token": () =>
    [
      ...Array.from({ length: RECORDS_PER_KIND }, () => randomBytes(24).toString("base64url")),
      ...MALFORMED_IDS,
    ].flatMap((token) => everyone("GET", `/api/public/listings/${token}`, "refused")),
  // Only guesses here: a real token turns its agent's morning e-mail off, by design (digest.test.ts).
  ...Object.fromEntries(
    ["GET", "POST"].map((method) => [
      `${method} /api/digest/unsubscribe/:token`,
      () =>
        [
          ...Array.from({ length: RECORDS_PER_KIND }, () => randomBytes(24).toString("base64url")),
          ...MALFORMED_IDS,
        ].flatMap((token) =>
          everyone(method, `/api/digest/unsubscribe/${encodeURIComponent(token)}`, "refused"),
        ),
    ]),
  ),
  ...pushRoutes(),
  ...recordRoutes("clients", () => []),
  ...recordRoutes("appointments", (world, name) =>
    [...world.accounts[name].ids.clients, ...world.accounts[name].ids.properties].map((id) => ({
      title: "Visit",
      date: "2030-01-01",
      time: "10:00",
      location: "x",
      process: "Property Visit",
      clientId: id,
      propertyId: id,
    })),
  ),
};

let world: World;
beforeAll(async () => {
  const server = await startTestServer({ PUSH_ENDPOINT_HOSTS: DEVICE_HOST });
  world = {
    server,
    accounts: { owner: await seededAccount(server), stranger: await seededAccount(server) },
    signedOut: createAgent(server),
  };
}, 120_000);
afterAll(async () => {
  await world.server.close();
});

describe("the cross-account matrix", () => {
  test("every route in the app's table is exercised", () => {
    const table = new Set(
      world.server.routes
        .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...table].filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !table.has(route))).toEqual([]);
  });

  test("no access to another account's records, no byte of its data, no server error", async () => {
    const attempts = Object.values(ROUTES).flatMap((build) => build(world));
    const isOwnDelete = (a: Attempt) => a.expect === "own" && a.method === "DELETE";
    const failures: string[] = [];
    let refused = 0;
    const run = async (attempt: Attempt) => {
      const response = await send(attempt);
      const text = await response.text();
      const where = `${attempt.caller} ${attempt.method} ${attempt.path} → ${response.status}`;
      if (response.status >= 500) {
        failures.push(`server error: ${where} ${text}`);
      }
      if (attempt.expect === "refused") {
        refused += 1;
        if (response.status < 400) {
          failures.push(`allowed: ${where}`);
        }
      }
      if (attempt.expect === "own" && attempt.caller !== "signed-out" && !response.ok) {
        failures.push(`own data refused: ${where}`);
      }
      const leaked = foreignSecrets(attempt.caller).find((secret) => text.includes(secret));
      if (leaked) {
        failures.push(`leaked ${leaked}: ${where}`);
      }
    };
    const before = await snapshots();
    for (const attempt of attempts.filter((a) => !isOwnDelete(a))) {
      await run(attempt);
    }
    // The refused attempts changed nothing (own PATCHes only touched records, not these).
    expect(await snapshots()).toEqual(before);
    // Each account deleting its own records last, so every other attempt saw them in place.
    for (const attempt of attempts.filter(isOwnDelete)) {
      await run(attempt);
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThanOrEqual(1000);
    console.info(`cross-account matrix: ${attempts.length} requests, ${refused} refused attempts`);
  }, 240_000);
});

function recordRoutes(
  resource: Exclude<Resource, "files">,
  bodiesReferencing: (world: World, name: Name) => object[],
): Record<string, (world: World) => Attempt[]> {
  const base = `/api/${resource}`;
  return {
    [`GET ${base}`]: () => [
      ...everyone("GET", base, "own"),
      ...everyone("GET", `${base}?limit=2`, "own"),
      ...everyone("GET", `${base}?limit=200&q=e`, "own"),
    ],
    [`POST ${base}`]: (world) =>
      [...callers()].flatMap((caller) =>
        signedIn
          .filter((name) => name !== caller)
          .flatMap((name) =>
            bodiesReferencing(world, name).map((body) => ({
              caller,
              method: "POST",
              path: base,
              body,
              expect: "refused" as const,
            })),
          ),
      ),
    [`GET ${base}/:id`]: (world) => byId(world, resource, "GET"),
    [`PATCH ${base}/:id`]: (world) =>
      byId(world, resource, "PATCH", resource === "clients" ? { name: "New" } : { title: "New" }),
    [`DELETE ${base}/:id`]: (world) => byId(world, resource, "DELETE"),
  };
}

/** A listing's public link: the same matrix as the listing itself. */
function shareRoutes(): Record<string, (world: World) => Attempt[]> {
  const settings = { country: "IN", currencySymbol: "₹", numberSystem: "indian" };
  return {
    "GET /api/properties/:id/share": (world) =>
      byId(world, "properties", "GET", undefined, "/share"),
    "POST /api/properties/:id/share": (world) =>
      byId(world, "properties", "POST", settings, "/share"),
    "DELETE /api/properties/:id/share": (world) =>
      byId(world, "properties", "DELETE", undefined, "/share"),
  };
}

/** The calendar: the agent's own feed (no id to borrow), guessed feed tokens, one event's file. */
function calendarRoutes(): Record<string, (world: World) => Attempt[]> {
  const zone = { timeZone: "Asia/Kolkata" };
  return {
    "GET /api/calendar-feed": () => everyone("GET", "/api/calendar-feed", "own"),
    "POST /api/calendar-feed": () => everyone("POST", "/api/calendar-feed", "own", zone),
    "PATCH /api/calendar-feed": () => everyone("PATCH", "/api/calendar-feed", "own", zone),
    "DELETE /api/calendar-feed": () => everyone("DELETE", "/api/calendar-feed", "own"),
    // Only guesses here: a real token shows its feed to anyone, by design (calendar.test.ts).
    "GET /api/calendar/:file{[A-Za-z0-9_-]+\\.ics}": () =>
      [
        ...Array.from({ length: RECORDS_PER_KIND }, () => randomBytes(24).toString("base64url")),
        ...MALFORMED_IDS,
      ].flatMap((token) =>
        everyone("GET", `/api/calendar/${encodeURIComponent(token)}.ics`, "refused"),
      ),
    "GET /api/appointments/:id/ics": (world) =>
      byId(world, "appointments", "GET", undefined, "/ics?timeZone=Asia/Kolkata"),
  };
}

/** The lead webhook: the agent's own switch (no id to borrow), and guessed webhook tokens. */
function leadRoutes(): Record<string, (world: World) => Attempt[]> {
  const lead = { name: "Planted lead", phone: "+91 98200 12345" };
  return {
    "GET /api/lead-capture": () => everyone("GET", "/api/lead-capture", "own"),
    "POST /api/lead-capture": () => everyone("POST", "/api/lead-capture", "own"),
    "DELETE /api/lead-capture": () => everyone("DELETE", "/api/lead-capture", "own"),
    // Only guesses here: a real token takes leads from anyone, by design (leads.test.ts).
    "POST /api/leads/:token": () =>
      [
        ...Array.from({ length: RECORDS_PER_KIND }, () => randomBytes(24).toString("base64url")),
        ...MALFORMED_IDS,
      ].flatMap((token) => everyone("POST", `/api/leads/${token}`, "refused", lead)),
  };
}

/** Timelines, follow-ups and Today: another account's client, listing or activity is never reached. */
function activityRoutes(): Record<string, (world: World) => Attempt[]> {
  const owners = (world: World) =>
    callers().flatMap((caller) =>
      signedIn.flatMap((name) =>
        (["clients", "properties"] as const).flatMap((resource) =>
          world.accounts[name].ids[resource].map((id) => ({
            caller,
            method: "GET",
            path: `/api/activities?${resource === "clients" ? "clientId" : "propertyId"}=${id}`,
            expect: caller === name ? ("own" as const) : ("refused" as const),
          })),
        ),
      ),
    );
  return {
    "GET /api/activities": (world) => [
      ...owners(world),
      ...everyone("GET", "/api/activities", "refused"),
      ...everyone("GET", `/api/activities?clientId=${randomUUID()}`, "refused"),
    ],
    "POST /api/activities": (world) =>
      callers().flatMap((caller) =>
        signedIn
          .filter((name) => name !== caller)
          .flatMap((name) => {
            const { ids } = world.accounts[name];
            return [
              ...ids.clients.map((clientId) => ({ kind: "call", clientId })),
              ...ids.properties.map((propertyId) => ({ kind: "call", propertyId })),
              ...ids.appointments.map((appointmentId, index) => ({
                kind: "appointment",
                clientId:
                  caller === "signed-out"
                    ? ids.clients[index]
                    : world.accounts[caller].ids.clients[index],
                appointmentId,
              })),
              // An id the other account's activity holds: not theirs to claim.
              ...ids.activities.map((id) => ({ id, kind: "note", clientId: ids.clients[0] })),
            ].map((body) => ({
              caller,
              method: "POST",
              path: "/api/activities",
              body,
              expect: "refused" as const,
            }));
          }),
      ),
    "PATCH /api/activities/:id": (world) => byId(world, "activities", "PATCH", { text: "New" }),
    "DELETE /api/activities/:id": (world) => byId(world, "activities", "DELETE"),
    "POST /api/clients/:id/follow-up/done": (world) =>
      byId(world, "clients", "POST", { note: "Done" }, "/follow-up/done"),
    "POST /api/clients/:id/follow-up/snooze": (world) =>
      byId(world, "clients", "POST", { until: "tomorrow" }, "/follow-up/snooze"),
    "GET /api/today": () => everyone("GET", "/api/today", "own"),
    "GET /api/new-matches": () => everyone("GET", "/api/new-matches", "own"),
  };
}

/** Pair statuses, shortlists and visit requests: only the caller's own clients and listings. */
function pairRoutes(): Record<string, (world: World) => Attempt[]> {
  const SETTINGS = { country: "IN", currencySymbol: "₹", numberSystem: "indian" };
  const guesses = (path: (token: string) => string, method: string, body?: unknown) =>
    [
      ...Array.from({ length: RECORDS_PER_KIND }, () => randomBytes(24).toString("base64url")),
      ...MALFORMED_IDS,
    ].flatMap((token) => everyone(method, path(encodeURIComponent(token)), "refused", body));
  /** Each caller × each account's client, the body naming that account's (or the other's) listing. */
  const shortlistSends = (world: World) =>
    callers().flatMap((caller) =>
      signedIn.flatMap((name) =>
        signedIn.map((listingOwner) => ({
          caller,
          method: "POST",
          path: `/api/clients/${world.accounts[name].ids.clients[1]}/shortlist`,
          body: { propertyIds: [world.accounts[listingOwner].ids.properties[1]], ...SETTINGS },
          expect:
            caller === name && listingOwner === name ? ("own" as const) : ("refused" as const),
        })),
      ),
    );
  /** A visit request's or new match's answer: refused for anyone else's, unknown and malformed ids. */
  const answers = (world: World, action: string, resource: Resource = "visit-requests") =>
    callers().flatMap((caller) =>
      [
        ...signedIn
          .filter((name) => name !== caller)
          .flatMap((name) => world.accounts[name].ids[resource]),
        randomUUID(),
        ...MALFORMED_IDS,
      ].map((id) => ({
        caller,
        method: "POST",
        path: `/api/${resource}/${id}/${action}`,
        expect: "refused" as const,
      })),
    );
  return {
    "GET /api/pair-statuses": () => everyone("GET", "/api/pair-statuses", "own"),
    "PUT /api/pair-statuses": (world) =>
      callers().flatMap((caller) =>
        signedIn
          .filter((name) => name !== caller)
          .flatMap((name) => {
            const theirs = world.accounts[name].ids;
            const mine = caller === "signed-out" ? theirs : world.accounts[caller].ids;
            return [
              { clientId: theirs.clients[0], propertyId: mine.properties[0] },
              { clientId: mine.clients[0], propertyId: theirs.properties[0] },
            ].map((pair) => ({
              caller,
              method: "PUT",
              path: "/api/pair-statuses",
              body: { ...pair, status: "sent" },
              expect: "refused" as const,
            }));
          }),
      ),
    "GET /api/clients/:id/shortlist": (world) =>
      byId(world, "clients", "GET", undefined, "/shortlist"),
    "POST /api/clients/:id/shortlist": shortlistSends,
    "DELETE /api/clients/:id/shortlist": (world) =>
      byId(world, "clients", "DELETE", undefined, "/shortlist"),
    "GET /api/visit-requests": () => everyone("GET", "/api/visit-requests", "own"),
    "POST /api/visit-requests/:id/confirm": (world) => answers(world, "confirm"),
    "POST /api/visit-requests/:id/decline": (world) => answers(world, "decline"),
    "POST /api/new-matches/:id/dismiss": (world) => answers(world, "dismiss", "new-matches"),
    // Only guesses here: a real token opens its page to anyone, by design (shortlists.test.ts).
    "GET /api/public/shortlists/:token": () =>
      guesses((token) => `/api/public/shortlists/${token}`, "GET"),
    "POST /api/public/shortlists/:token/answers": (world) =>
      guesses((token) => `/api/public/shortlists/${token}/answers`, "POST", {
        propertyId: world.accounts.owner.ids.properties[0],
        answer: "interested",
      }),
    "POST /api/public/shortlists/:token/visits": (world) =>
      guesses((token) => `/api/public/shortlists/${token}/visits`, "POST", {
        propertyId: world.accounts.owner.ids.properties[0],
        date: "2030-01-01",
        time: "10:00",
      }),
  };
}

/** Devices and notification settings: the agent's own only; a push service on no other host. */
function pushRoutes(): Record<string, (world: World) => Attempt[]> {
  const keys = { p256dh: "BEl62iUYgUivxIkv69yViEuiBIa", auth: "tBHItJI5svbpez7KI4CCXg" };
  return {
    "GET /api/push/public-key": () => everyone("GET", "/api/push/public-key", "own"),
    "GET /api/push/subscriptions": () => everyone("GET", "/api/push/subscriptions", "own"),
    "POST /api/push/subscriptions": () =>
      [
        "http://10.0.0.1/push",
        "https://169.254.169.254/latest",
        "http://127.0.0.1:3000/api",
      ].flatMap((endpoint) =>
        everyone("POST", "/api/push/subscriptions", "refused", { endpoint, keys }),
      ),
    "DELETE /api/push/subscriptions/:id": (world) => byId(world, "push/subscriptions", "DELETE"),
    // A device's push service is down here: the answer is { sent: 0 }, to the caller's own only.
    "POST /api/push/test": () => everyone("POST", "/api/push/test", "own"),
    "GET /api/notification-settings": () => everyone("GET", "/api/notification-settings", "own"),
    "PUT /api/notification-settings": () =>
      everyone("PUT", "/api/notification-settings", "own", DEFAULT_NOTIFICATION_SETTINGS),
  };
}

/**
 * Duplicates and merges: every account's clients share one phone, so each finds its own pairs
 * and never the other's. A merge deletes a client, so only refused ones run here (the merge's own
 * tests run the allowed ones).
 */
function duplicateRoutes(): Record<string, (world: World) => Attempt[]> {
  /** The caller's client × another account's, unknown and malformed ids, both ways round. */
  const crossed = (world: World, action: string, body: (otherId: string) => object) =>
    callers().flatMap((caller) => {
      const mine = caller === "signed-out" ? [] : world.accounts[caller].ids.clients.slice(0, 2);
      const theirs = signedIn
        .filter((name) => name !== caller)
        .flatMap((name) => world.accounts[name].ids.clients.slice(0, 2));
      const strangers = [...theirs, randomUUID(), ...MALFORMED_IDS];
      const pairs = [
        ...mine.flatMap((id) => strangers.map((otherId) => [id, otherId] as const)),
        ...strangers.flatMap((id) => [...mine, ...theirs].map((otherId) => [id, otherId] as const)),
      ];
      return pairs.map(([id, otherId]) => ({
        caller,
        method: "POST",
        path: `/api/clients/${id}/${action}`,
        body: body(otherId),
        expect: "refused" as const,
      }));
    });
  return {
    "GET /api/clients/duplicates": () => everyone("GET", "/api/clients/duplicates", "own"),
    "GET /api/clients/:id/duplicates": (world) =>
      byId(world, "clients", "GET", undefined, "/duplicates"),
    "POST /api/clients/:id/not-duplicates": (world) => [
      ...crossed(world, "not-duplicates", (otherId) => ({ otherId })),
      ...signedIn.map((name) => ({
        caller: name,
        method: "POST",
        path: `/api/clients/${world.accounts[name].ids.clients[3]}/not-duplicates`,
        body: { otherId: world.accounts[name].ids.clients[4] },
        expect: "own" as const,
      })),
    ],
    "POST /api/clients/:id/merge": (world) =>
      crossed(world, "merge", (otherId) => ({ otherId, fields: { name: "Merged" } })),
  };
}

/** One route × every caller × the owner's, the stranger's, unknown and malformed ids. */
function byId(
  world: World,
  resource: Resource,
  method: string,
  body?: unknown,
  suffix = "",
): Attempt[] {
  const base = `/api/${resource}/`;
  const unknown = Array.from({ length: RECORDS_PER_KIND }, () =>
    resource === "files" ? `${randomUUID()}/${randomUUID()}.png` : randomUUID(),
  );
  return callers().flatMap((caller) => [
    ...signedIn.flatMap((name) =>
      world.accounts[name].ids[resource].map((id) => ({
        caller,
        method,
        path: base + id + suffix,
        body,
        expect: caller === name ? ("own" as const) : ("refused" as const),
      })),
    ),
    ...[...unknown, ...MALFORMED_IDS].map((id) => ({
      caller,
      method,
      path: base + id + suffix,
      body,
      expect: "refused" as const,
    })),
  ]);
}

/** A write with no id whose body points at the other account's (or no account's) files. */
function referencing(
  world: World,
  method: string,
  path: string,
  bodyFor: (url: string) => unknown,
): Attempt[] {
  return callers().flatMap((caller) =>
    signedIn
      .filter((name) => name !== caller)
      .flatMap((name) => world.accounts[name].photoUrls)
      .map((url) => ({ caller, method, path, body: bodyFor(url), expect: "refused" as const })),
  );
}

function everyone(method: string, path: string, expect: Attempt["expect"], body?: unknown) {
  return callers().map((caller) => ({ caller, method, path, body, expect }));
}

function callers(): Caller[] {
  return ["signed-out", "owner", "stranger"];
}

async function send({ caller, method, path, body }: Attempt) {
  const agent = caller === "signed-out" ? world.signedOut : world.accounts[caller].agent;
  if (body === undefined) {
    return agent.request(path, { method });
  }
  return agent.request(path, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** Everything that identifies the other account's data; the signed-out caller may see neither. */
function foreignSecrets(caller: Caller): string[] {
  return signedIn
    .filter((name) => name !== caller)
    .flatMap((name) => {
      const account = world.accounts[name];
      return [
        account.marker,
        account.userId,
        account.agent.email,
        ...Object.values(account.ids).flat(),
      ];
    });
}

async function snapshots() {
  const entries = await Promise.all(
    signedIn.map(async (name) => {
      const { agent, photoUrls } = world.accounts[name];
      const files = await Promise.all(photoUrls.map(async (url) => (await agent.get(url)).status));
      const session = (await (await agent.get("/api/auth/get-session")).json()) as {
        user: unknown;
      };
      return [
        name,
        { profile: await (await agent.get("/api/profile")).json(), session: session.user, files },
      ] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Name, (typeof entries)[number][1]>;
}

/** A signed-in account with records of every kind, each carrying the account's marker. */
async function seededAccount(server: TestServer): Promise<Account> {
  const agent = await signedInAgent(server);
  const marker = `marker-${randomBytes(6).toString("hex")}`;
  const json = async (response: Promise<Response>) => {
    const answer = await response;
    if (!answer.ok) {
      throw new Error(`seeding failed: ${answer.status} ${await answer.text()}`);
    }
    return (await answer.json()) as { id: string; url: string };
  };
  const ids: Record<Resource, string[]> = {
    properties: [],
    clients: [],
    appointments: [],
    files: [],
    activities: [],
    "visit-requests": [],
    "new-matches": [],
    "push/subscriptions": [],
  };
  const photoUrls: string[] = [];
  for (let index = 0; index < RECORDS_PER_KIND; index += 1) {
    const photo = await json(
      upload(agent, "photo", pngFile(), `${marker}-${index}.png`, "image/png"),
    );
    photoUrls.push(photo.url);
    ids.files.push(photo.url.replace("/api/files/", ""));
  }
  for (let index = 0; index < RECORDS_PER_KIND; index += 1) {
    const property = await json(
      agent.post("/api/properties", {
        title: `${marker} flat ${index}`,
        price: 1_000_000 + index,
        location: marker,
        ownerName: marker,
      }),
    );
    const client = await json(
      agent.post("/api/clients", {
        name: `${marker} ${index}`,
        phone: "+91 98200 11111",
        notes: marker,
      }),
    );
    const appointment = await json(
      agent.post("/api/appointments", {
        title: `${marker} visit`,
        date: "2030-01-01",
        time: "10:00",
        location: marker,
        process: "Property Visit",
        clientId: client.id,
        propertyId: property.id,
        notes: marker,
      }),
    );
    const activity = await json(
      agent.post("/api/activities", { kind: "note", clientId: client.id, text: marker }),
    );
    ids.properties.push(property.id);
    ids.clients.push(client.id);
    ids.appointments.push(appointment.id);
    ids.activities.push(activity.id);
    const device = await json(
      agent.post("/api/push/subscriptions", {
        endpoint: `http://${DEVICE_HOST}/push/${marker}-${index}`,
        keys: DEVICE_KEYS,
        label: marker,
      }),
    );
    ids["push/subscriptions"].push(device.id);
  }
  // A shortlist sent to the first client, and a visit that client asked for there.
  const { token } = (await json(
    agent.post(`/api/clients/${ids.clients[0]}/shortlist`, {
      propertyIds: [ids.properties[0]],
      country: "IN",
      currencySymbol: "₹",
      numberSystem: "indian",
    }),
  )) as unknown as { token: string };
  const visit = await agent.post(`/api/public/shortlists/${token}/visits`, {
    propertyId: ids.properties[0],
    date: "2030-01-01",
    time: "10:00",
    note: marker,
  });
  expect(visit.status).toBe(204);
  const requests = (await (await agent.get("/api/visit-requests")).json()) as { id: string }[];
  ids["visit-requests"].push(...requests.map(({ id }) => id));
  // Every client here fits every listing made before them: new matches, shown on Today.
  const newMatches = (await (await agent.get("/api/new-matches")).json()) as {
    rows: { id: string }[];
  };
  ids["new-matches"].push(...newMatches.rows.map(({ id }) => id));
  expect(ids["new-matches"].length).toBeGreaterThan(0);
  await json(agent.put("/api/profile", { fullName: marker, companyName: marker }));
  const profile = (await (await agent.get("/api/profile")).json()) as { id: string };
  return { agent, userId: profile.id, marker, ids, photoUrls };
}
