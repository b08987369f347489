import { CLIENT_COLUMNS, PROPERTY_COLUMNS } from "@shared/domain/record-columns";
import { eq, getTableColumns } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Db } from "../../db/db";
import { activities } from "../../db/schema/activities";
import { appointments } from "../../db/schema/appointments";
import { clientMerges } from "../../db/schema/client-merges";
import { clients } from "../../db/schema/clients";
import { newMatches } from "../../db/schema/new-matches";
import { notDuplicatePairs } from "../../db/schema/not-duplicate-pairs";
import { pairStatuses } from "../../db/schema/pair-statuses";
import { properties, type StoredFileRef } from "../../db/schema/properties";
import { visitRequests } from "../../db/schema/visit-requests";
import type { FileStorage } from "../../storage/storage";
import { csvFile, type DateStyle, type ExportFile } from "../exports/export-files";
import { fileKeyFromUrl } from "../files/files.service";
import { readAgentNotifications } from "../notifications/notification-settings.service";
import { getProfile } from "../profile/profile.service";

export const ACCOUNT_FORMAT = "estate-crm-account";
export const ACCOUNT_FILE = "account.json";
/** Inside the zip a record names its file by its path there, never by this install's URL. */
export const FILES_FOLDER = "files/";

type ZipEntry = { name: string; body: Uint8Array; isCompressed: boolean };

/** The agent's own records, their file references turned into paths inside the zip. */
export async function readAccount(db: Db, userId: string) {
  const { userId: _p, ...propertyColumns } = getTableColumns(properties);
  const { userId: _c, ...clientColumns } = getTableColumns(clients);
  const { userId: _a, ...appointmentColumns } = getTableColumns(appointments);
  const { id: _id, ...profile } = await getProfile(db, userId);
  // One after the other: a scoped PostgreSQL connection runs one query at a time.
  const ownProperties = await db
    .select(propertyColumns)
    .from(properties)
    .where(eq(properties.userId, userId));
  const ownClients = await db.select(clientColumns).from(clients).where(eq(clients.userId, userId));
  const ownAppointments = await db
    .select(appointmentColumns)
    .from(appointments)
    .where(eq(appointments.userId, userId));
  const { userId: _t, ...activityColumns } = getTableColumns(activities);
  const ownActivities = await db
    .select(activityColumns)
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(activities.happenedAt, activities.id);
  const { userId: _s, id: _pairId, ...pairColumns } = getTableColumns(pairStatuses);
  const ownPairs = await db
    .select(pairColumns)
    .from(pairStatuses)
    .where(eq(pairStatuses.userId, userId));
  const { userId: _v, ...visitColumns } = getTableColumns(visitRequests);
  const ownVisitRequests = await db
    .select(visitColumns)
    .from(visitRequests)
    .where(eq(visitRequests.userId, userId));
  const { userId: _nm, id: _matchId, ...newMatchColumns } = getTableColumns(newMatches);
  const ownNewMatches = await db
    .select(newMatchColumns)
    .from(newMatches)
    .where(eq(newMatches.userId, userId));
  const { userId: _m, ...mergeColumns } = getTableColumns(clientMerges);
  const ownMerges = await db
    .select(mergeColumns)
    .from(clientMerges)
    .where(eq(clientMerges.userId, userId));
  const { userId: _n, id: _notId, ...notDuplicateColumns } = getTableColumns(notDuplicatePairs);
  const ownNotDuplicates = await db
    .select(notDuplicateColumns)
    .from(notDuplicatePairs)
    .where(eq(notDuplicatePairs.userId, userId));
  // Devices' push subscriptions stay out: their endpoints and keys are the devices' secrets, and a
  // device subscribes itself again on the account it is used with.
  const { settings: notificationSettings } = await readAgentNotifications(db, userId);
  const files = new Map<string, string>();
  const local = (url: string) => {
    const key = fileKeyFromUrl(url);
    if (!key) {
      return url;
    }
    const path = `${FILES_FOLDER}${key.slice(key.lastIndexOf("/") + 1)}`;
    files.set(path, key);
    return path;
  };
  const localRefs = (refs: StoredFileRef[]) => refs.map((ref) => ({ ...ref, url: local(ref.url) }));
  return {
    account: {
      format: ACCOUNT_FORMAT,
      version: 1,
      profile: { ...profile, avatarUrl: profile.avatarUrl && local(profile.avatarUrl) },
      properties: ownProperties.map((property) => ({
        ...property,
        photos: localRefs(property.photos),
        documents: localRefs(property.documents),
      })),
      clients: ownClients,
      appointments: ownAppointments,
      /** These four are absent from zips made before the agent's day, pair statuses, new matches. */
      activities: ownActivities as typeof ownActivities | undefined,
      pairStatuses: ownPairs as typeof ownPairs | undefined,
      visitRequests: ownVisitRequests as typeof ownVisitRequests | undefined,
      newMatches: ownNewMatches as typeof ownNewMatches | undefined,
      /** These two are absent from zips made before duplicates could be merged. */
      clientMerges: ownMerges as typeof ownMerges | undefined,
      notDuplicatePairs: ownNotDuplicates as typeof ownNotDuplicates | undefined,
      /** Absent from zips made before notifications (issue 28). */
      notificationSettings: notificationSettings as typeof notificationSettings | undefined,
    },
    /** Path in the zip → storage key. */
    files,
  };
}

