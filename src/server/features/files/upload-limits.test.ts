import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signedInAgent, upload } from "../../../../tests/support/http-agent";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";
import { noisePng } from "../../storage/image-fixtures";
import { pngFile } from "../../storage/upload-fixtures";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ STORAGE_QUOTA_MB: "1", UPLOADS_PER_MINUTE: "4" });
});
afterAll(async () => {
  await server.close();
});

describe("upload limits per account", () => {
  test("the storage quota refuses an upload that would not fit, with 413, until room is made", async () => {
    const agent = await signedInAgent(server);
    // Random pixels stay about 3 bytes a pixel, metadata stripping or not: some 430 kB each.
    const photo = await noisePng(380, 380);
    const first = await upload(agent, "photo", photo, "a.png", "image/png");
    const second = await upload(agent, "photo", photo, "b.png", "image/png");
    expect([first.status, second.status]).toEqual([201, 201]);

    const third = await upload(agent, "photo", photo, "c.png", "image/png");
    expect(third.status).toBe(413);
    expect(await third.json()).toEqual({
      error: {
        message: expect.stringMatching(
          /^Your storage is full: 0\.8 MB of 1 MB used\. Remove photos or documents you no longer need/,
        ),
      },
    });

    const { url } = (await first.json()) as { url: string };
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
