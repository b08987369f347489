import type { WholeListKind } from "@shared/domain/list-changes";
import type { Context } from "hono";
import type { Db } from "../db/db";
import { readListChanges, versionOfKinds } from "../db/list-versions";
import type { AppEnv } from "./app-env";
import { acceptedEncoding, type Encoding, encoders, MIN_COMPRESSED_BYTES } from "./compress-json";
import { answerUnlessHeld, listVersionOfTag, readVersions, versionTag } from "./version-tags";
import { versionedValues } from "./versioned-values";

/**
 * The answers kept at most, in bytes: as sent, so mostly compressed (a 300-client list is about
 * 120 KB of JSON and 12 KB of brotli): some 2,000 agents' three lists, or ten 5,000-listing
 * accounts'.
 */
export const WHOLE_LIST_CACHE_BYTES = 32 * 1024 * 1024;

type Body = Uint8Array<ArrayBuffer>;
/** A user's list, or its rows with these ids, as the JSON of their array in the list's order. */
type ListJson = (db: Db, userId: string, rowIds?: string[]) => Promise<string>;

/** More changed rows than this, and the whole list is sent instead: it costs about as little. */
export const MAX_CHANGED_ROWS = 500;
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
    async answer(c: Context<AppEnv>, list: WholeListKind, load: ListJson) {
      const userId = c.get("user").id;
      const versions = await readVersions(c);
      const version = versionOfKinds(versions, [list]);
      const key = `${userId}/${list}`;
      return answerUnlessHeld(c, versionTag(userId, [list, version]), async () => {
        const encoding = acceptedEncoding(c.req.header("Accept-Encoding")) ?? null;
        const sent = await bodies.get(key, version, encoding ?? "identity", async () => {
          const json = new TextEncoder().encode(await c.var.asUser((db) => load(db, userId)));
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

    /**
     * `GET /api/<list>/changes?since=<tag>`: what changed in the list since the version a whole
     * list's or an earlier answer's tag names, as `{ tag, changed, removed }`: the changed rows
     * as the list has them, the ids of the deleted ones, and the tag of the version they bring
     * the caller to. `{ tag: null }` when it cannot say (a tag of another account, list, build or
     * database; an import since; too many changes): the caller loads the whole list again.
     * Rows read after the changes may be newer than the tag says; a later ask sends them again.
     */
    async changes(c: Context<AppEnv>, list: WholeListKind, load: ListJson) {
      const userId = c.get("user").id;
      const since = listVersionOfTag(c.req.query("since") ?? "", userId, list);
      const answer = await c.var.asUserAtVersions(async (db, versions) => {
        if (since === null || since < versions.changesFrom || since > versions[list]) {
          return { tag: null };
        }
        // Every change is recorded under the list version it raised: none is newer than that.
        if (since === versions[list]) {
          return { tag: versionTag(userId, [list, since]), changed: [], removed: [] };
        }
        const changes = await readListChanges(db, userId, list, since, MAX_CHANGED_ROWS);
        if (!changes) {
          return { tag: null };
        }
        const rows: { id: string }[] =
          changes.rowIds.length > 0 ? JSON.parse(await load(db, userId, changes.rowIds)) : [];
        const present = new Set(rows.map((row) => row.id));
        return {
          tag: versionTag(userId, [list, Math.max(versions[list], changes.version)]),
          changed: rows,
          removed: changes.rowIds.filter((id) => !present.has(id)),
        };
      });
      return c.json(answer, 200, { "Cache-Control": "private, no-store" });
    },
  };
}

export type WholeListCache = ReturnType<typeof wholeListCache>;
