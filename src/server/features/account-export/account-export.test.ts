import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_NOTIFICATION_SETTINGS } from "@shared/schemas/notifications";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { type EmptyInstall, emptyInstall } from "../../../../tests/support/empty-install";
import { createAgent } from "../../../../tests/support/http-agent";
import { isPostgresUp } from "../../../../tests/support/postgres";
import { type SeededAccount, seedAccount } from "../../../../tests/support/seed-account";
import { type SeededDuplicates, seedDuplicates } from "../../../../tests/support/seed-duplicates";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";
import { uploads } from "../../db/schema/uploads";
import { users } from "../../db/schema/users";
import { importAccount } from "../../ops/account-import";
import { photoSizeKey, photoSizeKeys } from "../../storage/photo-sizes";
import { digestTokenOf } from "../digest/digest-tokens.service";
import { readPhotoSize } from "../files/files.service";
import { readAccount } from "./account-export.service";

type Account = Awaited<ReturnType<typeof readAccount>>["account"];

const NOTIFICATIONS = {
  ...DEFAULT_NOTIFICATION_SETTINGS,
  appointmentMinutes: 15,
  morningTime: "08:30",
};
const DEVICE_ENDPOINT = "https://fcm.googleapis.com/fcm/send/device-secret-endpoint";

let server: TestServer;
let owner: SeededAccount;
let zip: Record<string, Uint8Array>;
let account: Account;
let duplicates: SeededDuplicates;

beforeAll(async () => {
  server = await startTestServer();
  owner = await seedAccount(server, 3);
  duplicates = await seedDuplicates(owner.agent);
  await seedAccount(server);
  await owner.agent.put("/api/notification-settings", NOTIFICATIONS);
  const device = await owner.agent.post("/api/push/subscriptions", {
    endpoint: DEVICE_ENDPOINT,
    keys: { p256dh: "BEl62iUYgUivxIkv69yViEuiBIa", auth: "device-secret-auth" },
  });
  expect(device.status).toBe(201);
  const response = await owner.agent.get(
    "/api/profile/export?country=US&timeZone=America%2FNew_York",
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment/);
  zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
  account = JSON.parse(new TextDecoder().decode(zip["account.json"])) as Account;
});

afterAll(async () => {
  await server?.close();
});

