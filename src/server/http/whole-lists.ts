import type { Context } from "hono";
import type { Db } from "../db/db";
import { readListVersions, versionOfKinds } from "../db/list-versions";
import type { AppEnv } from "./app-env";
import { acceptedEncoding, type Encoding, encoders, MIN_COMPRESSED_BYTES } from "./compress-json";
import { answerUnlessHeld, versionTag } from "./version-tags";
import { versionedValues } from "./versioned-values";

/**
 * The answers kept at most, in bytes: as sent, so mostly compressed (a 300-client list is about
 * 120 KB of JSON and 12 KB of brotli): some 2,000 agents' three lists, or ten 5,000-listing
 * accounts'.
 */
export const WHOLE_LIST_CACHE_BYTES = 32 * 1024 * 1024;

/** A list the web app loads whole, each kept under its own version (decision 036). */
export type ListKind = "properties" | "clients" | "appointments";
type Body = Uint8Array<ArrayBuffer>;
/** A body as it is sent: compressed with `encoding`, or plain JSON when that is null. */
type Sent = { body: Body; encoding: Encoding | null };

/**
 * The whole lists (`GET /api/properties` with no query) as last answered, per user and list,
 * under that list's version (db/list-versions.ts): an unchanged list costs one primary-key read
 * instead of reading, encoding and compressing every row again (decision 017), and a browser
 * that holds it already gets a 304 (decision 036). The version is read before the rows, so a
 * kept body is never older than the version it is kept and tagged under. Only the bodies sent are
 * kept, per encoding the callers accept: the JSON a compressed body is made from is not.
 */
export function wholeListCache(maxBytes = WHOLE_LIST_CACHE_BYTES) {
  const bodies = versionedValues<Sent>(maxBytes, (sent) => sent.body.byteLength);
  return {
    /** The JSON `load` reads, compressed for the caller, built again only after a change. */
    async answer(c: Context<AppEnv>, list: ListKind, load: (db: Db) => Promise<string>) {
      const userId = c.get("user").id;
      const versions = await c.var.asUser((db) => readListVersions(db, userId));
      const version = versionOfKinds(versions, [list]);
      const key = `${userId}/${list}`;
      return answerUnlessHeld(c, versionTag(userId, [list, version]), async () => {
        const encoding = acceptedEncoding(c.req.header("Accept-Encoding")) ?? null;
        const sent = await bodies.get(key, version, encoding ?? "identity", async () => {
          const json = new TextEncoder().encode(await c.var.asUser(load));
          return !encoding || json.byteLength < MIN_COMPRESSED_BYTES
            ? { body: json, encoding: null }
            : // One copy when the body is made, so each answer sends the kept bytes as they are.
              { body: new Uint8Array(await encoders[encoding](json)), encoding };
        });
        const headers: Record<string, string> = { "Content-Type": "application/json" };
        if (!sent.encoding) {
          return c.body(sent.body, 200, headers);
        }
        return c.body(sent.body, 200, {
          ...headers,
          "Content-Encoding": sent.encoding,
          Vary: "Accept-Encoding",
        });
      });
    },
  };
}

export type WholeListCache = ReturnType<typeof wholeListCache>;
