import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "../../src/server/db/open";
import { type S3TestServer, startS3TestServer } from "../../src/server/storage/s3-test-server";
import { pdfFile } from "../../src/server/storage/upload-fixtures";
import { type ChildServer, startChildServer } from "../support/child-server";
import { createAgent, signedInAgent, upload } from "../support/http-agent";
import { adminQuery, isPostgresUp, POSTGRES_ADMIN_URL } from "../support/postgres";

/** What the load balancer in front would be: the app's one public address. */
const APP_URL = "http://127.0.0.1:8080";
const MIGRATIONS = (
  JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] }
).entries.length;

const skipReason = (await isPostgresUp()) ? null : `no PostgreSQL answers at ${POSTGRES_ADMIN_URL}`;
if (skipReason) {
  console.warn(`Replicas test skipped: ${skipReason}`);
}

describe.skipIf(skipReason !== null)("replicas on one PostgreSQL and one bucket", () => {
  const databaseName = `estate_replicas_${randomBytes(4).toString("hex")}`;
  const databaseUrl = Object.assign(new URL(POSTGRES_ADMIN_URL), {
    pathname: `/${databaseName}`,
  }).toString();
  let bucket: S3TestServer;
  let dataDir: string;
  let replicas: ChildServer[] = [];

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    bucket = await startS3TestServer();
    dataDir = await mkdtemp(path.join(tmpdir(), "estate-replicas-"));
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop("SIGKILL")));
    await bucket?.stop();
    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  });

  test("three replicas migrating a new database at once take turns: the migrations applied once", async () => {
    // What each replica does at start, at the same moment: without the lock they collide.
    const migrators = [1, 2, 3].map(() => openDatabase({ databaseUrl, pgliteDir: "" }));
    try {
      await Promise.all(migrators.map((migrator) => migrator.migrate()));
    } finally {
      await Promise.all(migrators.map((migrator) => migrator.close()));
    }
    const { rows } = await adminQuery(
      'select count(*)::int as count from "drizzle"."__drizzle_migrations"',
      { url: databaseUrl },
    );
    expect(rows[0]).toEqual({ count: MIGRATIONS });
  });

  test("two replica processes with the same secret and bucket come up ready", async () => {
    const authSecret = randomBytes(32).toString("hex");
    replicas = await Promise.all(
      ["a", "b"].map((name) =>
        startChildServer({
          DATABASE_URL: databaseUrl,
          // Nothing is shared through it: each replica its own, as on separate machines.
          DATA_DIR: path.join(dataDir, name),
          APP_URL,
          AUTH_SECRET: authSecret,
          S3_BUCKET: bucket.config.bucket,
          S3_ENDPOINT: bucket.config.endpoint ?? "",
          S3_ACCESS_KEY_ID: bucket.config.accessKeyId,
          S3_SECRET_ACCESS_KEY: bucket.config.secretAccessKey,
          S3_FORCE_PATH_STYLE: "true",
          TRUST_PROXY: "1",
          LOG_REQUESTS: "false",
          SHUTDOWN_TIMEOUT_MS: "5000",
        }),
      ),
    );
    for (const replica of replicas) {
      const ready = await fetch(`${replica.url}/api/ready`);
      expect(await ready.json()).toEqual({ ok: true, checks: { database: true, storage: true } });
    }
  });

  test("a session made on one replica works on the other, and a file uploaded through one is served by the other", async () => {
    const [a, b] = pair(replicas);
    const onA = await signedInAgent(a, { origin: APP_URL });
    const onB = createAgent(b, { origin: APP_URL, cookies: onA.cookies });
    const session = await (await onB.get("/api/auth/get-session")).json();
    expect(session).toMatchObject({ user: { email: onA.email } });

    const pdf = pdfFile();
    const uploaded = await upload(onA, "document", pdf, "contract.pdf", "application/pdf");
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await onB.get(url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
  });

  test("rate limits count across replicas: a brute force or link guessing spread over both is refused", async () => {
    const [a, b] = pair(replicas);
    const ip = "10.13.0.1";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const caller = createAgent(attempt % 2 === 0 ? a : b, { ip, origin: APP_URL });
      const response = await caller.post("/api/auth/sign-in/email", {
        email: "victim@example.com",
        password: `guess-${attempt}`,
      });
      statuses.push(response.status);
    }
    // Three a window per address; one process's own count would let three more through the other.
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);

    const guesser = "10.13.0.2";
    const guesses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const caller = createAgent(attempt % 2 === 0 ? a : b, { ip: guesser, origin: APP_URL });
      guesses.push(
        (await caller.get(`/api/public/listings/${randomBytes(16).toString("hex")}`)).status,
      );
    }
    expect(guesses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(guesses.slice(20)).toEqual([429, 429]);
  });

  test("on SIGTERM a replica refuses new connections, finishes the upload in flight, then exits", async () => {
    const [a, b] = pair(replicas);
    const agent = await signedInAgent(b, { origin: APP_URL });
    const slow = slowUpload(b.url, agent.cookies, pdfFile());
    await slow.sent;
    const exit = b.stop("SIGTERM");
    await sleep(500);
    await expect(fetch(`${b.url}/api/health`)).rejects.toThrow();
    const response = await slow.finish();
    expect(response.status).toBe(201);
    expect(response.connection).toBe("close");
    expect(await exit).toBe(0);
    // The upload is stored for good: another replica serves it.
    const onA = createAgent(a, { origin: APP_URL, cookies: agent.cookies });
    expect((await onA.get(JSON.parse(response.body).url)).status).toBe(200);
  });
});

function pair(replicas: ChildServer[]): [ChildServer, ChildServer] {
  const [a, b] = replicas;
  if (!a || !b) {
    throw new Error("two replicas expected");
  }
  return [a, b];
}

/**
 * A multipart upload whose body arrives in two parts: `sent` once the first is on its way (the
 * request is in flight), `finish()` sends the rest and resolves to the answer.
 */
function slowUpload(url: string, cookies: Map<string, string>, file: Uint8Array) {
  const boundary = `----estate${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ndocument\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const tail = Buffer.concat([Buffer.from(file), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const outgoing = request(`${url}/api/files`, {
    method: "POST",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(head.length + tail.length),
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      origin: APP_URL,
      "x-forwarded-for": "10.13.0.3",
    },
  });
  const answered = new Promise<{ status: number; connection?: string; body: string }>(
    (resolve, reject) => {
      outgoing.once("error", reject);
      outgoing.once("response", (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.once("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            connection: incoming.headers.connection,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      });
    },
  );
  const sent = new Promise<void>((resolve) => outgoing.write(head, () => resolve())).then(() =>
    sleep(200),
  );
  return {
    sent,
    finish() {
      outgoing.end(tail);
      return answered;
    },
  };
}
