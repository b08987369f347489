import { formatDateTime } from "@shared/domain/date-format";
import {
  clientAnswerText,
  shortlistAvatarPath,
  shortlistPhotoPath,
} from "@shared/domain/shortlist";
import type { PushPayload } from "@shared/schemas/notifications";
import type { ShortlistAnswer, VisitRequestInput } from "@shared/schemas/pair-status";
import type { PublicShortlist, ShortlistListing } from "@shared/schemas/share";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { clients } from "../../db/schema/clients";
import { pairStatuses } from "../../db/schema/pair-statuses";
import { profiles } from "../../db/schema/profiles";
import { properties } from "../../db/schema/properties";
import { shares } from "../../db/schema/shares";
import { shortlists } from "../../db/schema/shortlists";
import { users } from "../../db/schema/users";
import { visitRequests } from "../../db/schema/visit-requests";
import { notFound } from "../../http/errors";
import { logActivities } from "../activities/activity-log";
import { notifyAgent } from "../notifications/notify-agent";
import { advancePairs } from "../pairs/pair-statuses.service";
import { agentCardColumns, agentCardOf } from "../shares/agent-card";

const VIEW_LOG_INTERVAL_MS = 60 * 60 * 1000;

/** Whose shortlist a token opens, read in the token's own scope; null for an unknown token. */
export async function findShortlist(db: Db, token: string) {
  const [shortlist] = await db
    .select({
      token: shortlists.token,
      userId: shortlists.userId,
      clientId: shortlists.clientId,
      country: shortlists.country,
      currencySymbol: shortlists.currencySymbol,
      numberSystem: shortlists.numberSystem,
      viewLoggedAt: shortlists.viewLoggedAt,
    })
    .from(shortlists)
    .where(eq(shortlists.token, token));
  return shortlist ?? null;
}

export type FoundShortlist = NonNullable<Awaited<ReturnType<typeof findShortlist>>>;

/**
 * The page as the client may see it, read in its owner's scope: the listings sent to them, newest
 * first, with their public fields and the client's own answers; the agent's card. Never the
 * owners, documents, notes, other clients or scores.
 */
export async function readShortlist(db: Db, shortlist: FoundShortlist): Promise<PublicShortlist> {
  const { token, userId, clientId } = shortlist;
  const [head] = await db
    .select({
      clientName: clients.name,
      ...agentCardColumns,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .leftJoin(profiles, eq(profiles.userId, clients.userId))
    .where(and(eq(clients.userId, userId), eq(clients.id, clientId)));
  if (!head) {
    throw notFound("Shortlist");
  }
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
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
      pairStatus: pairStatuses.status,
      shareToken: shares.token,
      hasVisitRequest: sql<boolean>`exists (select 1 from ${visitRequests} v where v.user_id = ${userId} and v.client_id = ${clientId} and v.property_id = ${properties.id} and v.status = 'pending')`,
    })
    .from(pairStatuses)
    .innerJoin(properties, eq(properties.id, pairStatuses.propertyId))
    .leftJoin(shares, eq(shares.propertyId, properties.id))
    .where(
      and(
        eq(pairStatuses.userId, userId),
        eq(pairStatuses.clientId, clientId),
        isNotNull(pairStatuses.sentAt),
      ),
    )
    .orderBy(desc(pairStatuses.sentAt), desc(properties.id));
  const listings: ShortlistListing[] = rows.map(
    ({ photoCount, pairStatus, shareToken, ...listing }) => ({
      ...listing,
      mainType: listing.mainType as ShortlistListing["mainType"],
      subType: listing.subType as ShortlistListing["subType"],
      status: listing.status as ShortlistListing["status"],
      purpose: listing.purpose as ShortlistListing["purpose"],
      photoUrls: Array.from({ length: photoCount }, (_, index) =>
        shortlistPhotoPath(token, listing.id, index),
      ),
      listingUrl: shareToken ? `/p/${shareToken}` : null,
      answer: answerOf(pairStatus),
    }),
  );
  return {
    clientName: head.clientName,
    settings: {
      country: shortlist.country,
      currencySymbol: shortlist.currencySymbol,
      numberSystem: shortlist.numberSystem,
    },
    agent: agentCardOf(head, shortlistAvatarPath(token)),
    listings,
  };
}

