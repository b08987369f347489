import { describe, expect, test } from "vitest";
import { canonicalSource, isLeadSource } from "./lead-sources";

describe("lead sources", () => {
  test.each([
    ["facebook", "Facebook"],
    ["FB", "Facebook"],
    ["Google Ads", "Google"],
    ["housing", "Housing.com"],
    ["99 acres", "99acres"],
    ["magic bricks", "MagicBricks"],
    ["walk in", "Walk-in"],
    ["  Newspaper ad ", "Newspaper ad"],
    ["x".repeat(60), "x".repeat(50)],
  ])("%s reads as %s", (text, source) => {
    expect(canonicalSource(text)).toBe(source);
  });

  test.each([
    ["Listing link", true],
    ["99acres", true],
    ["Newspaper ad", true],
    ["Other", true],
    ["Walk-in", false],
    ["referral", false],
    ["Import", false],
    ["", false],
    [null, false],
  ])("%s is a lead source: %s", (source, expected) => {
    expect(isLeadSource(source)).toBe(expected);
  });
});
