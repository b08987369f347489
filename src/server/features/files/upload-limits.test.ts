import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signedInAgent, upload } from "../../../../tests/support/http-agent";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";
import { uploads } from "../../db/schema/uploads";
import { noisePng } from "../../storage/image-fixtures";
import { pngFile } from "../../storage/upload-fixtures";
import { fileKeyFromUrl } from "./files.service";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ STORAGE_QUOTA_MB: "1", UPLOADS_PER_MINUTE: "4" });
});
afterAll(async () => {
  await server.close();
});

describe("upload limits per account", () => {
  test("the storage quota counts a photo's sizes and refuses an upload that would not fit, with 413, until room is made", async () => {
    const agent = await signedInAgent(server);
    // Random pixels stay about 3 bytes a pixel, metadata stripping or not: some 430 kB each.
    const photo = await noisePng(380, 380);
    const first = await upload(agent, "photo", photo, "a.png", "image/png");
    expect(first.status).toBe(201);
    const { url } = (await first.json()) as { url: string };
    const [row] = await server.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, fileKeyFromUrl(url) ?? ""));
    // Two originals alone would fit in the 1 MB; with their sizes (issue #25) they do not.
    expect(2 * (row?.size ?? 0)).toBeLessThan(1024 * 1024);
    expect(2 * ((row?.size ?? 0) + (row?.sizesBytes ?? 0))).toBeGreaterThan(1024 * 1024);

    const second = await upload(agent, "photo", photo, "b.png", "image/png");
    expect(second.status).toBe(413);
    expect(await second.json()).toEqual({
      error: {
        message: expect.stringMatching(
          /^Your storage is full: 0\.[5-9] MB of 1 MB used\. Remove photos or documents you no longer need/,
        ),
      },
    });

    expect((await agent.delete(url)).status).toBe(204);
    expect((await upload(agent, "photo", photo, "c.png", "image/png")).status).toBe(201);
  });

  test("a quota is per account: another agent still has all of theirs", async () => {
    const agent = await signedInAgent(server);
    const photo = await noisePng(380, 380);
    expect((await upload(agent, "photo", photo, "a.png", "image/png")).status).toBe(201);
  });

  test("more uploads a minute than allowed are refused with 429 and stored nowhere", async () => {
    const agent = await signedInAgent(server);
    const statuses = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await upload(agent, "photo", pngFile(), "a.png", "image/png")).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201]);

    const refused = await upload(agent, "photo", pngFile(), "a.png", "image/png");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { message: "Too many uploads: at most 4 a minute. Wait a minute and try again." },
    });
  });
});
