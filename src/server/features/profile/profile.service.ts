import { type CountryCode, DEFAULT_ROLE, DEFAULT_SETTINGS } from "@shared/domain/format";
import type { ProfileUpdate } from "@shared/schemas/profile";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Auth } from "../../auth";
import type { Db } from "../../db/db";
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
        country: profiles.country,
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
    country: row.country ?? DEFAULT_SETTINGS.country,
    updatedAt: row.updatedAt ?? row.createdAt,
  };
}

/**
 * The agent's country, saved from Settings (India until then): the default region of the phones
 * they type and the currency of their amounts, on every way in.
 */
export async function accountCountry(db: Db, userId: string): Promise<CountryCode> {
  const [row] = await db
    .select({ country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.country ?? DEFAULT_SETTINGS.country;
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

/**
 * Whether the account signs in with a password (an account made with Google has none). Better
 * Auth's own accounts table says so; the request's database role may not read it.
 */
export async function hasPassword(auth: Auth, headers: Headers): Promise<boolean> {
  const accounts = await auth.api.listUserAccounts({ headers });
  return accounts.some((account) => account.providerId === "credential");
}

/**
 * Gives an account made with Google its first password. One that has a password changes it with
 * the current one (Better Auth's change-password), so this never replaces a password.
 */
export async function setFirstPassword(auth: Auth, headers: Headers, password: string) {
  try {
    await auth.api.setPassword({ body: { newPassword: password }, headers });
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "PASSWORD_ALREADY_SET") {
      throw new HttpError(
        409,
        "Your account already has a password: change it with your current password.",
      );
    }
    throw error;
  }
}

/** A profile or account may only show an image its owner uploaded. */
export function assertOwnAvatar(userId: string, avatarUrl: string | undefined) {
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