describe("Download my data", () => {
  test("holds exactly the agent's records, as the API shows them", async () => {
    for (const kind of ["properties", "clients", "appointments"] as const) {
      const listed = (await (await owner.agent.get(`/api/${kind}`)).json()) as { id: string }[];
      expect(account[kind].map(({ id }) => id).sort(), kind).toEqual(
        listed.map(({ id }) => id).sort(),
      );
    }
    expect(account.clients).toHaveLength(8);
    const clientsCsv = new TextDecoder().decode(zip["clients.csv"]).trim().split("\r\n");
    expect(clientsCsv).toHaveLength(1 + 8);
    expect(clientsCsv.join("\n")).toContain("Ravi Kumar");
    // Dates as the lists' export writes them, in the device's country and zone.
    expect(clientsCsv[1]).toMatch(/,"[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M"/);
    expect(account.profile).toMatchObject({ fullName: "Asha Verma", companyName: "Verma Realty" });
  });

  test("holds the notification settings, and no device's push subscription", () => {
    expect(account.notificationSettings).toEqual(NOTIFICATIONS);
    const everything = Object.values(zip)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join("");
    expect(everything).not.toContain("device-secret");
  });

  test("holds the timeline, the follow-ups, the pair statuses and the new matches", () => {
    const ravi = account.clients.find(({ name }) => name === "Ravi Kumar");
    expect(ravi).toMatchObject({
      nextFollowUpDate: "2026-12-03",
      nextFollowUpNote: "Send the floor plan",
      source: "Referral",
      lastContactAt: expect.any(String),
    });
    // Logged in one transaction, a change and what it set off share their instant: any order.
    expect(account.activities?.map(({ kind, text }) => `${kind}: ${text}`).sort()).toEqual(
      [
        "call: Likes the sea view",
        "appointment: Scheduled: Ravi Kumar - Property Visit - re: Sea View Flat",
        "status-changed: Sea View Flat: Suggested → Visit booked",
        "listing-shared: Public link created",
        "status-changed: Sea View Flat: Visit booked → Interested",
        "merged: Merged with Anil R.",
      ].sort(),
    );
    expect(account.pairStatuses).toEqual([
      expect.objectContaining({
        clientId: ravi?.id,
        propertyId: account.properties[0]?.id,
        status: "interested",
      }),
    ]);
    const neha = account.clients.find(({ name }) => name === "Neha Shah");
    // Every client that arrived after the listing and fits it has one; Neha's is the seed's own.
    expect(account.newMatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          clientId: neha?.id,
          propertyId: account.properties[0]?.id,
          score: 96,
          dismissedAt: null,
        }),
      ]),
    );
    expect(account.activities?.find(({ kind }) => kind === "appointment")).toMatchObject({
      clientId: ravi?.id,
      appointmentId: account.appointments[0]?.id,
      propertyId: account.properties[0]?.id,
    });
  });

  test("holds the merged clients' ids and the pairs marked 'Not duplicates'", () => {
    expect(account.clientMerges).toEqual([
      expect.objectContaining({ goneId: duplicates.goneId, survivorId: duplicates.survivorId }),
    ]);
    expect(account.notDuplicatePairs).toEqual([
      expect.objectContaining({
        clientId: [...duplicates.notDuplicates].sort()[0],
        otherClientId: [...duplicates.notDuplicates].sort()[1],
      }),
    ]);
  });

  test("holds the agent's files, and nothing of the sign-in", async () => {
    const [property] = account.properties;
    const refs = [...(property?.photos ?? []), ...(property?.documents ?? [])].map(
      ({ url }) => url,
    );
    const named = [...refs, account.profile.avatarUrl];
    expect(Object.keys(zip).sort()).toEqual(
      ["account.json", "clients.csv", "properties.csv", ...named].sort(),
    );
    const profile = (await (await owner.agent.get("/api/profile")).json()) as { avatarUrl: string };
    const served = await owner.agent.get(profile.avatarUrl);
    expect(zip[account.profile.avatarUrl]).toEqual(new Uint8Array(await served.arrayBuffer()));
    const text = new TextDecoder().decode(zip["account.json"]);
    expect(text).not.toMatch(/password|token|session|userId|\/api\/files/i);
    expect(text).not.toContain(owner.userId);
    // The morning digest's unsubscribe token is a secret, like the links' and the feed's.
    const digestToken = await server.asUser(owner.userId, (db) => digestTokenOf(db, owner.userId));
    expect(text).not.toContain(digestToken);
  });

  test("is for signed-in agents only", async () => {
    expect((await createAgent(server).get("/api/profile/export")).status).toBe(401);
  });
});

// The PGlite run also imports into PostgreSQL when it answers (an agent moving from a laptop to a
// host); a PGlite target in the PostgreSQL run would cost an initdb.
const driver = inject("databaseTemplate").driver;
const targets =
  driver === "pglite" && (await isPostgresUp()) ? (["pglite", "postgres"] as const) : [driver];

