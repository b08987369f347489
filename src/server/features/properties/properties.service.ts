import { changesMatching, LISTING_MATCH_FIELDS } from "@shared/domain/new-matches";
import type { PropertyListQuery } from "@shared/schemas/list-query";
import { type PropertyInput, type PropertyUpdate, subTypeIssue } from "@shared/schemas/property";
import { and, eq, getTableColumns, ilike, or, type Placeholder, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { listJsonOf } from "../../db/json-rows";
import { containing, newestFirst, newestFirstKey, olderThan, pageOf } from "../../db/list-page";
import { preparedPerDb } from "../../db/prepared";
import { properties, type StoredFileRef } from "../../db/schema/properties";
import { HttpError } from "../../http/errors";
import { found } from "../../http/found";
import { keyBelongsTo } from "../../storage/uploads";
import { fileKeyFromUrl } from "../files/files.service";
import { recordListingMatches } from "../new-matches/record-new-matches";

const { userId: _owner, ...publicColumns } = getTableColumns(properties);
const propertyById = preparedPerDb((db) =>
  db
    .select(publicColumns)
    .from(properties)
    .where(owned(sql.placeholder("userId"), sql.placeholder("id")))
    .prepare("get_property"),
);

/** The agent's properties, newest first: all of them, or a page when `limit` is given. */
export async function listProperties(db: Db, userId: string, query: PropertyListQuery) {
  const { limit, cursor, q, status } = query;
  const chosen = and(
    eq(properties.userId, userId),
    status && eq(properties.status, status),
    q === undefined
      ? undefined
      : or(ilike(properties.title, containing(q)), ilike(properties.location, containing(q))),
  );
  if (limit === undefined) {
    return db
      .select(publicColumns)
      .from(properties)
      .where(chosen)
      .orderBy(...newestFirst(properties));
  }
  const rows = await db
    .select({ ...publicColumns, pageKey: newestFirstKey(properties) })
    .from(properties)
    .where(and(chosen, cursor && olderThan(properties, cursor)))
    .orderBy(...newestFirst(properties))
    .limit(limit + 1);
  return pageOf(rows, limit);
}

/**
 * The whole newest-first list as the JSON the route sends, built by the database (decision 038),
 * or its rows with these ids (decision 039).
 */
export const propertiesListJson = listJsonOf(
  "properties",
  properties,
  publicColumns,
  newestFirst(properties),
);

export async function getProperty(db: Db, userId: string, id: string) {
  return found(await propertyById(db).execute({ userId, id }), "Property");
}

/** Creates the listing and records the new matches it brings, in one transaction. */
export async function createProperty(db: Db, userId: string, input: PropertyInput) {
  assertOwnFiles(userId, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(properties)
      .values({ ...input, userId })
      .returning(publicColumns);
    if (row) {
      await recordListingMatches(tx, userId, [{ before: null, after: row }]);
    }
    return row;
  });
}

/** Updates the listing; returns it with the files it no longer refers to, for the caller to delete. */
export async function updateProperty(db: Db, userId: string, id: string, patch: PropertyUpdate) {
  // A PATCH that names no known field changes nothing (and Drizzle refuses an empty SET).
  if (Object.keys(patch).length === 0) {
    return { property: await getProperty(db, userId, id), droppedFiles: [] };
  }
  assertOwnFiles(userId, patch);
  return db.transaction(async (tx) => {
    const before = await getProperty(tx, userId, id);
    const typeIssue = subTypeIssue(
      "mainType" in patch ? patch.mainType : before.mainType,
      "subType" in patch ? patch.subType : before.subType,
    );
    if (typeIssue) {
      throw new HttpError(400, typeIssue, [{ path: "subType", message: typeIssue }]);
    }
    const row = found(
      await tx.update(properties).set(patch).where(owned(userId, id)).returning(publicColumns),
      "Property",
    );
    if (changesMatching(before, row, LISTING_MATCH_FIELDS)) {
      await recordListingMatches(tx, userId, [{ before, after: row }]);
    }
    const kept = new Set([...row.photos, ...row.documents].map((file) => file.url));
    const droppedFiles = [...before.photos, ...before.documents].filter(
      (file) => !kept.has(file.url),
    );
    return { property: row, droppedFiles };
  });
}

export async function deleteProperty(db: Db, userId: string, id: string) {
  return found(
    await db.delete(properties).where(owned(userId, id)).returning(publicColumns),
    "Property",
  );
}

function owned(userId: string | Placeholder, id: string | Placeholder) {
  return and(eq(properties.userId, userId), eq(properties.id, id));
}

/** A listing may only point at files its owner uploaded. */
function assertOwnFiles(
  userId: string,
  input: { photos?: StoredFileRef[]; documents?: StoredFileRef[] },
) {
  for (const file of [...(input.photos ?? []), ...(input.documents ?? [])]) {
    const key = fileKeyFromUrl(file.url);
    if (!key || !keyBelongsTo(key, userId)) {
      throw new HttpError(400, `${file.name || "A file"} is not one of your uploads.`);
    }
  }
}