/** What the page's chat preview needs, in one query: names, the newest listing, how many. */
export async function readShortlistPreview(db: Db, { userId, clientId, token }: FoundShortlist) {
  const [row] = await db
    .select({
      clientName: clients.name,
      agentName: users.name,
      count:
        sql<number>`(select count(*) from ${pairStatuses} p where p.user_id = ${userId} and p.client_id = ${clientId} and p.sent_at is not null)`.mapWith(
          Number,
        ),
      newest: sql<{
        id: string;
        title: string;
        price: number | null;
        purpose: string;
        location: string;
        photos: number;
      } | null>`(select json_build_object('id', pr.id, 'title', pr.title, 'price', pr.price, 'purpose', pr.purpose, 'location', pr.location, 'photos', jsonb_array_length(pr.photos))
        from ${pairStatuses} p join ${properties} pr on pr.id = p.property_id
        where p.user_id = ${userId} and p.client_id = ${clientId} and p.sent_at is not null
        order by p.sent_at desc, pr.id desc limit 1)`,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(and(eq(clients.userId, userId), eq(clients.id, clientId)));
  if (!row) {
    throw notFound("Shortlist");
  }
  const { newest } = row;
  return {
    clientName: row.clientName,
    agentName: row.agentName,
    count: row.count,
    newest: newest && {
      title: newest.title,
      price: newest.price === null ? null : Number(newest.price),
      purpose: newest.purpose as ShortlistListing["purpose"],
      location: newest.location,
      photoUrl: newest.photos > 0 ? shortlistPhotoPath(token, newest.id, 0) : null,
    },
  };
}

export type ShortlistPreview = Awaited<ReturnType<typeof readShortlistPreview>>;

/** Counts an opening; logs 'Viewed shortlist' on the client's timeline at most once an hour. */
export async function countShortlistView(db: Db, shortlist: FoundShortlist, now: Date) {
  const isLogged =
    shortlist.viewLoggedAt !== null &&
    now.getTime() - shortlist.viewLoggedAt.getTime() < VIEW_LOG_INTERVAL_MS;
  await db.transaction(async (tx) => {
    await tx
      .update(shortlists)
      .set({
        viewCount: sql`${shortlists.viewCount} + 1`,
        ...(isLogged ? {} : { viewLoggedAt: now }),
      })
      .where(and(eq(shortlists.userId, shortlist.userId), eq(shortlists.token, shortlist.token)));
    if (!isLogged) {
      const entry = { kind: "shortlist-viewed", text: "", clientId: shortlist.clientId } as const;
      await logActivities(tx, shortlist.userId, [entry], { now, browserZone: undefined });
    }
  });
}

/**
 * The client's answer on a listing of their page: the pair becomes 'Interested' or 'Not
 * suitable' (their reason kept) as far as advancePair lets a client's answer move it.
 */
export async function answerShortlist(
  db: Db,
  shortlist: FoundShortlist,
  { propertyId, answer, reason }: ShortlistAnswer,
  now: Date,
) {
  const { userId, clientId } = shortlist;
  const { clientName, title } = await sentListing(db, shortlist, propertyId);
  const clock = { now, browserZone: undefined };
  await db.transaction(async (tx) => {
    const status = answer === "interested" ? "interested" : "not-suitable";
    const moves = await advancePairs(tx, userId, [{ clientId, propertyId }], status, clock, {
      isClientAnswer: true,
      reason: answer === "interested" ? "" : reason,
    });
    const text = clientAnswerText(clientName, answer, title, reason);
    const answered = { kind: "client-answer", text, clientId, propertyId } as const;
    await logActivities(tx, userId, [answered, ...moves], clock);
    await notifyAgent(tx, userId, [clientNotification(clientName, text, clientId)], "leads", now);
  });
}

/** The client asks to visit a listing of their page: a request the agent confirms or declines. */
export async function requestVisit(
  db: Db,
  shortlist: FoundShortlist,
  { propertyId, date, time, note }: VisitRequestInput,
  now: Date,
) {
  const { userId, clientId, country } = shortlist;
  const { clientName, title } = await sentListing(db, shortlist, propertyId);
  const clock = { now, browserZone: undefined };
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(visitRequests)
      .values({ userId, clientId, propertyId, date, time, note })
      .returning({ id: visitRequests.id });
    const when = formatDateTime({ date, time }, country);
    const text = `${clientName} asked to visit ${title} on ${when}${note ? `: ${note}` : ""}`;
    await logActivities(tx, userId, [{ kind: "visit-request", text, clientId, propertyId }], clock);
    await notifyAgent(tx, userId, [clientNotification(clientName, text, clientId)], "leads", now);
    return request;
  });
}

/** What the agent's devices show of a client's answer or visit request: a tap opens the client. */
function clientNotification(clientName: string, text: string, clientId: string): PushPayload {
  return { title: clientName, body: text, url: `/clients/${clientId}`, tag: `client:${clientId}` };
}

/** A listing that is on this client's page; 404 for any other. */
async function sentListing(db: Db, { userId, clientId }: FoundShortlist, propertyId: string) {
  const [row] = await db
    .select({ clientName: clients.name, title: properties.title })
    .from(pairStatuses)
    .innerJoin(properties, eq(properties.id, pairStatuses.propertyId))
    .innerJoin(clients, eq(clients.id, pairStatuses.clientId))
    .where(
      and(
        eq(pairStatuses.userId, userId),
        eq(pairStatuses.clientId, clientId),
        eq(pairStatuses.propertyId, propertyId),
        isNotNull(pairStatuses.sentAt),
      ),
    );
  if (!row) {
    throw notFound("Listing");
  }
  return row;
}

/** The stored file behind a page's listing photo or the agent's avatar; null when none. */
export async function shortlistFileUrl(
  db: Db,
  shortlist: FoundShortlist,
  file: { kind: "photo"; propertyId: string; index: number } | { kind: "avatar" },
): Promise<string | null> {
  if (file.kind === "avatar") {
    const [user] = await db
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, shortlist.userId));
    return user?.image ?? null;
  }
  const [row] = await db
    .select({ photos: properties.photos })
    .from(pairStatuses)
    .innerJoin(properties, eq(properties.id, pairStatuses.propertyId))
    .where(
      and(
        eq(pairStatuses.userId, shortlist.userId),
        eq(pairStatuses.clientId, shortlist.clientId),
        eq(pairStatuses.propertyId, file.propertyId),
        isNotNull(pairStatuses.sentAt),
      ),
    );
  return row?.photos[file.index]?.url ?? null;
}

function answerOf(status: string | null): ShortlistListing["answer"] {
  if (status === "not-suitable") {
    return "not-for-me";
  }
  return status === "interested" ? "interested" : null;
}
