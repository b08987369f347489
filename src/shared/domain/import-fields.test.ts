import { expect, test } from "vitest";
import { matchChoice } from "./choice-match";
import {
  guessColumns,
  IMPORT_FIELDS,
  type ImportKind,
  missingRequiredFields,
} from "./import-fields";
import { CLIENT_COLUMNS, PROPERTY_COLUMNS } from "./record-columns";

test.each<[ImportKind, string[], Array<string | null>]>([
  [
    "clients",
    ["Client Name", "Mobile", "EMAIL", "Budget (INR)", "Area", "Remarks", "Birthday"],
    ["name", "phone", "email", "budget", "locations", "notes", null],
  ],
  [
    "clients",
    ["name", "Contact No.", "Max Budget", "Locality"],
    ["name", "phone", "budget", "locations"],
  ],
  ["clients", ["Full name", "Phone Number", "Cell"], ["name", "phone", null]],
  ["clients", [" E-Mail ", "cell phone", "property_type"], ["email", "phone", "propertyTypes"]],
  [
    "properties",
    ["Property Name", "Asking Price", "Locality", "BHK", "Owner", "Owner Mobile", "Type"],
    ["title", "price", "location", "bedrooms", "ownerName", "ownerPhone", "subType"],
  ],
  [
    "properties",
    ["Title", "Price", "Location", "Main type", "Sub type"],
    ["title", "price", "location", "mainType", "subType"],
  ],
])("guessColumns(%s, %j)", (kind, headers, mapping) => {
  expect(guessColumns(kind, headers)).toEqual(mapping);
});

test("missingRequiredFields names the required fields no column is mapped to", () => {
  expect(missingRequiredFields("clients", ["name", null])).toEqual(["Phone"]);
  expect(missingRequiredFields("properties", [])).toEqual(["Title", "Price", "Location"]);
  expect(missingRequiredFields("clients", ["phone", "name"])).toEqual([]);
});

test.each([
  ["To Buy", ["to-buy", "to-rent"], "to-buy"],
  ["AVAILABLE", ["available", "sold"], "available"],
  ["mr", ["Mr.", "Miss", "Mrs."], "Mr."],
  ["apartment/flat", ["House / Villa", "Apartment / Flat"], "Apartment / Flat"],
  ["Hot", ["active", "inactive"], null],
])("matchChoice(%j) is %j", (text, choices, expected) => {
  expect(matchChoice(text, choices)).toBe(expected);
});

test.each<[ImportKind, readonly { field: string; header: string }[]]>([
  ["clients", CLIENT_COLUMNS],
  ["properties", PROPERTY_COLUMNS],
])("the headers of a %s export map back to their fields", (kind, columns) => {
  const importable = new Set(IMPORT_FIELDS[kind].map(({ field }) => field));
  expect(
    guessColumns(
      kind,
      columns.map(({ header }) => header),
    ),
  ).toEqual(columns.map(({ field }) => (importable.has(field) ? field : null)));
});
