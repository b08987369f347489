import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk-storage.ts";

describe("disk storage", () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "estate-disk-"));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("keeps files under the root, the content type in a sidecar, and no temp files", async () => {
    const storage = createDiskStorage(path.join(root, "files"));
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        storage.put("user-1/same.png", new Uint8Array(1000).fill(index), "image/png"),
      ),
    );

    expect((await readdir(path.join(root, "files", "user-1"))).sort()).toEqual([
      "same.png",
      "same.png~meta.json",
    ]);
    const stored = await storage.get("user-1/same.png");
    // Concurrent writers race, but whichever wins, the file is one writer's whole body.
    expect(new Set(stored?.body).size).toBe(1);
    expect(stored?.size).toBe(1000);
  });

  it("removes the sidecar with the file", async () => {
    const storage = createDiskStorage(root);
    await storage.put("user-1/a.pdf", new Uint8Array([1]), "application/pdf");

    await storage.delete("user-1/a.pdf");

    expect(await readdir(path.join(root, "user-1"))).toEqual([]);
  });

  it("treats a key naming a directory, or running through a file, as missing", async () => {
    const storage = createDiskStorage(root);
    await storage.put("user-1/a.pdf", new Uint8Array([1]), "application/pdf");

    expect(await storage.get("user-1")).toBeNull();
    expect(await storage.get("user-1/a.pdf/inner")).toBeNull();
  });

  it("falls back to application/octet-stream when the sidecar is missing or damaged", async () => {
    const storage = createDiskStorage(root);
    await mkdir(path.join(root, "user-1"));
    await writeFile(path.join(root, "user-1", "bare.bin"), "x");
    await writeFile(path.join(root, "user-1", "broken.bin"), "y");
    await writeFile(path.join(root, "user-1", "broken.bin~meta.json"), "{not json");

    expect((await storage.get("user-1/bare.bin"))?.contentType).toBe("application/octet-stream");
    expect((await storage.get("user-1/broken.bin"))?.contentType).toBe("application/octet-stream");
  });
});
