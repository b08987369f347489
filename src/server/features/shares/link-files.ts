import type { Context } from "hono";
import type { UserScope } from "../../db/user-scope";
import { notFound } from "../../http/errors";
import { photoWidthParam } from "../../http/photo-width-param";
import type { FileStorage } from "../../storage/storage";
import { keyBelongsTo } from "../../storage/uploads";
import { fileKeyFromUrl, readPhotoSize } from "../files/files.service";

type Deps = { asUser: UserScope; storage: FileStorage };

/**
 * A public link's image (a listing's photo, the agent's avatar, `?w=` for a size): only an
 * upload of the link's owner, else 404. A missing size is made in the owner's scope, so its
 * bytes count on the owner's upload row.
 */
export async function sendLinkImage(c: Context, deps: Deps, ownerId: string, url: string | null) {
  const width = photoWidthParam(c);
  const key = url ? fileKeyFromUrl(url) : null;
  const isOwners = key !== null && keyBelongsTo(key, ownerId);
  const stored = !isOwners
    ? null
    : width
      ? await deps.asUser(ownerId, (db) => readPhotoSize(db, deps.storage, key, width))
      : await deps.storage.get(key);
  if (!stored?.contentType.startsWith("image/")) {
    throw notFound("Photo");
  }
  return c.body(stored.body as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": stored.contentType,
    "Content-Length": String(stored.size),
    // Revalidated on every view, so a stopped link stops showing its photos at once.
    "Cache-Control": "no-cache",
  });
}

/** Public link pages and their JSON are for the people the agent sent them to, not for search. */
export async function noIndex(c: Context, next: () => Promise<void>) {
  await next();
  c.header("X-Robots-Tag", "noindex, nofollow");
}
