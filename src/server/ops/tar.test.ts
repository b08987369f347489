import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { type TarEntry, tarEntries, tarStream } from "./tar";

const LONG_NAME = `files/${"a".repeat(60)}/${"b".repeat(60)}/${"c".repeat(36)}.png`;
const ENTRIES: TarEntry[] = [
  { name: "backup.json", body: new TextEncoder().encode("{}") },
  { name: "empty", body: new Uint8Array() },
  { name: "block", body: new Uint8Array(512).fill(7) },
  { name: LONG_NAME, body: Uint8Array.from({ length: 1500 }, (_, index) => index % 251) },
];

test("reads back what it wrote, whatever the chunk sizes", async () => {
  const bytes = Buffer.concat(await collect(tarStream(iterate(ENTRIES))));
  for (const chunkSize of [1, 511, 4096]) {
    const read = await collect(tarEntries(chunks(bytes, chunkSize)));
    expect(read.map(({ name, body }) => ({ name, body: new Uint8Array(body) }))).toEqual(ENTRIES);
  }
});

test("writes an archive tar itself lists, long names included", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "estate-tar-"));
  try {
    const file = path.join(dir, "test.tar");
    await writeFile(file, Buffer.concat(await collect(tarStream(iterate(ENTRIES)))));
    const listing = spawnSync("tar", ["-tf", file], { encoding: "utf8" });
    expect(listing.stdout.trim().split("\n")).toEqual(ENTRIES.map(({ name }) => name));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("says so when the archive is cut short", async () => {
  const bytes = Buffer.concat(await collect(tarStream(iterate(ENTRIES))));
  await expect(collect(tarEntries(chunks(bytes.subarray(0, 1200), 512)))).rejects.toThrow(
    /cut short/,
  );
});

async function* iterate<T>(items: T[]) {
  yield* items;
}

async function* chunks(bytes: Uint8Array, size: number) {
  for (let offset = 0; offset < bytes.byteLength; offset += size) {
    yield new Uint8Array(bytes.subarray(offset, offset + size));
  }
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) {
    all.push(item);
  }
  return all;
}
