import { randomBytes } from "node:crypto";
import type { Settings } from "@shared/domain/format";
import { shareAvatarPath, sharePhotoPath } from "@shared/domain/sharing";
import type { PublicListing } from "@shared/schemas/share";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedPerDb } from "../../db/prepared";
import { profiles } from "../../db/schema/profiles";
import { properties } from "../../db/schema/properties";
import { shares } from "../../db/schema/shares";
import { users } from "../../db/schema/users";
import { notFound } from "../../http/errors";
import { found } from "../../http/found";
import { ownRowIds } from "../../http/owned-row";
import type { RequestClock } from "../../http/request-clock";
import { logActivities } from "../activities/activity-log";
import { agentCardColumns, agentCardOf } from "./agent-card";

const TOKEN_BYTES = 24;

/** What the agent sees of a listing's link. */
const shareColumns = {
  token: shares.token,
  country: shares.country,
  currencySymbol: shares.currencySymbol,
  numberSystem: shares.numberSystem,
  viewCount: shares.viewCount,
  lastViewedAt: shares.lastViewedAt,
  createdAt: shares.createdAt,
};

/**
 * The listing's link on the listing's own row, in one statement (issue #32): no row when the
 * listing is not the agent's, a row whose `share` is null when it is not shared.
 */
const shareOfOwnListing = preparedPerDb((db) =>
  db
    .select({ share: shareColumns })
    .from(properties)
    .leftJoin(
      shares,
      and(eq(shares.propertyId, properties.id), eq(shares.userId, properties.userId)),
    )
    .where(
      and(
        eq(properties.userId, sql.placeholder("userId")),
        eq(properties.id, sql.placeholder("propertyId")),
      ),
    )
    .prepare("own_listing_share_link"),
);

/** The listing's active link, or null when it is not shared; 404 for a listing not the user's. */
export async function getShare(db: Db, userId: string, propertyId: string) {
  const rows = await shareOfOwnListing(db).execute({ userId, propertyId });
  return found(rows, "Property").share;
}

/** Shares the listing with the agent's currency and numbering; an active link is kept as it is. */
export async function createShare(
  db: Db,
  userId: string,
  propertyId: string,
  settings: Settings,
  clock: RequestClock,
): Promise<{ share: NonNullable<Awaited<ReturnType<typeof getShare>>>; isNew: boolean }> {
  await assertOwnListing(db, userId, propertyId);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shares)
      .values({ token: newToken(), userId, propertyId, ...settings })
      .onConflictDoNothing({ target: shares.propertyId })
      .returning(shareColumns);
    if (row) {
      const entry = { kind: "listing-shared", text: "Public link created", propertyId } as const;
      await logActivities(tx, userId, [entry], clock);
    }
    return row;
  });
  if (created) {
    return { share: created, isNew: true };
  }
  const existing = await getShare(db, userId, propertyId);
  if (!existing) {
    throw notFound("Property");
  }
  return { share: existing, isNew: false };
}

/** Stops sharing: the token is gone, so its page and photos answer 404 from now on. */
export async function revokeShare(db: Db, userId: string, propertyId: string) {
  await assertOwnListing(db, userId, propertyId);
  await db.delete(shares).where(and(eq(shares.userId, userId), eq(shares.propertyId, propertyId)));
}

/** 404 for a listing that is not the agent's: its id is all that is read. */
async function assertOwnListing(db: Db, userId: string, propertyId: string) {
  found(await ownRowIds(db, properties, userId, propertyId), "Property");
}

/** Whose listing a token opens, read in the token's own scope; null for an unknown token. */
export async function findShare(db: Db, token: string) {
  const [share] = await db
    .select({
      token: shares.token,
      userId: shares.userId,
      propertyId: shares.propertyId,
      country: shares.country,
      currencySymbol: shares.currencySymbol,
      numberSystem: shares.numberSystem,
    })
    .from(shares)
    .where(eq(shares.token, token));
  return share ?? null;
}

export type FoundShare = NonNullable<Awaited<ReturnType<typeof findShare>>>;

/**
 * The listing as a client may see it, read in its owner's scope: never the owner's name or phone,
 * documents, notes or anything else of the account; photos and avatar by share-scoped paths.
 */
export async function readSharedListing(db: Db, share: FoundShare): Promise<PublicListing> {
  const [row] = await db
    .select({
      title: properties.title,
      description: properties.description,
      price: properties.price,
      mainType: properties.mainType,
      subType: properties.subType,
      status: properties.status,
      location: properties.location,
      purpose: properties.purpose,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      landSizeSqft: properties.landSizeSqft,
      landSizeAcres: properties.landSizeAcres,
      builtUpArea: properties.builtUpArea,
      pricePerSqft: properties.pricePerSqft,
      photoCount: sql<number>`jsonb_array_length(${properties.photos})`.mapWith(Number),
      videoLinks: properties.videoLinks,
      ...agentCardColumns,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .leftJoin(profiles, eq(profiles.userId, properties.userId))
    .where(and(eq(properties.userId, share.userId), eq(properties.id, share.propertyId)));
  if (!row) {
    throw notFound("Listing");
  }
  const { photoCount } = row;
  const { token, country, currencySymbol, numberSystem } = share;
  return {
    title: row.title,
    description: row.description,
    price: row.price,
    mainType: row.mainType as PublicListing["mainType"],
    subType: row.subType as PublicListing["subType"],
    status: row.status as PublicListing["status"],
    location: row.location,
    purpose: row.purpose as PublicListing["purpose"],
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    landSizeSqft: row.landSizeSqft,
    landSizeAcres: row.landSizeAcres,
    builtUpArea: row.builtUpArea,
    pricePerSqft: row.pricePerSqft,
    videoLinks: row.videoLinks,
    photoUrls: Array.from({ length: photoCount }, (_, index) => sharePhotoPath(token, index)),
    settings: { country, currencySymbol, numberSystem },
    agent: agentCardOf(row, shareAvatarPath(token)),
  };
}

/** Counts one opening of the page, in the owner's scope (a token scope may only read its link). */
export async function countView(db: Db, share: FoundShare, now: Date) {
  await db
    .update(shares)
    .set({ viewCount: sql`${shares.viewCount} + 1`, lastViewedAt: now })
    .where(and(eq(shares.userId, share.userId), eq(shares.token, share.token)));
}

/** The stored file behind a listing's `index`th photo, or the agent's avatar; null when none. */
export async function sharedFileUrl(
  db: Db,
  share: FoundShare,
  file: { kind: "photo"; index: number } | { kind: "avatar" },
): Promise<string | null> {
  if (file.kind === "avatar") {
    const [user] = await db
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, share.userId));
    return user?.image ?? null;
  }
  const [row] = await db
    .select({ photos: properties.photos })
    .from(properties)
    .where(and(eq(properties.userId, share.userId), eq(properties.id, share.propertyId)));
  return row?.photos[file.index]?.url ?? null;
}

/** A secret for a public address: 192 random bits (the calendar feed's token too). */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}
