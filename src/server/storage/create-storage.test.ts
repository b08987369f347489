import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage } from "./create-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { type S3TestServer, startS3TestServer } from "./s3-test-server.ts";

describe("createStorage", () => {
  let dataDir: string;
  let s3: S3TestServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "estate-data-"));
    s3 = await startS3TestServer();
  });

  afterAll(async () => {
    await s3.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stores on disk under <dataDir>/files when S3 is not configured", async () => {
    const storage = await createStorage({ dataDir });

    await storage.put("user-1/a.png", new Uint8Array([1]), "image/png");

    expect(await readdir(path.join(dataDir, "files", "user-1"))).toContain("a.png");
  });

  it("stores in the bucket when S3 is configured", async () => {
    const storage = await createStorage({ dataDir, s3: s3.config });

    await storage.put("user-1/b.png", new Uint8Array([2]), "image/png");

    const direct = await createS3Storage(s3.config).get("user-1/b.png");
    expect(direct?.body).toEqual(new Uint8Array([2]));
    await expect(readdir(path.join(dataDir, "files", "user-1"))).resolves.not.toContain("b.png");
  });

  it("reports a missing bucket as an error, not as a missing file", async () => {
    const storage = await createStorage({
      dataDir,
      s3: { ...s3.config, bucket: "no-such-bucket" },
    });

    await expect(storage.get("user-1/b.png")).rejects.toThrow();
  });
});
