import type { CountryCode } from "@shared/domain/format";
import { hasPhone } from "@shared/domain/links";
import { normalisePhone } from "@shared/domain/phone-numbers";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/db";
import { clients } from "../../db/schema/clients";
import { dataJobs } from "../../db/schema/data-jobs";
import { profiles } from "../../db/schema/profiles";
import { properties } from "../../db/schema/properties";
import { shares } from "../../db/schema/shares";
import { users } from "../../db/schema/users";
import type { UserScope } from "../../db/user-scope";

export const PHONES_JOB = "phones-e164";

type Counts = { accounts: number; converted: number; unreadable: number };
type Deps = { db: Db; asUser: UserScope; log: (line: string) => void };

/**
 * Once per database: rewrites the phones stored before they were kept as E.164 (clients', owners'
 * and the agents' own), read with each account's country. A number it cannot read stays as it is,
 * and the log says how many. Running it again changes nothing, so replicas starting together may.
 */
export async function convertPhonesToE164({ db, asUser, log }: Deps): Promise<Counts | null> {
  const [done] = await db.select().from(dataJobs).where(eq(dataJobs.name, PHONES_JOB));
  if (done) {
    return null;
  }
  const counts: Counts = { accounts: 0, converted: 0, unreadable: 0 };
  for (const { id } of await db.select({ id: users.id }).from(users)) {
    const account = await asUser(id, (scoped) =>
      scoped.transaction((tx) => convertAccount(tx, id)),
    );
    counts.accounts += 1;
    counts.converted += account.converted;
    counts.unreadable += account.unreadable;
  }
  await db.insert(dataJobs).values({ name: PHONES_JOB, summary: counts }).onConflictDoNothing();
  log(
    `${PHONES_JOB}: ${counts.converted} phone numbers rewritten as E.164 in ${counts.accounts} accounts; ` +
      `${counts.unreadable} could not be read as a phone number and were left as they were`,
  );
  return counts;
}

async function convertAccount(db: Db, userId: string) {
  const country = await countryOf(db, userId);
  const counts = { converted: 0, unreadable: 0 };
  const convert = (phone: string): string | null => {
    if (!hasPhone(phone)) {
      return null;
    }
    const reading = normalisePhone(phone, country);
    if (!reading.ok) {
      counts.unreadable += 1;
      return null;
    }
    if (reading.e164 === phone) {
      return null;
    }
    counts.converted += 1;
    return reading.e164;
  };
  const rewrite = async (
    rows: readonly { id: string; phone: string }[],
    save: (id: string, phone: string) => Promise<unknown>,
  ) => {
    for (const row of rows) {
      const phone = convert(row.phone);
      if (phone) {
        await save(row.id, phone);
      }
    }
  };
  await rewrite(
    await db
      .select({ id: clients.id, phone: clients.phone })
      .from(clients)
      .where(eq(clients.userId, userId)),
    (id, phone) => db.update(clients).set({ phone }).where(eq(clients.id, id)),
  );
  await rewrite(
    await db
      .select({ id: properties.id, phone: properties.ownerPhone })
      .from(properties)
      .where(eq(properties.userId, userId)),
    (id, ownerPhone) => db.update(properties).set({ ownerPhone }).where(eq(properties.id, id)),
  );
  const [profile] = await db
    .select({ phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const phone = profile && convert(profile.phone);
  if (phone) {
    await db.update(profiles).set({ phone }).where(eq(profiles.userId, userId));
  }
  return counts;
}

/**
 * The account's country: the one saved from Settings, else the one its last shared listing was
 * shared with (device settings the server saw before the country was saved), else India. The
 * guess from a share is saved, so the agent's later phones read the same way.
 */
async function countryOf(db: Db, userId: string): Promise<CountryCode> {
  const [profile] = await db
    .select({ country: profiles.country })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (profile?.country) {
    return profile.country;
  }
  const [share] = await db
    .select({ country: shares.country })
    .from(shares)
    .where(eq(shares.userId, userId))
    .orderBy(desc(shares.createdAt))
    .limit(1);
  if (!share) {
    return "IN";
  }
  await db
    .insert(profiles)
    .values({ userId, country: share.country })
    .onConflictDoUpdate({ target: profiles.userId, set: { country: share.country } });
  return share.country;
}
