import { cleanFileName, formatStorageSize } from "@shared/domain/file-names";
import type { PhotoWidth } from "@shared/domain/photo-sizes";
import { and, eq, lt, not, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { properties, type StoredFileRef } from "../../db/schema/properties";
import { uploads } from "../../db/schema/uploads";
import { users } from "../../db/schema/users";
import { HttpError } from "../../http/errors";
import { cleanImage, UnreadableImageError } from "../../storage/clean-image";
import {
  isPhotoSizeKey,
  makePhotoSizes,
  PHOTO_SIZE_TYPE,
  type PhotoSize,
  photoSizeKey,
  photoSizeKeys,
} from "../../storage/photo-sizes";
import type { FileStorage, StoredObject } from "../../storage/storage";
import { inspectUpload, keyBelongsTo, newFileKey, type UploadKind } from "../../storage/uploads";

export type UploadRules = { quotaBytes: number; perMinute: number; graceMs: number };

const FILES_PATH = "/api/files/";

/**
 * Checks an upload by its content, strips an image's metadata and makes its sizes from the
 * cleaned image, counts it all against the owner's quota and upload rate, and stores it under a
 * key the client cannot choose (the sizes beside it).
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  rules: UploadRules,
  upload: { userId: string; kind: UploadKind; file: File },
): Promise<StoredFileRef> {
  const { userId, kind, file } = upload;
  const original = new Uint8Array(await file.arrayBuffer());
  const verdict = await inspectUpload(kind, original);
  if (!verdict.ok) {
    throw new HttpError(verdict.status, verdict.message);
  }
  const { contentType, extension } = verdict;
  const isImage = contentType.startsWith("image/");
  const { bytes, sizes } = isImage
    ? await cleanedAndSized(original, contentType)
    : { bytes: original, sizes: [] };
  const key = newFileKey(userId, extension);
  const name = cleanFileName(file.name, extension);
  await reserveUpload(db, rules, {
    key,
    userId,
    name,
    contentType,
    size: bytes.byteLength,
    sizesBytes: bytesOf(sizes),
  });
  try {
    await storage.put(key, bytes, contentType);
  } catch (error) {
    await db.delete(uploads).where(eq(uploads.key, key));
    throw error;
  }
  try {
    await putSizes(storage, key, sizes);
  } catch (error) {
    // The original is written: if it cannot be deleted either, its row stays for the sweep.
    await removeUpload(db, storage, key).catch(() => {});
    throw error;
  }
  return { name, url: fileUrl(key), type: contentType };
}

/**
 * One size of a stored image. A size missing (the image was stored before sizes existed, came in
 * by an account import, or its sizes could not be written) is made from the original now, stored
 * and counted on its upload row: once, since the next request finds it. Making it twice (two
 * replicas at once) writes the same keys and the same count, so nothing needs a lock. Null when
 * the original is gone or is no image.
 */
export async function readPhotoSize(
  db: Db,
  storage: FileStorage,
  key: string,
  width: PhotoWidth,
): Promise<StoredObject | null> {
  const stored = await storage.get(photoSizeKey(key, width));
  if (stored) {
    return stored;
  }
  const sizes = await makeMissingSizes(db, storage, key);
  const made = sizes?.find((size) => size.width === width);
  return made
    ? { body: made.body, contentType: PHOTO_SIZE_TYPE, size: made.body.byteLength }
    : null;
}

// Requests for the sizes of one photo arriving together share one making of them, in this process.
const making = new Map<string, Promise<PhotoSize[] | null>>();

function makeMissingSizes(db: Db, storage: FileStorage, key: string) {
  let pending = making.get(key);
  if (!pending) {
    pending = (async () => {
      const original = await storage.get(key);
      if (!original?.contentType.startsWith("image/") || photoSizeKeys(key).length === 0) {
        return null;
      }
      const sizes = await makePhotoSizes(original.body);
      await putSizes(storage, key, sizes);
      await db
        .update(uploads)
        .set({ sizesBytes: bytesOf(sizes) })
        .where(eq(uploads.key, key));
      return sizes;
    })().finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}

async function putSizes(storage: FileStorage, key: string, sizes: PhotoSize[]) {
  await Promise.all(
    sizes.map((size) => storage.put(photoSizeKey(key, size.width), size.body, PHOTO_SIZE_TYPE)),
  );
}

function bytesOf(sizes: PhotoSize[]): number {
  return sizes.reduce((total, size) => total + size.body.byteLength, 0);
}

/** The owner's file and the name it was uploaded under, or 404 for anyone else's or a missing one. */
export async function readOwnFile(db: Db, storage: FileStorage, userId: string, key: string) {
  const file = isOwnOriginal(key, userId) ? await storage.get(key) : null;
  if (!file) {
    throw new HttpError(404, "File not found");
  }
  return { ...file, name: await uploadName(db, key) };
}

/** One size of the owner's image (`?w=`), under the original's name; 404 like the original. */
export async function readOwnPhotoSize(
  db: Db,
  storage: FileStorage,
  userId: string,
  key: string,
  width: PhotoWidth,
) {
  const file = isOwnOriginal(key, userId) ? await readPhotoSize(db, storage, key, width) : null;
  if (!file) {
    throw new HttpError(404, "File not found");
  }
  const name = await uploadName(db, key);
  return { ...file, name: `${name.replace(/\.[^.]*$/, "")}-${width}.webp` };
}

/** The name a file was uploaded under; files stored before uploads were recorded go by their key's. */
async function uploadName(db: Db, key: string): Promise<string> {
  const [upload] = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(eq(uploads.key, key));
  return upload?.name ?? key.slice(key.lastIndexOf("/") + 1);
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
  if (!isOwnOriginal(key, userId) || !(await storage.get(key))) {
    throw new HttpError(404, "File not found");
  }
  if (await isInUse(db, userId, fileUrl(key))) {
    throw new HttpError(
      409,
      "This file is in use by a saved property or as your avatar: remove it there instead.",
    );
  }
  await removeUpload(db, storage, key);
}

/**
 * The one place that gives files up after a record stopped pointing at them (a listing deleted or
 * edited, an avatar replaced): each is deleted only when it is the caller's own upload and no
 * record of theirs refers to it any more. A failure is logged, never surfaced, since the record
 * change already happened; the upload's row stays, so the sweep tries again.
 */
export async function releaseFiles(
  db: Db,
  storage: FileStorage,
  userId: string,
  urls: string[],
  log: (line: string) => void,
): Promise<void> {
  for (const url of new Set(urls)) {
    const key = fileKeyFromUrl(url);
    if (!key || !isOwnOriginal(key, userId) || (await isInUse(db, userId, url))) {
      continue;
    }
    try {
      await removeUpload(db, storage, key);
    } catch (error) {
      log(`could not delete file ${key}: ${String(error)}`);
    }
  }
}

/** A user's uploads made before `before` that no record of theirs uses: the sweep's work list. */
export async function findUnusedUploads(db: Db, userId: string, before: Date, limit: number) {
  return db
    .select({ key: uploads.key })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        lt(uploads.createdAt, before),
        not(referencedBy(uploads.userId, sql`${FILES_PATH}::text || ${uploads.key}`)),
      ),
    )
    .orderBy(uploads.createdAt)
    .limit(limit);
}

