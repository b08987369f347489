import { randomUUID } from "node:crypto";
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents, upload } from "../../../../tests/support/http-agent";
import { uploads } from "../../db/schema/uploads";
import { createStorage } from "../../storage/create-storage";
import { pngFile } from "../../storage/upload-fixtures";
import { fileKeyFromUrl } from "./files.service";
import { startUploadSweep, sweepUploads } from "./upload-sweep";

const HOUR = 60 * 60 * 1000;
const context = serverWithAgents();

const uploadPhoto = async (agent: Agent) => {
  const response = await upload(agent, "photo", pngFile(), "a.png", "image/png");
  return ((await response.json()) as { url: string }).url;
};

/** Makes uploads look as if they were made two days ago. */
const age = async (...urls: string[]) => {
  const keys = urls.map((url) => fileKeyFromUrl(url) ?? "");
  await context.server.db
    .update(uploads)
    .set({ createdAt: new Date(Date.now() - 48 * HOUR) })
    .where(inArray(uploads.key, keys));
};

const sweepDeps = async () => ({
  db: context.server.db,
  asUser: context.server.asUser,
  storage: await createStorage({ dataDir: context.server.dataDir }),
  graceMs: 24 * HOUR,
  log: () => {},
});

describe("the upload sweep", () => {
  test("removes uploads no record uses once past the grace period, and nothing else", async () => {
    const { owner } = context;
    const [unused, fresh, photo, avatar] = [
      await uploadPhoto(owner),
      await uploadPhoto(owner),
      await uploadPhoto(owner),
      await uploadPhoto(owner),
    ];
    await owner.post("/api/properties", {
      title: "Villa",
      price: 1,
      location: "Goa",
      photos: [{ name: "a.png", url: photo, type: "image/png" }],
    });
    await owner.put("/api/profile", { avatarUrl: avatar });
    await age(unused, photo, avatar);

    const result = await sweepUploads(await sweepDeps(), new Date());

    expect(result.uploads).toBe(1);
    expect((await owner.get(unused)).status).toBe(404);
    const unusedKey = fileKeyFromUrl(unused) ?? "";
    expect(
      await context.server.db.select().from(uploads).where(eq(uploads.key, unusedKey)),
    ).toEqual([]);
    for (const kept of [fresh, photo, avatar]) {
      expect((await owner.get(kept)).status).toBe(200);
    }
  });

  test("clears what a killed upload left on disk: old temp files and lone sidecars", async () => {
    const kept = await uploadPhoto(context.owner);
    const keptKey = fileKeyFromUrl(kept) ?? "";
    const folder = path.join(context.server.dataDir, "files", path.dirname(keptKey));
    await mkdir(folder, { recursive: true });
    const leftovers = {
      oldTemp: `${randomUUID()}.png~${randomUUID()}.tmp`,
      freshTemp: `${randomUUID()}.png~${randomUUID()}.tmp`,
      loneSidecar: `${randomUUID()}.png~meta.json`,
    };
    for (const name of Object.values(leftovers)) {
      await writeFile(path.join(folder, name), "{}");
    }
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    for (const name of [
      leftovers.oldTemp,
      leftovers.loneSidecar,
      `${path.basename(keptKey)}~meta.json`,
    ]) {
      await utimes(path.join(folder, name), twoHoursAgo, twoHoursAgo);
    }

    const result = await sweepUploads(await sweepDeps(), new Date());

    expect(result.leftovers).toBe(2);
    const remaining = await readdir(folder);
    expect(remaining).toContain(leftovers.freshTemp);
    expect(remaining).not.toContain(leftovers.oldTemp);
    expect(remaining).not.toContain(leftovers.loneSidecar);
    const served = await context.owner.get(kept);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  test("runs once as soon as it starts", async () => {
    const unused = await uploadPhoto(context.stranger);
    await age(unused);
    const lines: string[] = [];

    const sweep = startUploadSweep({ ...(await sweepDeps()), log: (line) => lines.push(line) });
    await sweep.stop();

    expect((await context.stranger.get(unused)).status).toBe(404);
    expect(lines).toEqual([expect.stringMatching(/^sweep removed 1 unused uploads/)]);
  });
});
