import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { notificationSettingsSchema } from "@shared/schemas/notifications";
import { sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import type { Database } from "../db/open";
import { rowsOf } from "../db/rows-of";
import { activities } from "../db/schema/activities";
import { appointments } from "../db/schema/appointments";
import { clients } from "../db/schema/clients";
import { newMatches } from "../db/schema/new-matches";
import { pairStatuses } from "../db/schema/pair-statuses";
import { profiles } from "../db/schema/profiles";
import { properties, type StoredFileRef } from "../db/schema/properties";
import { uploads } from "../db/schema/uploads";
import { users } from "../db/schema/users";
import { visitRequests } from "../db/schema/visit-requests";
import {
  ACCOUNT_FILE,
  ACCOUNT_FORMAT,
  type AccountExport,
  FILES_FOLDER,
} from "../features/account-export/account-export.service";
import { fileUrl } from "../features/files/files.service";
import { saveSettings } from "../features/notifications/notification-settings.service";
import { rescheduleNotifications } from "../features/notifications/reschedule";
import type { FileStorage } from "../storage/storage";
import { importDuplicateRecords } from "./import-duplicate-records";
import { RestoreError } from "./restore";

type Account = AccountExport["account"];
type StoredFile = { key: string; url: string; name: string; body: Uint8Array; type: string };
export type ImportSummary = {
  properties: number;
  clients: number;
  appointments: number;
  activities: number;
  files: number;
};

/**
 * Imports a "Download my data" zip into an existing account of this install, found by its
 * e-mail: every record gets a new id, every file a new key of that account, and the links
 * between records and files follow. Nothing in the zip chooses the account.
 */
export async function importAccount(
  { database, storage }: { database: Database; storage: FileStorage },
  zipFile: string,
  email: string,
): Promise<ImportSummary> {
  const zip = readZip(await readFile(zipFile));
  const account = readAccountJson(zip);
  await database.migrate();
  const [user] = await rowsOf<{ id: string }>(
    database.db,
    sql`select id from users where lower(email) = lower(${email})`,
  );
  if (!user) {
    throw new RestoreError(`No account here has the e-mail ${email}: sign up first, then import.`);
  }
  const userId = user.id;
  const stored = new Map<string, StoredFile>();
  const url = (path: string) => {
    const file = stored.get(path);
    return file ? file.url : path;
  };
  try {
    for (const [path, type] of referencedFiles(account)) {
      const body = zip[path];
      if (!body || stored.has(path)) {
        continue;
      }
      const key = `${userId}/${randomUUID()}${extensionOf(path)}`;
      await storage.put(key, body, type);
      stored.set(path, {
        key,
        url: fileUrl(key),
        name: path.slice(FILES_FOLDER.length),
        body,
        type,
      });
    }
    await database.asUser(userId, (db) =>
      db.transaction(async (tx) => {
        if (stored.size > 0) {
          await tx.insert(uploads).values(
            [...stored.values()].map((file) => ({
              key: file.key,
              userId,
              name: file.name,
              size: file.body.byteLength,
              contentType: file.type,
            })),
          );
        }
        const propertyIds = new Map<string, string>();
        for (const { id, createdAt, updatedAt, ...property } of account.properties) {
          const newId = randomUUID();
          propertyIds.set(id, newId);
          const rewrite = (refs: StoredFileRef[]) =>
            refs.map((ref) => ({ ...ref, url: url(ref.url) }));
          await tx.insert(properties).values({
            ...property,
            ...times(createdAt, updatedAt),
            id: newId,
            userId,
            photos: rewrite(property.photos),
            documents: rewrite(property.documents),
          });
        }
        const clientIds = new Map<string, string>();
        for (const { id, createdAt, updatedAt, lastContactAt, ...client } of account.clients) {
          const newId = randomUUID();
          clientIds.set(id, newId);
          await tx.insert(clients).values({
            ...client,
            ...times(createdAt, updatedAt),
            // Zips made before the activity timeline have no contacts.
            lastContactAt: lastContactAt ? new Date(lastContactAt) : null,
            id: newId,
            userId,
          });
        }
        const appointmentIds = new Map<string, string>();
        for (const { id, createdAt, updatedAt, ...appointment } of account.appointments) {
          const newId = randomUUID();
          appointmentIds.set(id, newId);
          await tx.insert(appointments).values({
            ...appointment,
            ...times(createdAt, updatedAt),
            id: newId,
            userId,
            clientId: linked(clientIds, appointment.clientId),
            propertyId: linked(propertyIds, appointment.propertyId),
          });
        }
        for (const { id: _id, createdAt, updatedAt, ...activity } of account.activities ?? []) {
          await tx.insert(activities).values({
            ...activity,
            ...times(createdAt, updatedAt),
            happenedAt: new Date(activity.happenedAt),
            id: randomUUID(),
            userId,
            clientId: linked(clientIds, activity.clientId),
            propertyId: linked(propertyIds, activity.propertyId),
            appointmentId: linked(appointmentIds, activity.appointmentId),
          });
        }
        const pairs = (account.pairStatuses ?? []).flatMap(
          ({ createdAt, updatedAt, sentAt, clientId, propertyId, ...pair }) => {
            const [client, property] = [
              linked(clientIds, clientId),
              linked(propertyIds, propertyId),
            ];
            return client && property
              ? [
                  {
                    ...pair,
                    ...times(createdAt, updatedAt),
                    sentAt: sentAt ? new Date(sentAt) : null,
                    userId,
                    clientId: client,
                    propertyId: property,
                  },
                ]
              : [];
          },
        );
        if (pairs.length > 0) {
          await tx.insert(pairStatuses).values(pairs);
        }
        for (const { id: _id, createdAt, updatedAt, ...request } of account.visitRequests ?? []) {
          const [client, property] = [
            linked(clientIds, request.clientId),
            linked(propertyIds, request.propertyId),
          ];
          if (client && property) {
            await tx.insert(visitRequests).values({
              ...request,
              ...times(createdAt, updatedAt),
              userId,
              clientId: client,
              propertyId: property,
              appointmentId: linked(appointmentIds, request.appointmentId),
            });
          }
        }
        const matches = (account.newMatches ?? []).flatMap(
          ({ createdAt, updatedAt, dismissedAt, clientId, propertyId, score }) => {
            const [client, property] = [
              linked(clientIds, clientId),
              linked(propertyIds, propertyId),
            ];
            return client && property
              ? [
                  {
                    ...times(createdAt, updatedAt),
                    score,
                    dismissedAt: dismissedAt ? new Date(dismissedAt) : null,
                    userId,
                    clientId: client,
                    propertyId: property,
                  },
                ]
              : [];
          },
        );
        if (matches.length > 0) {
          await tx.insert(newMatches).values(matches);
        }
        await importDuplicateRecords(tx, userId, account, clientIds);
        const { fullName, avatarUrl, companyName, phone, website, role } = account.profile;
        await tx
          .update(users)
          .set({ name: fullName, image: avatarUrl ? url(avatarUrl) : null })
          .where(sql`${users.id} = ${userId}`);
        const business = { companyName, phone, website, role };
        await tx
          .insert(profiles)
          .values({ userId, ...business })
          .onConflictDoUpdate({ target: profiles.userId, set: business });
        const settings = notificationSettingsSchema.safeParse(account.notificationSettings);
        if (settings.success) {
          await saveSettings(tx, userId, settings.data, undefined);
        }
        // The imported appointments' reminders and the next daily notifications.
        await rescheduleNotifications(tx, userId, new Date());
      }),
    );
  } catch (error) {
    await Promise.all([...stored.values()].map((file) => storage.delete(file.key)));
    throw error;
  }
  return {
    properties: account.properties.length,
    clients: account.clients.length,
    appointments: account.appointments.length,
    activities: account.activities?.length ?? 0,
    files: stored.size,
  };
}

function readZip(bytes: Uint8Array): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes);
  } catch {
    throw new RestoreError("This is not a zip made by Download my data.");
  }
}

