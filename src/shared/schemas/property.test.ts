import { describe, expect, test } from "vitest";
import { MISSING_PROPERTY_FIELDS, propertySchemas, subTypeIssue } from "./property";

const propertyInputSchema = propertySchemas("IN").input;
const propertyUpdateSchema = propertySchemas("IN").update;

const minimal = { title: "Sea View Flat", price: "15000000", location: "Bandra West, Mumbai" };
const issuesOf = (input: unknown) =>
  propertyInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]) ??
  [];

describe("propertyInputSchema", () => {
  test("fills the defaults of SPEC.md and turns empty numbers into null", () => {
    expect(propertyInputSchema.parse(minimal)).toEqual({
      title: "Sea View Flat",
      description: "",
      price: 15000000,
      mainType: null,
      subType: null,
      status: "available",
      location: "Bandra West, Mumbai",
      purpose: "sale",
      ownerName: "",
      ownerPhone: "+91",
      bedrooms: null,
      bathrooms: null,
      landSizeSqft: null,
      landSizeAcres: null,
      builtUpArea: null,
      pricePerSqft: null,
      photos: [],
      documents: [],
      videoLinks: [],
    });
  });

  test("reads what an HTML form sends", () => {
    const parsed = propertyInputSchema.parse({
      ...minimal,
      title: "  Sea View Flat  ",
      mainType: "Residential Property",
      subType: "Apartment / Flat",
      bedrooms: "3",
      bathrooms: "",
      builtUpArea: "1200.5",
      landSizeSqft: undefined,
      pricePerSqft: "12495.84",
      videoLinks: [" https://youtu.be/dQw4w9WgXcQ "],
      photos: [{ name: "a.jpg", url: "/api/files/a", type: "image/jpeg", file: {} }],
    });
    expect(parsed).toMatchObject({
      title: "Sea View Flat",
      bedrooms: 3,
      bathrooms: null,
      builtUpArea: 1200.5,
      landSizeSqft: null,
      pricePerSqft: 12495.84,
      videoLinks: ["https://youtu.be/dQw4w9WgXcQ"],
      photos: [{ name: "a.jpg", url: "/api/files/a", type: "image/jpeg" }],
    });
  });

  test("an unselected main or sub type ('') is null", () => {
    expect(propertyInputSchema.parse({ ...minimal, mainType: "", subType: "" })).toMatchObject({
      mainType: null,
      subType: null,
    });
  });

  test.each<[string, Record<string, unknown>, [string, string][]]>([
    [
      "title, price and location missing",
      {},
      [
        ["title", "Title is required"],
        ["price", "Price is required"],
        ["location", "Location is required"],
      ],
    ],
    ["blank title", { ...minimal, title: "   " }, [["title", "Title is required"]]],
    ["empty price", { ...minimal, price: "" }, [["price", "Price is required"]]],
    ["null price", { ...minimal, price: null }, [["price", "Price is required"]]],
    [
      "text price",
      { ...minimal, price: "a lot" },
      [["price", "Price must be an amount, like 75 lakh or 1.25 Cr"]],
    ],
    [
      "price in dollars",
      { ...minimal, price: "$1.5M" },
      [["price", '"$1.5M" is in USD: enter it in INR']],
    ],
    ["negative price", { ...minimal, price: -5 }, [["price", "Price cannot be negative"]]],
    [
      "fractional bedrooms",
      { ...minimal, bedrooms: "2.5" },
      [["bedrooms", "Bedrooms must be a whole number"]],
    ],
    [
      "too many bathrooms",
      { ...minimal, bathrooms: 1001 },
      [["bathrooms", "Bathrooms must be at most 1000"]],
    ],
    [
      "negative area",
      { ...minimal, builtUpArea: "-1" },
      [["builtUpArea", "Built-up area cannot be negative"]],
    ],
    ["unknown status", { ...minimal, status: "leased" }, [["status", "Choose a valid status"]]],
    ["unknown purpose", { ...minimal, purpose: "lease" }, [["purpose", "Choose a valid purpose"]]],
    [
      "unknown main type",
      { ...minimal, mainType: "Castle" },
      [["mainType", "Choose a main type from the list"]],
    ],
    [
      "sub type of another main type",
      { ...minimal, mainType: "Commercial Property", subType: "Penthouse" },
      [["subType", "Penthouse is not a sub type of Commercial Property"]],
    ],
    [
      "bad video link",
      { ...minimal, videoLinks: ["https://vimeo.com/1"] },
      [["videoLinks.0", "Please enter a valid YouTube video URL."]],
    ],
    [
      "21 video links",
      { ...minimal, videoLinks: Array(21).fill("https://youtu.be/dQw4w9WgXcQ") },
      [["videoLinks", "At most 20 video links"]],
    ],
    [
      "31 photos",
      { ...minimal, photos: Array(31).fill({ name: "a", url: "/a", type: "" }) },
      [["photos", "At most 30 photos"]],
    ],
    [
      "a document without address",
      { ...minimal, documents: [{ name: "deed.pdf", url: "" }] },
      [["documents.0.url", "File address is required"]],
    ],
    [
      "bad owner phone",
      { ...minimal, ownerPhone: "ask the guard" },
      [["ownerPhone", "Enter a valid owner phone"]],
    ],
  ])("rejects %s", (_name, input, expected) => {
    expect(issuesOf(input)).toEqual(expected);
  });

  test.each([
    ["Residential Property", "Penthouse"],
    ["Industrial Property", "Warehouse/Godown"],
    [null, "Penthouse"],
    ["Residential Property", null],
  ])("accepts main type %j with sub type %j", (mainType, subType) => {
    expect(issuesOf({ ...minimal, mainType, subType })).toEqual([]);
  });

  test("the missing-fields toast is SPEC.md's", () => {
    expect(MISSING_PROPERTY_FIELDS).toEqual({
      title: "Missing fields",
      description: "Please fill in title, price, and location.",
    });
  });
});

describe("propertyUpdateSchema", () => {
  test("returns only the fields sent, without defaults", () => {
    expect(propertyUpdateSchema.parse({})).toEqual({});
    expect(propertyUpdateSchema.parse({ price: "100", bedrooms: "" })).toEqual({
      price: 100,
      bedrooms: null,
    });
  });

  test("validates what is sent", () => {
    expect(propertyUpdateSchema.safeParse({ title: "" }).success).toBe(false);
    expect(propertyUpdateSchema.safeParse({ price: null }).success).toBe(false);
    expect(
      propertyUpdateSchema.safeParse({ mainType: "Agricultural Property", subType: "Penthouse" })
        .success,
    ).toBe(false);
    expect(propertyUpdateSchema.safeParse({ subType: "Penthouse" }).success).toBe(true);
  });

  test.each([
    ["Residential Property", "Penthouse", null],
    [null, "Penthouse", null],
    ["Residential Property", undefined, null],
    ["Agricultural Property", "Penthouse", "Penthouse is not a sub type of Agricultural Property"],
  ])("subTypeIssue(%j, %j) for merged records", (mainType, subType, issue) => {
    expect(subTypeIssue(mainType, subType)).toBe(issue);
  });
});
