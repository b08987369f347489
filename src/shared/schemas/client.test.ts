import { describe, expect, test } from "vitest";
import { CLIENT_PROPERTY_TYPES } from "../domain/catalogue";
import { clientSchemas, MISSING_CLIENT_FIELDS } from "./client";

const clientInputSchema = clientSchemas("IN").input;
const clientUpdateSchema = clientSchemas("IN").update;

const minimal = { name: "Ravi Kumar", phone: "+91 98765 43210" };
const issuesOf = (input: unknown) =>
  clientInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("clientInputSchema", () => {
  test("fills the defaults of SPEC.md", () => {
    expect(clientInputSchema.parse(minimal)).toEqual({
      title: "",
      name: "Ravi Kumar",
      email: "",
      phone: "+919876543210",
      status: "active",
      purpose: "to-buy",
      interest: "medium",
      budget: null,
      locations: [],
      propertyTypes: [],
      notes: "",
      // Where they came from, unknown until someone says.
      source: null,
      // No follow-up until the agent sets one.
      nextFollowUpDate: null,
      nextFollowUpTime: null,
      nextFollowUpNote: "",
      followUpCadence: "none",
    });
  });

  test.each([
    ["Facebook", "Facebook"],
    ["  Newspaper ad  ", "Newspaper ad"],
    ["   ", null],
    ["", null],
    [null, null],
  ])("keeps the source %j as %j", (source, expected) => {
    expect(clientInputSchema.parse({ ...minimal, source }).source).toBe(expected);
  });

  test("refuses a source over 50 characters", () => {
    const parsed = clientInputSchema.safeParse({ ...minimal, source: "x".repeat(51) });
    expect(parsed.error?.issues[0]?.message).toBe("Source must be at most 50 characters");
  });

  test.each([
    [{ nextFollowUpDate: "2026-02-30" }, "Enter a valid date for the next follow-up"],
    [{ nextFollowUpTime: "25:00" }, "Enter a valid time for the next follow-up"],
    [{ followUpCadence: "daily" }, "Choose how often to follow up"],
  ])("refuses the follow-up %j", (fields, message) => {
    const result = clientInputSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  test("reads what the form sends", () => {
    const parsed = clientInputSchema.parse({
      ...minimal,
      title: "Mrs.",
      email: "  ravi@example.com ",
      budget: "1.5 Cr",
      locations: [" Bandra ", "", "bandra", "Andheri"],
      propertyTypes: ["Penthouse", "Penthouse", "Warehouse/Godown"],
    });
    expect(parsed).toMatchObject({
      title: "Mrs.",
      email: "ravi@example.com",
      budget: 15000000,
      locations: ["Bandra", "Andheri"],
      propertyTypes: ["Penthouse", "Warehouse/Godown"],
    });
  });

  test.each([
    ["", null],
    [undefined, null],
    ["0", 0],
  ])("budget %j is %j", (budget, expected) => {
    expect(clientInputSchema.parse({ ...minimal, budget }).budget).toBe(expected);
  });

  test("every catalogue sub type is a valid client property type", () => {
    const parsed = clientInputSchema.parse({
      ...minimal,
      propertyTypes: [...CLIENT_PROPERTY_TYPES],
    });
    expect(parsed.propertyTypes).toEqual(CLIENT_PROPERTY_TYPES);
  });

  test.each<[string, Record<string, unknown>, [string, string][]]>([
    [
      "name and phone missing",
      {},
      [
        ["name", "Name is required"],
        ["phone", "Phone is required"],
      ],
    ],
    ["phone left at its prefix", { ...minimal, phone: "+91" }, [["phone", "Phone is required"]]],
    ["blank name", { ...minimal, name: "  " }, [["name", "Name is required"]]],
    ["bad e-mail", { ...minimal, email: "ravi@" }, [["email", "Enter a valid e-mail address"]]],
    [
      "e-mail with spaces",
      { ...minimal, email: "ravi kumar@example.com" },
      [["email", "Enter a valid e-mail address"]],
    ],
    [
      "unknown title",
      { ...minimal, title: "Sir" },
      [["title", "Choose Mr., Miss, Mrs., Ms. or Dr."]],
    ],
    ["unknown status", { ...minimal, status: "lost" }, [["status", "Choose a valid status"]]],
    [
      "unknown purpose",
      { ...minimal, purpose: "to-sell" },
      [["purpose", "Choose a valid purpose"]],
    ],
    [
      "unknown interest",
      { ...minimal, interest: "huge" },
      [["interest", "Choose high, medium or low interest"]],
    ],
    ["negative budget", { ...minimal, budget: "-1" }, [["budget", "Budget cannot be negative"]]],
    [
      "text budget",
      { ...minimal, budget: "lots" },
      [["budget", "Budget must be an amount, like 75 lakh or 1.25 Cr"]],
    ],
    [
      "budget in another currency",
      { ...minimal, budget: "$150k" },
      [["budget", '"$150k" is in USD: enter it in INR']],
    ],
    [
      "phone that is no number",
      { ...minimal, phone: "+91 12345" },
      [["phone", "Enter a valid phone"]],
    ],
    [
      "unknown property type",
      { ...minimal, propertyTypes: ["Castle"] },
      [["propertyTypes.0", "Choose property types from the list"]],
    ],
    [
      "51 locations",
      { ...minimal, locations: Array.from({ length: 51 }, (_, i) => `Area ${i}`) },
      [["locations", "At most 50 locations"]],
    ],
    [
      "a long location",
      { ...minimal, locations: ["x".repeat(101)] },
      [["locations.0", "A location must be at most 100 characters"]],
    ],
  ])("rejects %s", (_name, input, expected) => {
    expect(issuesOf(input)).toEqual(expected);
  });

  test("50 locations after removing duplicates are fine", () => {
    const locations = [...Array.from({ length: 50 }, (_, i) => `Area ${i}`), "area 1", " "];
    expect(clientInputSchema.parse({ ...minimal, locations }).locations).toHaveLength(50);
  });

  test("the missing-fields toast is SPEC.md's", () => {
    expect(MISSING_CLIENT_FIELDS).toEqual({
      title: "Missing fields",
      description: "Please fill in name and phone.",
    });
  });
});

describe("clientUpdateSchema", () => {
  test("returns only the fields sent, without defaults", () => {
    expect(clientUpdateSchema.parse({})).toEqual({});
    expect(clientUpdateSchema.parse({ budget: "", notes: " call after 6 " })).toEqual({
      budget: null,
      notes: "call after 6",
    });
  });

  test("validates what is sent", () => {
    expect(clientUpdateSchema.safeParse({ phone: "+91" }).success).toBe(false);
    expect(clientUpdateSchema.safeParse({ email: "nope" }).success).toBe(false);
  });
});