function readAccountJson(zip: Record<string, Uint8Array>): Account {
  const json = zip[ACCOUNT_FILE];
  const account = json ? (JSON.parse(new TextDecoder().decode(json)) as Account) : null;
  if (account?.format !== ACCOUNT_FORMAT) {
    throw new RestoreError(`This zip has no ${ACCOUNT_FILE} made by Download my data.`);
  }
  return account;
}

/** Path in the zip → content type, for every file a record of the account names. */
function referencedFiles(account: Account): Map<string, string> {
  const files = new Map<string, string>();
  for (const property of account.properties) {
    for (const ref of [...property.photos, ...property.documents]) {
      files.set(ref.url, ref.type);
    }
  }
  const avatar = account.profile.avatarUrl;
  if (avatar) {
    files.set(avatar, AVATAR_TYPES[extensionOf(avatar)] ?? "application/octet-stream");
  }
  return new Map([...files].filter(([path]) => path.startsWith(FILES_FOLDER)));
}

const AVATAR_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

function extensionOf(path: string): string {
  const match = /\.[a-z0-9]{1,5}$/i.exec(path);
  return match ? match[0].toLowerCase() : "";
}

/** The new id of a record the zip linked to, or null when the zip has no such record. */
function linked(newIds: Map<string, string>, id: string | null | undefined): string | null {
  return id ? (newIds.get(id) ?? null) : null;
}

function times(createdAt: Date | string, updatedAt: Date | string) {
  return { createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) };
}
