// What the benchmarks share: sample data, a signed-in caller, throw-away PostgreSQL databases.
import { randomBytes } from "node:crypto";
import { CLIENT_PROPERTY_TYPES, PROPERTY_TYPES } from "@shared/domain/catalogue";
import { adminQuery, POSTGRES_ADMIN_URL } from "../tests/support/postgres";

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

/** A new empty PostgreSQL database; `drop` removes it. */
export async function throwAwayDatabase() {
  const name = `estate_bench_${randomBytes(3).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return {
    url: Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${name}` }).toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
