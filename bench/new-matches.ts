// New matches (issue #27): creating a listing in an account with 3,000 clients, which scores it
// against all of them and records its new matches in the same transaction; and a 20,000-row
// client import into an account with 1,000 listings, scored batch by batch.
import { setTimeout } from "node:timers/promises";
import type { RunningServer } from "@server/server";
import { clients } from "../src/server/db/schema/clients";
import { properties } from "../src/server/db/schema/properties";
import {
  fakeClient,
  fakeProperty,
  onEachDatabase,
  seedRows,
  sessionUserId,
  signedInFetch,
  signIn,
  startBenchServer,
} from "./support";
import { report, timeAsync, timeEachAsync } from "./timing";

const CLIENTS = 3_000;
const ROUNDS = 200;
const IMPORT_ROWS = 20_000;
const IMPORT_LISTINGS = 1_000;
const GOAL_P99_MS = 100;

export async function benchNewMatches() {
  await onEachDatabase(benchOn);
}

async function benchOn(driver: string, databaseUrl?: string) {
  const { server, close } = await startBenchServer({ name: "new-matches", databaseUrl });
  try {
    const call = signedInFetch(server.url, await signIn(server.url));
    const userId = await sessionUserId(call);
    await seedRows(server, userId, clients, CLIENTS, (index) => ({
      ...fakeClient(index),
      name: `Client ${index}`,
      phone: `+91 90000 ${String(index).padStart(5, "0")}`,
    }));
    await setTimeout(200);
    const samples = await timeEachAsync(async (round) => {
      const response = await call("/api/properties", {
        method: "POST",
        body: JSON.stringify(fakeProperty(round)),
      });
      if (response.status !== 201) {
        throw new Error(`creating a listing answered ${response.status}`);
      }
      await response.arrayBuffer();
    }, ROUNDS);
    // Optional: the same benchmark measured the code before new matches, for comparison.
    const newMatches = (await (await call("/api/new-matches")).json()) as { count?: number };
    report(
      `[${driver}] POST /api/properties with ${CLIENTS} clients (${newMatches.count ?? "no"} new matches recorded)`,
      samples,
      GOAL_P99_MS,
    );
    await benchImport(driver, server);
  } finally {
    await close();
  }
}

async function benchImport(driver: string, server: RunningServer) {
  const cookie = await signIn(server.url);
  const call = signedInFetch(server.url, cookie);
  const userId = await sessionUserId(call);
  await seedRows(server, userId, properties, IMPORT_LISTINGS, fakeProperty);
  const lines = Array.from({ length: IMPORT_ROWS }, (_, index) => {
    const client = fakeClient(index);
    const phone = `+91 91${String(index).padStart(8, "0")}`;
    return `Imported ${index},${phone},${client.budget},${client.locations.join(" ")}`;
  });
  const form = new FormData();
  form.set("file", new File([`Name,Phone,Budget,Locations\n${lines.join("\n")}\n`], "c.csv"));
  form.set("mode", "skip");
  form.set("country", "IN");
  const seconds =
    (await timeAsync(async () => {
      const response = await fetch(`${server.url}/api/clients/import`, {
        method: "POST",
        body: form,
        headers: { cookie, origin: server.url },
      });
      if (response.status !== 200) {
        throw new Error(`the import answered ${response.status}`);
      }
      await response.text();
    })) / 1000;
  const newMatches = (await (await call("/api/new-matches")).json()) as { count?: number };
  console.log(
    `[${driver}] import of ${IMPORT_ROWS} clients into an account with ${IMPORT_LISTINGS} listings: ${seconds.toFixed(1)} s (${newMatches.count ?? "no"} new matches recorded)`,
  );
}
