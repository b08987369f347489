import { describe, expect, test } from "vitest";
import { profileSchemas } from "./profile";

const profileInputSchema = profileSchemas("IN");
const profileUpdateSchema = profileSchemas("IN");

describe("profileInputSchema", () => {
  test("every field is optional and left out when not sent", () => {
    expect(profileInputSchema.parse({})).toEqual({});
    expect(profileUpdateSchema.parse({ fullName: " Priya " })).toEqual({ fullName: "Priya" });
  });

  test("reads a full profile", () => {
    expect(
      profileInputSchema.parse({
        fullName: "Priya Sharma",
        companyName: "Sharma Realty",
        phone: "+91 98765 43210",
        website: "https://sharma-realty.in",
        avatarUrl: "/api/files/avatar-1.png",
      }),
    ).toEqual({
      fullName: "Priya Sharma",
      companyName: "Sharma Realty",
      phone: "+919876543210",
      website: "https://sharma-realty.in",
      avatarUrl: "/api/files/avatar-1.png",
    });
  });

  test("stores the phone as E.164, read with the account's country", () => {
    expect(profileSchemas("IN").parse({ phone: "98765 43210" }).phone).toBe("+919876543210");
    expect(profileSchemas("US").parse({ phone: "(415) 555-0100" }).phone).toBe("+14155550100");
  });

  test.each([
    ["", ""],
    ["https://example.com", "https://example.com"],
    ["http://example.com/about?x=1", "http://example.com/about?x=1"],
    ["example.com", "https://example.com"],
    [" www.example.co.in ", "https://www.example.co.in"],
  ])("website %j reads as %j", (website, expected) => {
    expect(profileInputSchema.parse({ website }).website).toBe(expected);
  });

  test.each([
    "javascript:alert(1)",
    "ftp://example.com",
    "not a site",
    "https://localhost",
    "example",
  ])("rejects the website %j", (website) => {
    const result = profileInputSchema.safeParse({ website });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Enter a valid website address"]);
  });

  test.each([
    [{ fullName: "x".repeat(101) }, "Name must be at most 100 characters"],
    [{ companyName: "x".repeat(101) }, "Company name must be at most 100 characters"],
    [{ phone: "ring me" }, "Enter a valid phone number"],
    [{ avatarUrl: 42 }, "Avatar address must be text"],
  ])("rejects %j", (input, message) => {
    expect(profileInputSchema.safeParse(input).error?.issues.map((i) => i.message)).toEqual([
      message,
    ]);
  });
});
