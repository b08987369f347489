// What the benchmarks share: sample data, a signed-in caller, throw-away PostgreSQL databases.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "@server/env";
import { type RunningServer, startServer } from "@server/server";
import { CLIENT_PROPERTY_TYPES, PROPERTY_TYPES } from "@shared/domain/catalogue";
import type { appointments } from "../src/server/db/schema/appointments";
import type { clients } from "../src/server/db/schema/clients";
import type { properties } from "../src/server/db/schema/properties";
import { freePort } from "../tests/support/free-port";
import { adminQuery, isPostgresUp, POSTGRES_ADMIN_URL } from "../tests/support/postgres";

const LOCATIONS = ["Bandra", "Andheri", "Powai", "Thane", "Juhu", "Worli", "Kharghar", "Vashi"];
const SUB_TYPES = Object.values(PROPERTY_TYPES).flat();

export function fakeProperty(index: number) {
  const subType = SUB_TYPES[index % SUB_TYPES.length] ?? "Penthouse";
  const mainType = Object.entries(PROPERTY_TYPES).find(([, subs]) =>
    (subs as readonly string[]).includes(subType),
  )?.[0];
  return {
    title: `Listing ${index}`,
    price: 2_000_000 + ((index * 7919) % 50) * 250_000,
    location: `${LOCATIONS[index % LOCATIONS.length]}, Mumbai`,
    mainType,
    subType,
    status: index % 5 === 0 ? "sold" : "available",
    purpose: index % 3 === 0 ? "rent" : "sale",
    builtUpArea: 500 + (index % 20) * 50,
  };
}

export function fakeClient(index: number) {
  return {
    purpose: index % 3 === 0 ? ("to-rent" as const) : ("to-buy" as const),
    budget: 3_000_000 + (index % 40) * 200_000,
    propertyTypes: [CLIENT_PROPERTY_TYPES[index % CLIENT_PROPERTY_TYPES.length] ?? "Penthouse"],
    locations: [LOCATIONS[(index * 3) % LOCATIONS.length] ?? "Bandra"],
  };
}

/** Signs a new account up and in; returns its cookie header. */
export async function signIn(url: string): Promise<string> {
  const body = JSON.stringify({
    email: `bench-${randomBytes(4).toString("hex")}@example.com`,
    password: "secret-pass",
    name: "",
  });
  const headers = { "content-type": "application/json", origin: url };
  await fetch(`${url}/api/auth/sign-up/email`, { method: "POST", body, headers });
  const response = await fetch(`${url}/api/auth/sign-in/email`, { method: "POST", body, headers });
  if (!response.ok) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** Creates `count` listings through the API, eight at a time, as the signed-in caller. */
export async function createListings(url: string, cookie: string, count: number) {
  const post = (index: number) =>
    fetch(`${url}/api/properties`, {
      method: "POST",
      headers: { cookie, origin: url, "content-type": "application/json" },
      body: JSON.stringify(fakeProperty(index)),
    });
  for (let start = 0; start < count; start += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, count - start) }, (_, offset) => post(start + offset)),
    );
  }
}

/** Runs a benchmark on PGlite, then on a throw-away PostgreSQL database when one answers. */
export async function onEachDatabase(
  bench: (driver: "pglite" | "postgres", databaseUrl?: string) => Promise<void>,
) {
  await bench("pglite");
  if (await isPostgresUp()) {
    const database = await throwAwayDatabase();
    try {
      await bench("postgres", database.url);
    } finally {
      await database.drop();
    }
  }
}

/** The signed-in caller's user id. */
export async function sessionUserId(call: ReturnType<typeof signedInFetch>): Promise<string> {
  const { user } = (await (await call("/api/auth/get-session")).json()) as {
    user: { id: string };
  };
  return user.id;
}

/** A new empty PostgreSQL database; `drop` removes it. */
export async function throwAwayDatabase() {
  const name = `estate_bench_${randomBytes(3).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return {
    url: Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${name}` }).toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A server for one benchmark, on the embedded database in a throw-away folder (or `databaseUrl`),
 * serving `webDir` when given; `close` stops it and removes the folder.
 */
export async function startBenchServer({
  name,
  databaseUrl,
  webDir,
  env = {},
}: {
  name: string;
  databaseUrl?: string;
  webDir?: string;
  env?: Record<string, string>;
}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `estate-bench-${name}-`));
  const server = await startServer(
    loadConfig({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_REQUESTS: "false",
      TRUST_PROXY: "true",
      ...env,
    }),
    { log: () => {}, webDir },
  );
  return {
    server,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Requests as the signed-in caller, as the web app sends them (JSON, the browser's zone). */
export function signedInFetch(url: string, cookie: string, timeZone?: string) {
  return (pathName: string, init: RequestInit = {}) =>
    fetch(`${url}${pathName}`, {
      ...init,
      headers: {
        cookie,
        origin: url,
        "content-type": "application/json",
        ...(timeZone ? { "x-time-zone": timeZone } : {}),
        ...init.headers,
      },
    });
}

/**
 * Writes `count` rows straight to the database, 500 a statement, in the owner's scope; returns
 * their ids in order.
 */
export async function seedRows<T>(
  server: RunningServer,
  userId: string,
  table: typeof clients | typeof properties | typeof appointments,
  count: number,
  row: (index: number) => T,
): Promise<string[]> {
  return server.asUser(userId, async (db) => {
    const ids: string[] = [];
    for (let start = 0; start < count; start += 500) {
      const values = Array.from({ length: Math.min(500, count - start) }, (_, offset) => ({
        ...row(start + offset),
        userId,
      }));
      const rows = await db
        .insert(table)
        .values(values as never)
        .returning({ id: table.id });
      ids.push(...rows.map(({ id }) => id));
    }
    return ids;
  });
}
