import { randomUUID } from "node:crypto";
import { accessSync, constants, mkdirSync } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type FileStorage, type StoredObject } from "./storage.ts";

// "~" never occurs in a safe key, so neither sidecars nor temp files can collide with a stored key.
const META_SUFFIX = "~meta.json";
const TEMP_SUFFIX = ".tmp";
const TEMP_FILE = /~[0-9a-f-]{36}\.tmp$/;
const FALLBACK_CONTENT_TYPE = "application/octet-stream";

/** Stores each object as a file under rootDir, its content type in a JSON sidecar beside it. */
export function createDiskStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  const pathOf = (key: string): string => {
    assertSafeKey(key);
    const filePath = path.resolve(root, key);
    if (!filePath.startsWith(root + path.sep)) {
      throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    }
    return filePath;
  };

  return {
    async put(key, body, contentType) {
      const filePath = pathOf(key);
      await mkdir(path.dirname(filePath), { recursive: true });
      // Sidecar first: a crash in between leaves an orphan sidecar, which get() ignores, or on an
      // overwrite the old bytes under the new type; keys are fresh UUIDs, so overwrites are rare.
      await writeAtomically(filePath + META_SUFFIX, JSON.stringify({ contentType }));
      await writeAtomically(filePath, body);
    },

    async get(key) {
      const filePath = pathOf(key);
      const data = await readIfExists(filePath);
      if (data === null) {
        return null;
      }
      const meta = await readIfExists(filePath + META_SUFFIX);
      return toStoredObject(data, meta);
    },

    async delete(key) {
      const filePath = pathOf(key);
      await rm(filePath, { force: true });
      await rm(filePath + META_SUFFIX, { force: true });
    },

    // A kill during put() leaves a temp file, or a sidecar whose file never arrived.
    async removeLeftovers(before) {
      let removed = 0;
      for (const filePath of await listFiles(root)) {
        if (await isLeftover(filePath, before)) {
          await rm(filePath, { force: true });
          removed += 1;
        }
      }
      return removed;
    },

    // Synchronous on purpose: a readiness probe must not wait in line behind compression and file
    // reads on libuv's four threads, and on a local folder these calls take microseconds.
    async check() {
      mkdirSync(root, { recursive: true });
      accessSync(root, constants.W_OK);
    },
    async *list() {
      for (const filePath of await listFiles(root)) {
        if (!filePath.endsWith(META_SUFFIX) && !TEMP_FILE.test(filePath)) {
          yield path.relative(root, filePath).split(path.sep).join("/");
        }
      }
    },
  };
}

/** Temp file in the same directory, flushed, then renamed: readers see the old file or the new one. */
async function writeAtomically(filePath: string, data: Uint8Array | string): Promise<void> {
  const tempPath = `${filePath}~${randomUUID()}${TEMP_SUFFIX}`;
  const handle = await open(tempPath, "w");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(tempPath, filePath);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}

async function listFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if (isErrnoCode(error, ["ENOENT"])) {
      return [];
    }
    throw error;
  }
}

/** Older than `before`, so not a put still under way, and either a temp file or a lone sidecar. */
async function isLeftover(filePath: string, before: Date): Promise<boolean> {
  const isTemp = TEMP_FILE.test(filePath);
  const isLoneSidecar =
    filePath.endsWith(META_SUFFIX) &&
    (await modifiedAt(filePath.slice(0, -META_SUFFIX.length))) === null;
  if (!isTemp && !isLoneSidecar) {
    return false;
  }
  const modified = await modifiedAt(filePath);
  return modified !== null && modified < before;
}

async function modifiedAt(filePath: string): Promise<Date | null> {
  try {
    return (await stat(filePath)).mtime;
  } catch (error) {
    if (isErrnoCode(error, ["ENOENT", "ENOTDIR"])) {
      return null;
    }
    throw error;
  }
}

async function readIfExists(filePath: string): Promise<Buffer | null> {
  try {
    return await readFile(filePath);
  } catch (error) {
    // A key that names a directory, or runs through a file, is as missing as an absent one.
    if (isErrnoCode(error, ["ENOENT", "EISDIR", "ENOTDIR"])) {
      return null;
    }
    throw error;
  }
}

function toStoredObject(data: Buffer, meta: Buffer | null): StoredObject {
  const body = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return { body, contentType: parseContentType(meta), size: body.byteLength };
}

function parseContentType(meta: Buffer | null): string {
  if (meta === null) {
    return FALLBACK_CONTENT_TYPE;
  }
  try {
    const parsed: unknown = JSON.parse(meta.toString("utf8"));
    if (typeof parsed === "object" && parsed !== null && "contentType" in parsed) {
      return typeof parsed.contentType === "string" ? parsed.contentType : FALLBACK_CONTENT_TYPE;
    }
  } catch {
    // A damaged sidecar must not make the file itself unreadable.
  }
  return FALLBACK_CONTENT_TYPE;
}

function isErrnoCode(error: unknown, codes: string[]): boolean {
  return error instanceof Error && "code" in error && codes.includes(String(error.code));
}
