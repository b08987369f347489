import { expect, test } from "vitest";
import type { ColumnMapping } from "./import-fields";
import { type ImportOptions, prepareRow, unmatchedValues } from "./import-rows";

const clients = (mapping: ColumnMapping, more: Partial<ImportOptions> = {}): ImportOptions => ({
  kind: "clients",
  mapping,
  valueMappings: {},
  country: "IN",
  ...more,
});

test("a client row is read into the record the form would save", () => {
  const row = prepareRow(
    [
      "Ravi Kumar",
      "098200 11111",
      "₹ 75 lakh",
      "Bandra; Juhu, West",
      "To Rent",
      "apartment / flat, Penthouse",
    ],
    2,
    clients(["name", "phone", "budget", "locations", "purpose", "propertyTypes"]),
  );
  expect(row).toMatchObject({
    rowNumber: 2,
    problems: [],
    duplicateKey: "+919820011111",
    record: {
      name: "Ravi Kumar",
      phone: "+919820011111",
      budget: 7_500_000,
      locations: ["Bandra", "Juhu, West"],
      purpose: "to-rent",
      propertyTypes: ["Apartment / Flat", "Penthouse"],
      status: "active",
      title: "",
    },
  });
});

test("every problem of a row is told in plain words", () => {
  const row = prepareRow(
    ["", "12345", "a lot", "Hot"],
    14,
    clients(["name", "phone", "budget", "status"]),
  );
  expect(row.record).toBeNull();
  expect(row.duplicateKey).toBeNull();
  expect(row.problems).toEqual([
    'phone "12345" is not a valid number',
    'budget "a lot" is not an amount',
    'status "Hot" is not one of: active, inactive, potential, closed',
    "Name is required",
  ]);
});

test("a value mapping gives an unknown catalogue value its meaning", () => {
  const options = clients(["name", "phone", "status"], {
    valueMappings: { status: { Hot: "active" } },
  });
  const rows = [
    ["Ravi", "9820011111", "Hot"],
    ["Asha", "9820022222", "Cold"],
  ];
  expect(prepareRow(rows[0] ?? [], 2, options).record).toMatchObject({ status: "active" });
  expect(unmatchedValues(rows, options)).toEqual({ status: ["Cold"] });
});

test("a client without a phone is required to have one; without a phone the e-mail is the key", () => {
  const options = clients(["name", "email"]);
  expect(prepareRow(["Ravi", "r@example.com"], 2, options).problems).toEqual(["Phone is required"]);
});

test("a property row reads amounts, the owner's phone and the catalogue", () => {
  const row = prepareRow(
    [
      "Sea View 3BHK",
      "1.2 Cr",
      "Bandra West",
      "Residential property",
      "Apartment/Flat",
      "3",
      "(415) 555-0100",
    ],
    2,
    {
      kind: "properties",
      mapping: ["title", "price", "location", "mainType", "subType", "bedrooms", "ownerPhone"],
      valueMappings: {},
      country: "US",
    },
  );
  expect(row).toMatchObject({
    problems: [],
    duplicateKey: "seaview3bhk|bandrawest",
    record: {
      title: "Sea View 3BHK",
      price: 12_000_000,
      mainType: "Residential Property",
      subType: "Apartment / Flat",
      bedrooms: 3,
      ownerPhone: "+14155550100",
      status: "available",
    },
  });
});