export type AccountExport = Awaited<ReturnType<typeof readAccount>>;

/**
 * One agent's records and the files they use, as a zip: `account.json` (profile, properties,
 * clients, appointments, activities, pair statuses, visit requests, new matches, merged clients'
 * ids and pairs marked 'Not duplicates', notification settings; file references as
 * `files/<name>`), `properties.csv` and `clients.csv`
 * (the lists' export columns, dates as the agent reads them), and the files; nothing of other
 * accounts, and nothing of the sign-in (password hashes, sessions, tokens). Streamed a file at a
 * time: photos add up.
 */
export function accountZip(
  { account, files }: AccountExport,
  storage: FileStorage,
  dates: DateStyle,
): ReadableStream<Uint8Array> {
  async function* entries(): AsyncGenerator<ZipEntry> {
    const json = new TextEncoder().encode(JSON.stringify(account, null, 2));
    yield { name: ACCOUNT_FILE, body: json, isCompressed: false };
    // The same CSV as the lists' Export menu, so a spreadsheet or the import reads them as such.
    yield csvEntry("properties.csv", csvFile(PROPERTY_COLUMNS, account.properties, "", dates));
    yield csvEntry("clients.csv", csvFile(CLIENT_COLUMNS, account.clients, "", dates));
    for (const [name, key] of files) {
      const stored = await storage.get(key);
      if (stored) {
        // Photos are compressed already; deflating them again costs time for nothing.
        yield { name, body: stored.body, isCompressed: stored.contentType.startsWith("image/") };
      }
    }
  }
  return zipStream(entries());
}

function csvEntry(name: string, file: ExportFile): ZipEntry {
  const body = typeof file.body === "string" ? new TextEncoder().encode(file.body) : file.body;
  return { name, body, isCompressed: false };
}

function zipStream(entries: AsyncIterator<ZipEntry>): ReadableStream<Uint8Array> {
  let zip: Zip;
  return new ReadableStream({
    start(controller) {
      zip = new Zip((error, chunk, isFinal) => {
        if (error) {
          controller.error(error);
          return;
        }
        controller.enqueue(chunk);
        if (isFinal) {
          controller.close();
        }
      });
    },
    async pull() {
      const next = await entries.next();
      if (next.done) {
        zip.end();
        return;
      }
      const { name, body, isCompressed } = next.value;
      const entry = isCompressed ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(body, true);
    },
  });
}
