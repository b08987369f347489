/** The server's kept answers (decisions 017, 036): one version per key, a byte cap, failures forgotten. */
import { describe, expect, test } from "vitest";
import { versionedValues } from "./versioned-values";

const byteLength = (body: Uint8Array) => body.byteLength;

describe("versioned values", () => {
  const bytes = (length: number) => async () => new Uint8Array(length);

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

  test("keep at most the byte cap, dropping the least recently used key first", async () => {
    const bodies = versionedValues(10, byteLength);
    await bodies.get("a", "1", "json", bytes(4));
    await bodies.get("b", "1", "json", bytes(4));
    await bodies.get("a", "1", "json", bytes(99));
    await bodies.get("c", "1", "json", bytes(4));
    expect(bodies.keptBytes()).toBe(8);
    let remade = 0;
    const count = async () => {
      remade += 1;
      return new Uint8Array(4);
    };
    await bodies.get("a", "1", "json", count);
    expect(remade).toBe(0);
    await bodies.get("b", "1", "json", count);
    expect(remade).toBe(1);
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
