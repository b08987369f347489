import { expect } from "vitest";
import { clients } from "../../src/server/db/schema/clients";
import { digestTokenOf } from "../../src/server/features/digest/digest-tokens.service";
import { pdfFile, pngFile } from "../../src/server/storage/upload-fixtures";
import { type Agent, signedInAgent, upload } from "./http-agent";
import type { TestServer } from "./test-server";

export type SeededAccount = { agent: Agent; userId: string };

/**
 * A signed-in agent with one of every record, linked as the app links them: a listing with a
 * photo, a document and a public link, a client with a budget, a follow-up and a logged call, a
 * visit naming both (which logs itself, as the link does), the pair marked 'Interested', a second
 * client who came after the listing and fits it (a new match), a profile
 * with an avatar, the morning digest's unsubscribe token; and `extraClients` more clients written straight to the database.
 */
export async function seedAccount(server: TestServer, extraClients = 0): Promise<SeededAccount> {
  const agent = await signedInAgent(server);
  const session = (await (await agent.get("/api/auth/get-session")).json()) as {
    user: { id: string };
  };
  const userId = session.user.id;
  const photo = await uploaded(agent, "photo", pngFile(), "front.png", "image/png");
  const document = await uploaded(agent, "document", pdfFile(), "deed.pdf", "application/pdf");
  const avatar = await uploaded(
    agent,
    "avatar",
    pngFile({ rgba: [0, 0, 255, 255] }),
    "me.png",
    "image/png",
  );
  const property = await created(agent, "/api/properties", {
    title: "Sea View Flat",
    price: 12_345_678.5,
    location: "Bandra West, Mumbai",
    photos: [photo],
    documents: [document],
  });
  const client = await created(agent, "/api/clients", {
    name: "Ravi Kumar",
    phone: "+91 98200 11111",
    budget: 9_876_543.25,
    locations: ["Bandra"],
    source: "Referral",
    nextFollowUpDate: "2026-12-03",
    nextFollowUpTime: "11:00",
    nextFollowUpNote: "Send the floor plan",
  });
  // Arrives after the listing and fits it: a new match.
  await created(agent, "/api/clients", {
    name: "Neha Shah",
    phone: "+91 98200 22222",
    budget: 13_000_000,
    locations: ["Bandra"],
  });
  await created(agent, "/api/activities", {
    kind: "call",
    clientId: client.id,
    outcome: "connected",
    text: "Likes the sea view",
    happenedAt: "2026-11-20T05:30:00.000Z",
  });
  await created(agent, "/api/appointments", {
    title: "Ravi Kumar - Property Visit - re: Sea View Flat",
    date: "2026-12-01",
    time: "10:30",
    location: "Bandra",
    process: "Property Visit",
    clientId: client.id,
    propertyId: property.id,
  });
  await created(agent, `/api/properties/${property.id}/share`, {
    country: "IN",
    currencySymbol: "₹",
    numberSystem: "indian",
  });
  const interested = await agent.put("/api/pair-statuses", {
    clientId: client.id,
    propertyId: property.id,
    status: "interested",
  });
  expect(interested.status).toBe(200);
  await created(agent, "/api/calendar-feed", { timeZone: "Asia/Kolkata" });
  // The morning digest's unsubscribe token, as its first e-mail makes it.
  await server.asUser(userId, (db) => digestTokenOf(db, userId));
  await created(agent, "/api/lead-capture", {});
  const profile = await agent.put("/api/profile", {
    fullName: "Asha Verma",
    companyName: "Verma Realty",
    avatarUrl: avatar.url,
  });
  expect(profile.status).toBe(200);
  if (extraClients > 0) {
    await server.asUser(userId, (db) =>
      db.insert(clients).values(
        Array.from({ length: extraClients }, (_, index) => ({
          userId,
          name: `Client ${index}`,
          phone: `+91 98200 ${String(index).padStart(5, "0")}`,
        })),
      ),
    );
  }
  return { agent, userId };
}

async function uploaded(agent: Agent, kind: string, bytes: Uint8Array, name: string, type: string) {
  const response = await upload(agent, kind, bytes, name, type);
  expect(response.status).toBe(201);
  return (await response.json()) as { name: string; url: string; type: string };
}

async function created(agent: Agent, path: string, body: object): Promise<{ id: string }> {
  const response = await agent.post(path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string };
}
