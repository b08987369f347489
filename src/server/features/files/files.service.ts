import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/open";
import { properties, type StoredFileRef } from "../../db/schema/properties";
import { users } from "../../db/schema/users";
import { HttpError } from "../../http/errors";
import type { FileStorage } from "../../storage/storage";
import { inspectUpload, keyBelongsTo, newFileKey, type UploadKind } from "../../storage/uploads";

const FILES_PATH = "/api/files/";
const MAX_NAME_LENGTH = 200;

/** Checks an upload by its content, stores it under a key the client cannot choose, and describes it. */
export async function storeUpload(
  storage: FileStorage,
  userId: string,
  kind: UploadKind,
  file: File,
): Promise<StoredFileRef> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = await inspectUpload(kind, bytes, file.name);
  if (!verdict.ok) {
    throw new HttpError(verdict.status, verdict.message);
  }
  const key = newFileKey(userId, verdict.extension);
  await storage.put(key, bytes, verdict.contentType);
  return {
    name: cleanFileName(file.name, verdict.extension),
    url: fileUrl(key),
    type: verdict.contentType,
  };
}

/** The owner's file, or 404 for anyone else's key, a malformed one or a missing file. */
export async function readOwnFile(storage: FileStorage, userId: string, key: string) {
  const file = keyBelongsTo(key, userId) ? await storage.get(key) : null;
  if (!file) {
    throw new HttpError(404, "File not found");
  }
  return file;
}

/**
 * Deletes an upload that no record uses yet: the web app calls it when a save fails after its
 * files were uploaded, so that a failed save leaves no orphan files behind.
 */
export async function deleteUnusedUpload(
  db: Db,
  storage: FileStorage,
  userId: string,
  key: string,
) {
  await readOwnFile(storage, userId, key);
  const url = fileUrl(key);
  const ref = JSON.stringify([{ url }]);
  const [avatarOf] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.image, url)));
  if (avatarOf) {
    throw new HttpError(409, "This file is your avatar: choose another one instead.");
  }
  const [usedBy] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.userId, userId),
        or(
          sql`${properties.photos} @> ${ref}::jsonb`,
          sql`${properties.documents} @> ${ref}::jsonb`,
        ),
      ),
    )
    .limit(1);
  if (usedBy) {
    throw new HttpError(409, "This file belongs to a saved property: remove it there instead.");
  }
  await storage.delete(key);
}

export function fileUrl(key: string): string {
  return `${FILES_PATH}${key}`;
}

/** The storage key behind one of our file URLs, or null for any other address. */
export function fileKeyFromUrl(url: string): string | null {
  return url.startsWith(FILES_PATH) ? url.slice(FILES_PATH.length) : null;
}

/** Deletes stored files; a failure is logged, never surfaced: the record change already happened. */
export async function deleteStoredFiles(
  storage: FileStorage,
  refs: StoredFileRef[],
  log: (line: string) => void,
): Promise<void> {
  const keys = refs.map((ref) => fileKeyFromUrl(ref.url)).filter((key) => key !== null);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const [index, result] of results.entries()) {
    if (result.status === "rejected") {
      log(`could not delete file ${keys[index]}: ${String(result.reason)}`);
    }
  }
}

function cleanFileName(name: string, extension: string): string {
  const cleaned = name
    .replace(/[\\/\p{Cc}]/gu, "")
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return cleaned || `file.${extension}`;
}
