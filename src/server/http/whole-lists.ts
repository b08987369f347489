import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/db";
import { preparedPerDb } from "../db/prepared";
import { listVersions } from "../db/schema/list-versions";
import type { AppEnv } from "./app-env";
import { acceptedEncoding, encoders, MIN_COMPRESSED_BYTES } from "./compress-json";

/** The answers kept at most, in bytes: about ten 5,000-listing accounts' three lists. */
export const WHOLE_LIST_CACHE_BYTES = 32 * 1024 * 1024;

/** A whole list, or the dashboard at one minute of the agent's clock (features/dashboard). */
export type ListAnswer = "properties" | "clients" | "appointments" | `dashboard ${string}`;
type Body = Uint8Array<ArrayBuffer>;

/**
 * The whole lists (`GET /api/properties` with no query), and answers made from them alone (the
 * dashboard), as last answered, per user and answer, under the user's list version
 * (schema/list-versions.ts): an unchanged list costs one primary-key read instead of reading,
 * encoding and compressing every row again (decision 017). The version is read before the rows,
 * so a kept body is never older than the version it is kept under.
 */
export function wholeListCache(maxBytes = WHOLE_LIST_CACHE_BYTES) {
  const bodies = versionedBodies(maxBytes);
  return {
    /** What `load` reads, as JSON compressed for the caller, built again only after a change. */
    async answer(c: Context<AppEnv>, list: ListAnswer, load: (db: Db) => Promise<unknown>) {
      const userId = c.get("user").id;
      const version = await c.var.asUser((db) => listVersionOf(db, userId));
      const key = `${userId}/${list}`;
      const json = await bodies.get(key, version, "json", async () =>
        new TextEncoder().encode(JSON.stringify(await c.var.asUser(load))),
      );
      const encoding = acceptedEncoding(c.req.header("Accept-Encoding"));
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (!encoding || json.byteLength < MIN_COMPRESSED_BYTES) {
        return c.body(json, 200, headers);
      }
      const compressed = await bodies.get(
        key,
        version,
        encoding,
        async () =>
          // One copy when the body is made, so each answer sends the kept bytes as they are.
          new Uint8Array(await encoders[encoding](json)),
      );
      return c.body(compressed, 200, {
        ...headers,
        "Content-Encoding": encoding,
        Vary: "Accept-Encoding",
      });
    },
  };
}

export type WholeListCache = ReturnType<typeof wholeListCache>;

type Entry = { version: number; bodies: Map<string, Promise<Body>>; bytes: number };

/**
 * Bodies by key and kind, for one version of each key (the one last asked for), up to `maxBytes` of finished bodies:
 * past that the least recently used keys go. A body being made is shared by every caller that
 * asks meanwhile; one that fails is forgotten, so the next caller tries again.
 */
export function versionedBodies(maxBytes: number) {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  function entryOf(key: string, version: number): Entry {
    const kept = entries.get(key);
    if (kept) {
      // Deleted and set again: a Map iterates in insertion order, so the oldest use comes first.
      entries.delete(key);
    }
    if (kept?.version === version) {
      entries.set(key, kept);
      return kept;
    }
    totalBytes -= kept?.bytes ?? 0;
    const entry: Entry = { version, bodies: new Map(), bytes: 0 };
    entries.set(key, entry);
    return entry;
  }

  function keep(key: string, entry: Entry, byteLength: number) {
    if (entries.get(key) !== entry) {
      return;
    }
    entry.bytes += byteLength;
    totalBytes += byteLength;
    for (const [oldestKey, oldest] of entries) {
      if (totalBytes <= maxBytes || oldest === entry) {
        break;
      }
      entries.delete(oldestKey);
      totalBytes -= oldest.bytes;
    }
  }

  return {
    get(key: string, version: number, kind: string, make: () => Promise<Body>): Promise<Body> {
      const entry = entryOf(key, version);
      let body = entry.bodies.get(kind);
      if (!body) {
        body = make();
        entry.bodies.set(kind, body);
        body.then(
          (bytes) => keep(key, entry, bytes.byteLength),
          () => entry.bodies.delete(kind),
        );
      }
      return body;
    },
    keptBytes: () => totalBytes,
  };
}

const listVersionById = preparedPerDb((db) =>
  db
    .select({ version: listVersions.version })
    .from(listVersions)
    .where(eq(listVersions.userId, sql.placeholder("userId")))
    .prepare("get_list_version"),
);

/** 0 until the user's first record: then a number no earlier state of the lists had. */
async function listVersionOf(db: Db, userId: string): Promise<number> {
  const [row] = await listVersionById(db).execute({ userId });
  return row?.version ?? 0;
}
