import { DEFAULT_ROLE } from "@shared/domain/format";
import type { ProfileUpdate } from "@shared/schemas/profile";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/open";
import { profiles } from "../../db/schema/profiles";
import { users } from "../../db/schema/users";
import { HttpError } from "../../http/errors";
import { found } from "../../http/found";
import { keyBelongsTo } from "../../storage/uploads";
import { fileKeyFromUrl } from "../files/files.service";

/** The profile as SPEC shows it: the account's own details, then the business ones (or blanks). */
export async function getProfile(db: Db, userId: string) {
  const row = found(
    await db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.name,
        avatarUrl: users.image,
        companyName: profiles.companyName,
        phone: profiles.phone,
        website: profiles.website,
        role: profiles.role,
        createdAt: users.createdAt,
        updatedAt: profiles.updatedAt,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId)),
    "Profile",
  );
  return {
    ...row,
    avatarUrl: row.avatarUrl ?? "",
    companyName: row.companyName ?? "",
    phone: row.phone ?? "",
    website: row.website ?? "",
    role: row.role ?? DEFAULT_ROLE,
    updatedAt: row.updatedAt ?? row.createdAt,
  };
}

/** Saves the fields sent; returns the profile and the avatar it replaced, if any. */
export async function updateProfile(db: Db, userId: string, update: ProfileUpdate) {
  const { fullName, avatarUrl, ...business } = update;
  assertOwnAvatar(userId, avatarUrl);
  return db.transaction(async (tx) => {
    const before = await getProfile(tx, userId);
    if (fullName !== undefined || avatarUrl !== undefined) {
      await tx
        .update(users)
        .set({ name: fullName, image: avatarUrl === undefined ? undefined : avatarUrl || null })
        .where(eq(users.id, userId));
    }
    await tx
      .insert(profiles)
      .values({ userId, ...business })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...business, updatedAt: new Date() } });
    const replacedAvatar =
      avatarUrl !== undefined && before.avatarUrl && before.avatarUrl !== avatarUrl
        ? before.avatarUrl
        : null;
    return { profile: await getProfile(tx, userId), replacedAvatar };
  });
}

function assertOwnAvatar(userId: string, avatarUrl: string | undefined) {
  if (!avatarUrl) {
    return;
  }
  const key = fileKeyFromUrl(avatarUrl);
  if (!key || !keyBelongsTo(key, userId)) {
    throw new HttpError(400, "The avatar must be an image you uploaded.", [
      { path: "avatarUrl", message: "The avatar must be an image you uploaded." },
    ]);
  }
}
