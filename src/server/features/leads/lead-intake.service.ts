import { randomUUID } from "node:crypto";
import { type LeadFields, type Placement, placeLeads } from "@shared/domain/lead-placement";
import type { MatchableClient } from "@shared/domain/matching";
import {
  CLIENT_MATCH_FIELDS,
  changesMatching,
  type RecordChange,
} from "@shared/domain/new-matches";
import type { Lead, LeadReceipt } from "@shared/schemas/lead";
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { clients } from "../../db/schema/clients";
import type { RequestClock } from "../../http/request-clock";
import { logActivities } from "../activities/activity-log";
import { recordClientMatches } from "../new-matches/record-new-matches";
import { notifyAgent } from "../notifications/notify-agent";
import { advancePairs } from "../pairs/pair-statuses.service";

/** A lead, and the listing it asked about when it came from a listing's page. */
export type LeadToTake = Lead & { propertyId?: string };
/** The leads to take, and when. */
export type Arrived = { leads: readonly LeadToTake[]; clock: RequestClock };

/**
 * Leads (an enquiry from a shared listing, a portal's webhook) into the agent's clients, in one
 * transaction, each as if it came alone: added to the client with the same phone (E.164) or
 * e-mail, else a new one (placeLeads); an 'Enquiry' on their timeline; the listing asked about,
 * if any, 'Interested'. Leads for one person at once make one client: each transaction locks its
 * leads' phones and e-mails for the agent until it ends, so a second finds the first's client (no
 * unique index: agents' existing data has duplicates). The agent's devices hear of each lead
 * ('New leads and client answers') with it, or not at all. A batch costs about as many
 * statements as one lead. `arrived` is asked once the transaction has begun, so that a batch
 * takes the leads that came while it waited for the database (leadBatches).
 */
export async function takeLeads(
  db: Db,
  userId: string,
  arrived: () => Arrived,
): Promise<LeadReceipt[]> {
  return db.transaction(async (tx) => {
    const { leads, clock } = arrived();
    if (leads.length === 0) {
      return [];
    }
    const people = leads.map((lead) => lead.client);
    await lockKeys(tx, userId, people);
    const known = await findKnown(tx, userId, people);
    const placement = placeLeads(known, people, randomUUID);
    await createClients(tx, userId, placement.created);
    await changeClients(tx, userId, placement.changed);
    await recordClientMatches(tx, userId, matchChanges(known, placement));
    const placed = placement.receipts.flatMap((receipt, index) => {
      const lead = leads[index];
      return lead ? [{ ...lead, ...receipt, text: enquiryText(lead) }] : [];
    });
    const pairs = placed.flatMap(({ id, propertyId }) =>
      propertyId ? [{ clientId: id, propertyId }] : [],
    );
    const moves = await advancePairs(tx, userId, pairs, "interested", clock, {
      isClientAnswer: true,
    });
    const enquiries = placed.map(({ text, id, propertyId }) => ({
      kind: "enquiry" as const,
      text,
      clientId: id,
      propertyId,
    }));
    await logActivities(tx, userId, [...enquiries, ...moves], clock);
    const notices = placed.map(({ client, text, id, created }) => ({
      title: created ? `New lead: ${client.name}` : `${client.name} enquired again`,
      body: text,
      url: `/clients/${id}`,
      tag: `client:${id}`,
    }));
    await notifyAgent(tx, userId, notices, "leads", clock.now);
    return placement.receipts;
  });
}

/**
 * The clients the leads made or added to, as a create or an edit of the client would score them
 * for new matches (decision 031): those whose wanted places, types or budget did not change
 * bring none.
 */
function matchChanges(
  known: readonly (LeadFields & MatchableClient & { id: string })[],
  { created, changed }: Placement<Lead["client"]>,
): RecordChange<MatchableClient>[] {
  const knownById = new Map(known.map((client) => [client.id, client]));
  const edits = changed.flatMap((client) => {
    const before = knownById.get(client.id);
    const after = before && { ...before, ...client };
    return after && changesMatching(before, after, CLIENT_MATCH_FIELDS) ? [{ before, after }] : [];
  });
  return [...created.map((client) => ({ before: null, after: client })), ...edits];
}

function enquiryText({ message, propertyId, client }: LeadToTake) {
  return message || (propertyId ? "Asked about this listing" : `Lead from ${client.source}`);
}

/**
 * One statement for all the keys, sorted, so that two batches sharing keys take them in the same
 * order (no deadlock).
 */
async function lockKeys(db: Db, userId: string, people: Lead["client"][]) {
  const keys = [...new Set(people.flatMap((person) => [person.phone, person.email.toLowerCase()]))]
    .filter(Boolean)
    .map((key) => `lead:${userId}:${key}`)
    .sort();
  const rows = sql.join(
    keys.map((key) => sql`(${key})`),
    sql`, `,
  );
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(key, 0)) from (values ${rows}) as lead_keys(key)`,
  );
}

/** What a lead may add to a client (placeLeads). */
const LEAD_COLUMNS = {
  email: clients.email,
  phone: clients.phone,
  budget: clients.budget,
  source: clients.source,
  locations: clients.locations,
  propertyTypes: clients.propertyTypes,
};

/** The agent's clients sharing a phone or an e-mail with the leads, oldest first. */
async function findKnown(db: Db, userId: string, people: Lead["client"][]) {
  const phones = people.map((person) => person.phone).filter(Boolean);
  const emails = people.map((person) => person.email.toLowerCase()).filter(Boolean);
  const same: SQL[] = [];
  if (phones.length > 0) {
    same.push(inArray(clients.phone, phones));
  }
  if (emails.length > 0) {
    same.push(inArray(sql`lower(${clients.email})`, emails));
  }
  return db
    .select({ id: clients.id, purpose: clients.purpose, ...LEAD_COLUMNS })
    .from(clients)
    .where(and(eq(clients.userId, userId), or(...same)))
    .orderBy(asc(clients.createdAt));
}

/** In the leads' order: each row's own clock time, so 'newest first' keeps it. */
async function createClients(db: Db, userId: string, created: (Lead["client"] & { id: string })[]) {
  if (created.length === 0) {
    return;
  }
  await db
    .insert(clients)
    .values(created.map((client) => ({ ...client, userId, createdAt: sql`clock_timestamp()` })));
}

/** One statement for every client the leads added to. */
async function changeClients(db: Db, userId: string, changed: (LeadFields & { id: string })[]) {
  if (changed.length === 0) {
    return;
  }
  const rows = sql`jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as lead(id uuid, email text, phone text, budget numeric, source text, locations jsonb, "propertyTypes" jsonb)`;
  await db
    .update(clients)
    .set({
      email: sql`lead.email`,
      phone: sql`lead.phone`,
      budget: sql`lead.budget`,
      source: sql`lead.source`,
      locations: sql`lead.locations`,
      propertyTypes: sql`lead."propertyTypes"`,
    })
    .from(rows)
    .where(and(eq(clients.userId, userId), eq(clients.id, sql`lead.id`)));
}
