/**
 * The server's kept answers (decisions 017, 036): one version per key, a byte cap that keeps the
 * keys in use, failures forgotten.
 */
import { describe, expect, test } from "vitest";
import { RESTING_MS, versionedValues } from "./versioned-values";

const byteLength = (body: Uint8Array) => body.byteLength;

describe("versioned values", () => {
  const bytes = (length: number) => async () => new Uint8Array(length);
  const counted = (length: number) => {
    let count = 0;
    const make = async () => {
      count += 1;
      return new Uint8Array(length);
    };
    return { make, count: () => count };
  };

  test("make a body once per version, and again for any other version", async () => {
    const bodies = versionedValues(1000, byteLength);
    let made = 0;
    const make = async () => {
      made += 1;
      return new Uint8Array(made);
    };
    const first = bodies.get("a", "1", "json", make);
    expect(await bodies.get("a", "1", "json", make)).toBe(await first);
    expect(made).toBe(1);
    expect((await bodies.get("a", "2", "json", make)).byteLength).toBe(2);
    expect((await bodies.get("a", "1", "json", make)).byteLength).toBe(3);
    expect(bodies.keptBytes()).toBe(3);
  });

  test("past the byte cap, drop the least recently used key once it has rested", async () => {
    let clock = 0;
    const bodies = versionedValues(10, byteLength, () => clock);
    await bodies.get("a", "1", "json", bytes(4));
    await bodies.get("b", "1", "json", bytes(4));
    clock = RESTING_MS + 1;
    await bodies.get("a", "1", "json", bytes(99));
    await bodies.get("c", "1", "json", bytes(4));
    expect(bodies.keptBytes()).toBe(8);
    const made = counted(4);
    await bodies.get("a", "1", "json", made.make);
    await bodies.get("c", "1", "json", made.make);
    expect(made.count()).toBe(0);
    await bodies.get("b", "1", "json", made.make);
    expect(made.count()).toBe(1);
  });

  test("full of keys asked for lately, answer a newcomer without keeping it", async () => {
    let clock = 0;
    const bodies = versionedValues(10, byteLength, () => clock);
    await bodies.get("a", "1", "json", bytes(4));
    await bodies.get("b", "1", "json", bytes(4));
    clock = RESTING_MS - 1;
    expect((await bodies.get("c", "1", "json", bytes(4))).byteLength).toBe(4);
    expect(bodies.keptBytes()).toBe(8);
    const made = counted(4);
    await bodies.get("a", "1", "json", made.make);
    await bodies.get("b", "1", "json", made.make);
    expect(made.count()).toBe(0);
    await bodies.get("c", "1", "json", made.make);
    expect(made.count()).toBe(1);
  });

  test("keys asked for in turn, more than it holds, find those it holds", async () => {
    const bodies = versionedValues(8, byteLength);
    const made = counted(4);
    for (let round = 0; round < 10; round += 1) {
      for (const key of ["a", "b", "c"]) {
        await bodies.get(key, "1", "json", made.make);
      }
    }
    // Dropping the least recently used would make all 30: each evicts the next one asked for.
    expect(made.count()).toBe(2 + 10);
  });

  test("forget a body that failed, so the next caller makes it again", async () => {
    const bodies = versionedValues(100, byteLength);
    await expect(
      bodies.get("a", "1", "json", async () => {
        throw new Error("the database went away");
      }),
    ).rejects.toThrow("the database went away");
    expect((await bodies.get("a", "1", "json", bytes(3))).byteLength).toBe(3);
  });
});
