import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Agent, signedInAgent, upload } from "../../../../tests/support/http-agent";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";
import { uploads } from "../../db/schema/uploads";
import { type S3TestServer, startS3TestServer } from "../../storage/s3-test-server";
import { pdfFile } from "../../storage/upload-fixtures";

let bucket: S3TestServer;
let server: TestServer;
let agent: Agent;
beforeAll(async () => {
  bucket = await startS3TestServer();
  const { config } = bucket;
  server = await startTestServer({
    S3_BUCKET: config.bucket,
    S3_ENDPOINT: config.endpoint ?? "",
    S3_ACCESS_KEY_ID: config.accessKeyId,
    S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  });
  agent = await signedInAgent(server);
});
afterAll(async () => {
  await server.close();
  await bucket.stop().catch(() => {});
});

describe("the bucket unreachable", () => {
  test("an upload fails with a clear 503 and records nothing; the replica says it is not ready", async () => {
    const before = await upload(agent, "document", pdfFile(), "before.pdf", "application/pdf");
    expect(before.status).toBe(201);
    await bucket.stop();

    const during = await upload(agent, "document", pdfFile(), "during.pdf", "application/pdf");
    expect(during.status).toBe(503);
    expect(await during.json()).toEqual({
      error: { message: "The file storage is not answering. Please try again in a moment." },
    });
    const session = (await (await agent.get("/api/auth/get-session")).json()) as {
      user: { id: string };
    };
    const recorded = await server.asUser(session.user.id, (db) =>
      db.select({ name: uploads.name }).from(uploads),
    );
    expect(recorded).toEqual([{ name: "before.pdf" }]);

    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      error: { message: "Not ready: the file storage is not answering." },
      checks: { database: true, storage: false },
    });
    // Everything that needs no file goes on working.
    expect((await agent.get("/api/clients")).status).toBe(200);
  });
});
