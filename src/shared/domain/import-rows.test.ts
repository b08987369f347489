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
    'status "Hot" is not one of: active, inactive, potential, closed',
    "Name is required",
  ]);
  expect(row.warnings).toEqual(['budget "a lot" is not an amount and was left out']);
});

test.each<[string, string, string, string]>([
  ["Mrs. Sunanda Rao", "", "Mrs.", "Sunanda Rao"],
  ["Dr Anil Shah", "", "Dr.", "Anil Shah"],
  ["Sunanda Rao", "", "", "Sunanda Rao"],
  ["Mrs. Sunanda Rao", "Dr", "Dr.", "Sunanda Rao"],
  ["Sunanda Rao", "Ms", "Ms.", "Sunanda Rao"],
])("name %j with title cell %j is %j %j", (name, titleCell, title, bareName) => {
  const row = prepareRow([titleCell, name, "98765 43210"], 2, clients(["title", "name", "phone"]));
  expect(row.record).toMatchObject({ title, name: bareName });
  expect(row.filledFields.includes("title")).toBe(title !== "");
});

test("an invalid optional cell is left out with a warning; the row imports", () => {
  const row = prepareRow(
    ["Ravi Kumar", "98200 11111", "ravi@", "lots"],
    5,
    clients(["name", "phone", "email", "budget"]),
  );
  expect(row.problems).toEqual([]);
  expect(row.warnings).toEqual([
    'budget "lots" is not an amount and was left out',
    'e-mail "ravi@" is not valid and was left out',
  ]);
  expect(row.record).toMatchObject({ name: "Ravi Kumar", email: "", budget: null });
  expect(row.filledFields).toEqual(["name", "phone"]);
});

test("an amount in another currency fails the row, never converted nor dropped", () => {
  const client = prepareRow(
    ["Ravi", "98200 11111", "$150k"],
    2,
    clients(["name", "phone", "budget"]),
  );
  expect(client.record).toBeNull();
  expect(client.problems).toEqual(['budget "$150k" is in USD: enter it in INR']);
  const listing = prepareRow(["Sea View", "$150k", "Bandra"], 2, {
    kind: "properties",
    mapping: ["title", "price", "location"],
    valueMappings: {},
    country: "IN",
  });
  expect(listing.problems).toEqual(['price "$150k" is in USD: enter it in INR']);
});

test("required fields stay problems", () => {
  const row = prepareRow(["Ravi", "12345"], 2, clients(["name", "phone"]));
  expect(row.problems).toEqual(['phone "12345" is not a valid number']);
  expect(row.record).toBeNull();
});

test("catalogue values by the words agents use need no mapping", () => {
  const options = clients(["name", "phone", "purpose", "propertyTypes", "interest", "status"]);
  const rows = [
    ["Asha", "98200 22222", "BUY", "flat, 2bhk, Villa", "Hot", "New"],
    ["Ravi", "98200 33333", "Lease", "Godown; Shop", "warm", "Active"],
    ["Zoë", "98200 44444", "JD", "plot", "Cold", "closed"],
  ];
  expect(unmatchedValues(rows, options)).toEqual({});
  expect(rows.map((cells, index) => prepareRow(cells, index + 2, options).record)).toMatchObject([
    {
      purpose: "to-buy",
      propertyTypes: ["Apartment / Flat", "House / Villa"],
      interest: "high",
      status: "potential",
    },
    {
      purpose: "to-rent",
      propertyTypes: ["Warehouse/Godown", "Shop/Showroom"],
      interest: "medium",
      status: "active",
    },
    {
      purpose: "for-joint-development",
      propertyTypes: ["Residential Plot"],
      interest: "low",
      status: "closed",
    },
  ]);
});

test("an invalid owner phone on a listing is left out with a warning", () => {
  const row = prepareRow(["Sea View", "75L", "Bandra", "12345", "sold out", "Resale", "villa"], 2, {
    kind: "properties",
    mapping: ["title", "price", "location", "ownerPhone", "status", "purpose", "subType"],
    valueMappings: {},
    country: "IN",
  });
  expect(row.warnings).toEqual(['owner phone "12345" is not a valid number and was left out']);
  expect(row.record).toMatchObject({
    price: 7_500_000,
    ownerPhone: "+91",
    status: "sold",
    purpose: "sale",
    subType: "House / Villa",
  });
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