describe.each(targets)("restore --account into %s", (targetDriver) => {
  let target: EmptyInstall;
  let targetUserId: string;

  beforeAll(async () => {
    target = await emptyInstall(targetDriver);
    await target.database.migrate();
    const [user] = await target.database.db
      .insert(users)
      .values({ id: "existing-user-id", email: "asha@example.com" })
      .returning();
    targetUserId = user?.id ?? "";
    const file = path.join(await mkdtemp(path.join(tmpdir(), "estate-account-")), "my-data.zip");
    const response = await owner.agent.get(
      "/api/profile/export?country=US&timeZone=America%2FNew_York",
    );
    await writeFile(file, new Uint8Array(await response.arrayBuffer()));
    await importAccount(target, file, "ASHA@example.com");
    await rm(path.dirname(file), { recursive: true, force: true });
  });

  afterAll(async () => {
    await target?.close();
  });

  test("reproduces the records under the existing account, with new ids and files", async () => {
    const imported = await target.database.asUser(targetUserId, (db) =>
      readAccount(db, targetUserId),
    );
    const withoutIds = (records: { id: string }[]) =>
      records.map(({ id: _id, ...rest }) => JSON.stringify(rest)).sort();
    expect(withoutIds(imported.account.clients)).toEqual(withoutIds(account.clients));
    expect(imported.account.notificationSettings).toEqual(NOTIFICATIONS);
    expect(imported.account.properties.map(({ id }) => id)).not.toContain(
      account.properties[0]?.id,
    );
    const [property] = imported.account.properties;
    const [appointment] = imported.account.appointments;
    expect(appointment?.propertyId).toBe(property?.id);
    expect(appointment?.clientId).toBe(
      imported.account.clients.find(({ name }) => name === "Ravi Kumar")?.id,
    );
    expect(property).toMatchObject({ title: "Sea View Flat", price: 12_345_678.5 });
    const activities = imported.account.activities ?? [];
    expect(activities.map(({ kind }) => kind).sort()).toEqual(
      [
        "call",
        "appointment",
        "status-changed",
        "listing-shared",
        "status-changed",
        "merged",
      ].sort(),
    );
    const named = (name: string) => imported.account.clients.find((c) => c.name === name)?.id;
    expect(imported.account.clientMerges).toEqual([
      expect.objectContaining({ goneId: duplicates.goneId, survivorId: named("Anil Rao") }),
    ]);
    const meeras = [named("Meera Shah"), named("Meera S.")].sort();
    expect(imported.account.notDuplicatePairs).toEqual([
      expect.objectContaining({ clientId: meeras[0], otherClientId: meeras[1] }),
    ]);
    expect(imported.account.pairStatuses).toEqual([
      expect.objectContaining({ clientId: appointment?.clientId, propertyId: property?.id }),
    ]);
    expect(imported.account.newMatches).toHaveLength(account.newMatches?.length ?? 0);
    expect(imported.account.newMatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          clientId: imported.account.clients.find(({ name }) => name === "Neha Shah")?.id,
          propertyId: property?.id,
          score: 96,
        }),
      ]),
    );
    expect(activities.find(({ kind }) => kind === "appointment")).toMatchObject({
      clientId: appointment?.clientId,
      propertyId: property?.id,
      appointmentId: appointment?.id,
    });
    expect(activities.find(({ kind }) => kind === "call")?.happenedAt).toEqual(
      new Date("2026-11-20T05:30:00.000Z"),
    );
    expect(imported.account.profile).toMatchObject({
      fullName: "Asha Verma",
      email: "asha@example.com",
    });
    const importedBodies = [];
    for (const key of imported.files.values()) {
      expect(key.startsWith(`${targetUserId}/`)).toBe(true);
      importedBodies.push(hex((await target.storage.get(key))?.body));
    }
    const exportedBodies = Object.entries(zip)
      .filter(([name]) => name.startsWith("files/"))
      .map(([, body]) => hex(body));
    expect(importedBodies.sort()).toEqual(exportedBodies.sort());
    expect(imported.files.size).toBe(3);
    const [row] = await target.database.db.select().from(users).where(eq(users.id, targetUserId));
    expect(row?.image).toMatch(new RegExp(`^/api/files/${targetUserId}/`));
  });

  test("leaves the photos' sizes out of the zip; the imported photos get theirs at first view", async () => {
    expect(Object.keys(zip).filter((name) => name.endsWith(".webp"))).toEqual([]);
    const imported = await target.database.asUser(targetUserId, (db) =>
      readAccount(db, targetUserId),
    );
    const photo = imported.account.properties[0]?.photos[0];
    const key = imported.files.get(photo?.url ?? "") ?? "";
    expect(await target.storage.get(photoSizeKey(key, 320))).toBeNull();

    const size = await target.database.asUser(targetUserId, (db) =>
      readPhotoSize(db, target.storage, key, 320),
    );
    expect(size?.contentType).toBe("image/webp");
    for (const sizeKey of photoSizeKeys(key)) {
      expect(await target.storage.get(sizeKey), sizeKey).not.toBeNull();
    }
    const [row] = await target.database.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row?.sizesBytes).toBeGreaterThan(0);
  });

  test("refuses an e-mail with no account, and a file that is not an export", async () => {
    const notAZip = path.join(target.dataDir, "notes.zip");
    await writeFile(notAZip, "hello");
    await expect(importAccount(target, notAZip, "asha@example.com")).rejects.toThrow(/not a zip/);
    const file = path.join(target.dataDir, "my-data.zip");
    await writeFile(
      file,
      new Uint8Array(await (await owner.agent.get("/api/profile/export")).arrayBuffer()),
    );
    await expect(importAccount(target, file, "nobody@example.com")).rejects.toThrow(
      /No account here has the e-mail nobody@example.com/,
    );
  });
});

function hex(body: Uint8Array | undefined): string {
  return Buffer.from(body ?? []).toString("hex");
}