/**
 * The bytes first, the sizes with the original: while they remain, so does the row that lets the
 * sweep find them again. The size keys follow from the key, so sizes never made cost a no-op.
 */
export async function removeUpload(db: Db, storage: FileStorage, key: string): Promise<void> {
  await Promise.all(photoSizeKeys(key).map((sizeKey) => storage.delete(sizeKey)));
  await storage.delete(key);
  await db.delete(uploads).where(eq(uploads.key, key));
}

/** The owner's file by its own key: a size is asked for by its original's key and `?w=`. */
function isOwnOriginal(key: string, userId: string): boolean {
  return keyBelongsTo(key, userId) && !isPhotoSizeKey(key);
}

export function fileUrl(key: string): string {
  return `${FILES_PATH}${key}`;
}

/** The storage key behind one of our file URLs, or null for any other address. */
export function fileKeyFromUrl(url: string): string | null {
  return url.startsWith(FILES_PATH) ? url.slice(FILES_PATH.length) : null;
}

async function isInUse(db: Db, userId: string, url: string): Promise<boolean> {
  const [row] = await db.select({ isUsed: referencedBy(userId, url) }).from(sql`(select 1) as one`);
  return row?.isUsed === true;
}

/** Whether a record of the owner points at the file URL: a listing's photo or document, or the avatar. */
function referencedBy(userId: SQLWrapper | string, url: SQL | string): SQL<boolean> {
  const ref = sql`jsonb_build_array(jsonb_build_object('url', ${url}::text))`;
  return sql<boolean>`(
    exists (select 1 from ${properties} where ${properties.userId} = ${userId}
      and (${properties.photos} @> ${ref} or ${properties.documents} @> ${ref}))
    or exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.image} = ${url}::text)
  )`;
}

/**
 * Records the upload if the owner is within both limits. Locking the owner's row makes one
 * account's uploads take turns here, so two at once cannot both fit in the last free megabytes.
 */
async function reserveUpload(db: Db, rules: UploadRules, upload: typeof uploads.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.userId)).for("update");
    const [usage] = await tx
      .select({
        bytes: sql<number>`coalesce(sum(${uploads.size} + ${uploads.sizesBytes}), 0)`.mapWith(
          Number,
        ),
        lastMinute: sql<number>`count(*) filter (
          where ${uploads.createdAt} > now() - interval '1 minute')`.mapWith(Number),
      })
      .from(uploads)
      .where(eq(uploads.userId, upload.userId));
    if ((usage?.lastMinute ?? 0) >= rules.perMinute) {
      throw new HttpError(
        429,
        `Too many uploads: at most ${rules.perMinute} a minute. Wait a minute and try again.`,
      );
    }
    if ((usage?.bytes ?? 0) + upload.size + (upload.sizesBytes ?? 0) > rules.quotaBytes) {
      throw new HttpError(
        413,
        `Your storage is full: ${formatStorageSize(usage?.bytes ?? 0)} of ${formatStorageSize(rules.quotaBytes)} used. ` +
          "Remove photos or documents you no longer need, then try again.",
      );
    }
    await tx.insert(uploads).values(upload);
  });
}

/**
 * The cleaned image and its sizes, both made from the upload side by side rather than the sizes
 * from the cleaned image afterwards (a phone photo's two decodes then overlap instead of adding
 * up). The sizes are turned upright and carry no metadata either way (makePhotoSizes). The
 * cleaning decides whether the image is acceptable; should the sizes fail where it did not, they
 * are made from the cleaned image as before.
 */
async function cleanedAndSized(original: Uint8Array, contentType: string) {
  const sized = makePhotoSizes(original).catch(() => null);
  const bytes = await cleanedImage(original, contentType);
  return { bytes, sizes: (await sized) ?? (await makePhotoSizes(bytes)) };
}

async function cleanedImage(bytes: Uint8Array, contentType: string): Promise<Uint8Array> {
  try {
    return await cleanImage(bytes, contentType);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw new HttpError(error.status, error.message);
    }
    throw error;
  }
}
