/**
 * The server's kept answers (decisions 017, 036): one version per key, a byte cap that keeps the
 * keys in use, failures forgotten.
 */
import { describe, expect, test } from "vitest";
import { RESTING_MS, versionedValues } from "./versioned-values";

const byteLength = (body: Uint8Array) => body.byteLength;

describe("versioned values", () => {
  const bytes = (length: number) => async () => new Uint8Array(length);
  /** A 10-byte cache given "a" and "b" (4 bytes each) at time 0, its clock then at `later`. */
  const holdingAAndB = async (later: number) => {
    let clock = 0;
    const bodies = versionedValues(10, byteLength, () => clock);
    await bodies.get("a", "1", "json", bytes(4));
    await bodies.get("b", "1", "json", bytes(4));
    clock = later;
    return bodies;
  };
  /** The keys among `keys`, asked for in order, whose 4-byte bodies had to be made again. */
  const remade = async (bodies: ReturnType<typeof versionedValues<Uint8Array>>, keys: string[]) => {
    const made: string[] = [];
    for (const key of keys) {
      await bodies.get(key, "1", "json", async () => {
        made.push(key);
        return new Uint8Array(4);
      });
    }
    return made;
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
    const bodies = await holdingAAndB(RESTING_MS + 1);
    await bodies.get("a", "1", "json", bytes(99));
    await bodies.get("c", "1", "json", bytes(4));
    expect(bodies.keptBytes()).toBe(8);
    expect(await remade(bodies, ["a", "c"])).toEqual([]);
    expect(await remade(bodies, ["b"])).toEqual(["b"]);
  });

  test("full of keys asked for lately, answer a newcomer without keeping it", async () => {
    const bodies = await holdingAAndB(RESTING_MS - 1);
    expect((await bodies.get("c", "1", "json", bytes(4))).byteLength).toBe(4);
    expect(bodies.keptBytes()).toBe(8);
    expect(await remade(bodies, ["a", "b"])).toEqual([]);
    expect(await remade(bodies, ["c"])).toEqual(["c"]);
  });

  test("keys asked for in turn, more than it holds, find those it holds", async () => {
    const bodies = versionedValues(8, byteLength);
    const rounds = Array.from({ length: 10 }, () => ["a", "b", "c"]).flat();
    // Dropping the least recently used would make all 30: each evicts the next one asked for.
    expect(await remade(bodies, rounds)).toHaveLength(2 + 10);
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
