import { MAX_LOCATIONS, normalizeLocations } from "@shared/domain/locations";
import type { Lead, LeadReceipt } from "@shared/schemas/lead";
import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { clients } from "../../db/schema/clients";
import type { RequestClock } from "../../http/request-clock";
import { logActivities } from "../activities/activity-log";
import { notifyAgent } from "../notifications/notify-agent";
import { advancePairs } from "../pairs/pair-statuses.service";

/**
 * One lead (an enquiry from a shared listing, a portal's webhook) into the agent's clients: added
 * to the client with the same phone (E.164) or e-mail, else a new one; an 'Enquiry' on their
 * timeline; the listing asked about, if any, 'Interested'. Two leads for one person at once make
 * one client: each locks its phone and e-mail for the agent until its transaction ends, so the
 * second finds the first's client (no unique index: agents' existing data has duplicates).
 * The agent's devices hear of it ('New leads and client answers') with the lead, or not at all.
 */
export async function takeLead(
  db: Db,
  userId: string,
  { client: lead, message }: Lead,
  clock: RequestClock,
  propertyId?: string,
): Promise<LeadReceipt> {
  return db.transaction(async (tx) => {
    for (const key of lockKeys(userId, lead)) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    const existing = await findSamePerson(tx, userId, lead);
    const id = existing
      ? await addToClient(tx, userId, existing, lead)
      : await createLeadClient(tx, userId, lead);
    const text = message || (propertyId ? "Asked about this listing" : `Lead from ${lead.source}`);
    await logActivities(tx, userId, [{ kind: "enquiry", text, clientId: id, propertyId }], clock);
    if (propertyId) {
      const pair = { clientId: id, propertyId };
      await advancePairs(tx, userId, [pair], "interested", clock, { isClientAnswer: true });
    }
    const title = existing ? `${lead.name} enquired again` : `New lead: ${lead.name}`;
    const payload = { title, body: text, url: `/clients/${id}`, tag: `client:${id}` };
    await notifyAgent(tx, userId, payload, "leads", clock.now);
    return { id, created: !existing };
  });
}

/** Sorted, so that two leads sharing both keys take them in the same order (no deadlock). */
function lockKeys(userId: string, lead: Lead["client"]): string[] {
  const keys = [lead.phone, lead.email.toLowerCase()].filter(Boolean);
  return keys.map((key) => `lead:${userId}:${key}`).sort();
}

type Existing = Pick<
  typeof clients.$inferSelect,
  "id" | "email" | "phone" | "budget" | "locations" | "propertyTypes" | "source"
>;

/** The oldest client with the phone, else with the e-mail (the agent's own record of them). */
async function findSamePerson(db: Db, userId: string, lead: Lead["client"]) {
  const same: SQL[] = [];
  if (lead.phone) {
    same.push(eq(clients.phone, lead.phone));
  }
  if (lead.email) {
    same.push(sql`lower(${clients.email}) = ${lead.email.toLowerCase()}`);
  }
  const [row] = await db
    .select({
      id: clients.id,
      email: clients.email,
      phone: clients.phone,
      budget: clients.budget,
      locations: clients.locations,
      propertyTypes: clients.propertyTypes,
      source: clients.source,
    })
    .from(clients)
    .where(and(eq(clients.userId, userId), or(...same)))
    .orderBy(
      lead.phone ? sql`${clients.phone} = ${lead.phone} desc` : asc(clients.createdAt),
      asc(clients.createdAt),
    )
    .limit(1);
  return row ?? null;
}

async function createLeadClient(db: Db, userId: string, lead: Lead["client"]) {
  const [row] = await db
    .insert(clients)
    .values({ ...lead, userId })
    .returning({ id: clients.id });
  if (!row) {
    throw new Error("The lead's client was not stored");
  }
  return row.id;
}

/**
 * What the lead adds to a client the agent has: places and types they also want, and a phone,
 * e-mail, budget or source only where the agent has none. The agent's own words stay.
 */
async function addToClient(db: Db, userId: string, existing: Existing, lead: Lead["client"]) {
  await db
    .update(clients)
    .set({
      email: existing.email || lead.email,
      phone: existing.phone || lead.phone,
      budget: existing.budget ?? lead.budget,
      source: existing.source ?? lead.source,
      locations: normalizeLocations([...existing.locations, ...lead.locations]).slice(
        0,
        MAX_LOCATIONS,
      ),
      propertyTypes: [...new Set([...existing.propertyTypes, ...lead.propertyTypes])],
    })
    .where(and(eq(clients.userId, userId), eq(clients.id, existing.id)));
  return existing.id;
}
