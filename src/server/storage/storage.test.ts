import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { startS3TestServer } from "./s3-test-server.ts";
import { type FileStorage, isSafeKey, StorageUnavailableError } from "./storage.ts";

type Backend = { name: string; start(): Promise<{ storage: FileStorage; stop(): Promise<void> }> };

const BACKENDS: Backend[] = [
  {
    name: "disk",
    async start() {
      const root = await mkdtemp(path.join(os.tmpdir(), "estate-disk-"));
      return {
        storage: createDiskStorage(path.join(root, "files")),
        stop: () => rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "s3",
    async start() {
      const server = await startS3TestServer();
      return { storage: createS3Storage(server.config), stop: server.stop };
    },
  },
];

const UNSAFE_KEYS = [
  "",
  "../secret",
  "user/../../etc/passwd",
  "user/..",
  "user/./file.png",
  "/absolute/file.png",
  "user//file.png",
  "user/file.png/",
  ".hidden/file.png",
  "user\\..\\file.png",
  "user/file name.png",
  "user/file.png~meta.json",
];

describe.each(BACKENDS)("FileStorage on $name", (backend) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, stop } = await backend.start());
  });

  afterAll(async () => {
    await stop();
  });

  it("returns what was put, with its content type and size", async () => {
    const body = new TextEncoder().encode("%PDF-1.4 hello");
    await storage.put("user-1/a.pdf", body, "application/pdf");

    const stored = await storage.get("user-1/a.pdf");

    expect(stored).toEqual({ body, contentType: "application/pdf", size: body.byteLength });
  });

  it("answers null for a key that was never put", async () => {
    expect(await storage.get("user-1/missing.png")).toBeNull();
    expect(await storage.get("nobody/missing.png")).toBeNull();
  });

  it("deletes idempotently", async () => {
    await storage.delete("user-1/never-there.png");
    await storage.put("user-1/b.png", new Uint8Array([1, 2, 3]), "image/png");

    await storage.delete("user-1/b.png");
    await storage.delete("user-1/b.png");

    expect(await storage.get("user-1/b.png")).toBeNull();
  });

  it("overwrites the body and the content type", async () => {
    await storage.put("user-1/c.bin", new Uint8Array([1, 1, 1, 1]), "image/png");
    await storage.put("user-1/c.bin", new Uint8Array([2, 2]), "image/jpeg");

    const stored = await storage.get("user-1/c.bin");

    expect(stored).toEqual({ body: new Uint8Array([2, 2]), contentType: "image/jpeg", size: 2 });
  });

  it("keeps binary content byte for byte", async () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, index) => index);
    const body = new Uint8Array([...everyByte, ...randomBytes(2 * 1024 * 1024)]);
    await storage.put("user-2/deep/path/d.bin", body, "application/octet-stream");

    const stored = await storage.get("user-2/deep/path/d.bin");

    expect(stored?.size).toBe(body.byteLength);
    expect(Buffer.from(stored?.body ?? []).equals(Buffer.from(body))).toBe(true);
  });

  it("stores an empty body", async () => {
    await storage.put("user-1/empty.txt", new Uint8Array(), "text/plain");

    expect(await storage.get("user-1/empty.txt")).toEqual({
      body: new Uint8Array(),
      contentType: "text/plain",
      size: 0,
    });
  });

  it("answers its check while it is reachable", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it("lists every stored key, and nothing else", async () => {
    await storage.put("user-3/a.png", new Uint8Array([1]), "image/png");
    await storage.put("user-3/deep/b.pdf", new Uint8Array([2]), "application/pdf");

    const keys = [];
    for await (const key of storage.list()) {
      keys.push(key);
    }

    expect(keys.filter((key) => key.startsWith("user-3/")).sort()).toEqual([
      "user-3/a.png",
      "user-3/deep/b.pdf",
    ]);
    expect(keys.every((key) => isSafeKey(key))).toBe(true);
  });

  it.each(UNSAFE_KEYS)("rejects the unsafe key %j for put, get and delete", async (key) => {
    await expect(storage.put(key, new Uint8Array([1]), "text/plain")).rejects.toThrow(/unsafe/i);
    await expect(storage.get(key)).rejects.toThrow(/unsafe/i);
    await expect(storage.delete(key)).rejects.toThrow(/unsafe/i);
  });
});

describe("an unreachable storage", () => {
  it("an S3 bucket that stopped answering fails its check and every call as unavailable", async () => {
    const server = await startS3TestServer();
    const storage = createS3Storage(server.config);
    await server.stop();
    await expect(storage.check()).rejects.toThrow(StorageUnavailableError);
    await expect(
      storage.put("user-1/a.pdf", new Uint8Array([1]), "application/pdf"),
    ).rejects.toThrow(StorageUnavailableError);
    await expect(storage.get("user-1/a.pdf")).rejects.toThrow(StorageUnavailableError);
  });

  it("a disk folder that cannot be made fails its check", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "estate-disk-"));
    try {
      await writeFile(path.join(root, "a-file"), "");
      await expect(createDiskStorage(path.join(root, "a-file", "files")).check()).rejects.toThrow();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
