import { expect, test } from "vitest";
import { builtOnce } from "./built-once";

test("builds on the first call only, and keeps what it built, undefined included", () => {
  let builds = 0;
  const value = builtOnce(() => {
    builds += 1;
    return builds === 1 ? undefined : "again";
  });
  expect(builds).toBe(0);
  expect(value()).toBeUndefined();
  expect(value()).toBeUndefined();
  expect(builds).toBe(1);
});
