// Seeded accounts kept between capacity runs: signing thousands of agents up and importing their
// books takes long, so the seeded database is kept under .tmp/capacity/, keyed by the book's size
// and the migrations, with the session cookies beside it. A PGlite data folder is copied; a
// PostgreSQL database is kept as a template that each run's database is created from.
import { createHash, randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminQuery } from "../tests/support/postgres";
import type { BookSize } from "./capacity-seed";
import type { SeededAgent } from "./capacity-workload";
import { databaseUrl } from "./support";

export type Driver = "pglite" | "postgres";
export type Snapshot = { seededAt: string; authSecret: string; agents: SeededAgent[] };
/** A database for one run, made from the snapshot; `env` starts a server on it. */
export type Checkout = {
  env: Record<string, string>;
  databaseName?: string;
  discard: () => Promise<void>;
};

/** Sessions last 30 days (src/server/auth.ts): older cookies are seeded again. */
const MAX_AGE_MS = 25 * 86_400_000;
const SNAPSHOTS_DIR = ".tmp/capacity";
/**
 * 2: the PostgreSQL snapshot is analyzed before it is kept. A copy starts without autovacuum's
 * counters, so nothing gathered its statistics during a run, nor after a seeding of a minute:
 * every plan was made on default guesses, as no deployed database's are (decision 052).
 */
const SEED_VERSION = 2;

export async function snapshotStore(driver: Driver, book: BookSize) {
  const key = await snapshotKey(book);
  const folder = path.join(SNAPSHOTS_DIR, `${driver}-${key}`);
  const metaFile = path.join(folder, "agents.json");
  const pgliteData = path.join(folder, "data");
  const template = `estate_capacity_${key}`;

  return {
    book,
    /** The kept accounts, or a fresh start when there is none, it is stale or its data is gone. */
    async read(): Promise<Snapshot> {
      const kept = await readFile(metaFile, "utf8").then(
        (text) => JSON.parse(text) as Snapshot,
        () => null,
      );
      const isUsable =
        kept !== null &&
        Date.now() - Date.parse(kept.seededAt) < MAX_AGE_MS &&
        (driver === "pglite" || (await databaseExists(template)));
      return isUsable
        ? kept
        : {
            seededAt: new Date().toISOString(),
            authSecret: randomBytes(32).toString("hex"),
            agents: [],
          };
    },

    async checkout(snapshot: Snapshot): Promise<Checkout> {
      const runDir = await mkdtemp(path.join(tmpdir(), "estate-bench-capacity-"));
      const dataDir = path.join(runDir, "data");
      const env = { DATA_DIR: dataDir, AUTH_SECRET: snapshot.authSecret };
      if (driver === "pglite") {
        if (snapshot.agents.length > 0) {
          await cp(pgliteData, dataDir, { recursive: true });
        }
        return { env, discard: () => rm(runDir, { recursive: true, force: true }) };
      }
      const name = `estate_bench_${randomBytes(3).toString("hex")}`;
      await createDatabase(name, snapshot.agents.length > 0 ? template : undefined);
      return {
        env: { ...env, DATABASE_URL: databaseUrl(name) },
        databaseName: name,
        discard: async () => {
          await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await rm(runDir, { recursive: true, force: true });
        },
      };
    },

    /** Keeps the run's database (its server stopped) as the snapshot of `snapshot`'s agents. */
    async save(run: Checkout, snapshot: Snapshot) {
      await mkdir(folder, { recursive: true });
      if (driver === "pglite") {
        const partial = `${pgliteData}.partial`;
        await rm(partial, { recursive: true, force: true });
        await cp(run.env.DATA_DIR ?? "", partial, { recursive: true });
        await rm(pgliteData, { recursive: true, force: true });
        await rename(partial, pgliteData);
      } else {
        // Each copy of the template carries these statistics.
        await adminQuery("ANALYZE", { url: databaseUrl(String(run.databaseName)) });
        await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
        await createDatabase(template, run.databaseName);
      }
      await writeFile(metaFile, JSON.stringify(snapshot));
    },
  };
}

export type SnapshotStore = Awaited<ReturnType<typeof snapshotStore>>;

/**
 * A new database, a copy of `template` when one is named. PostgreSQL 15 copies by writing every
 * page of the template to its WAL (`WAL_LOG`): a 2,000-agent copy's half a gigabyte and more kept
 * PostgreSQL checkpointing through the warm-up and the level that followed (seen in its log:
 * "checkpoints are occurring too frequently"), so the level measured the copy's writes beside
 * the agents'. `FILE_COPY` copies the files between two checkpoints, and writes no WAL for them.
 */
async function createDatabase(name: string, template?: string) {
  if (!template) {
    await adminQuery(`CREATE DATABASE ${name}`);
    return;
  }
  const { rows } = await adminQuery("SELECT current_setting('server_version_num')::int AS version");
  const copiesFiles = Number(rows[0]?.version) >= 150_000 ? " STRATEGY FILE_COPY" : "";
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}${copiesFiles}`);
}

/** The book's size, the seeding's version and every migration: a change to any seeds anew. */
async function snapshotKey(book: BookSize): Promise<string> {
  const hash = createHash("sha256").update(JSON.stringify({ book, SEED_VERSION }));
  for (const file of (await readdir("drizzle")).filter((name) => name.endsWith(".sql")).sort()) {
    hash.update(file).update(await readFile(path.join("drizzle", file)));
  }
  return hash.digest("hex").slice(0, 12);
}

async function databaseExists(name: string): Promise<boolean> {
  const { rows } = await adminQuery("select 1 from pg_database where datname = $1", {
    params: [name],
  });
  return rows.length > 0;
}
