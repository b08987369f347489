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
  ["clients", ["Area / Locality"], ["locations"]],
  ["clients", ["Location"], ["locations"]],
  ["clients", ["City"], ["locations"]],
  ["clients", ["Locality/Area"], ["locations"]],
  ["clients", ["Loaction"], ["locations"]],
  ["clients", ["Localty"], ["locations"]],
  ["clients", ["City", "Area"], ["locations", null]],
  [
    "clients",
    ["Name", "Mobile No.", "Contact", "Phone No", "WhatsApp"],
    ["name", "phone", null, null, null],
  ],
  ["clients", ["Contact"], ["phone"]],
  ["clients", ["Phone No"], ["phone"]],
  ["clients", ["WhatsApp No."], ["phone"]],
  ["clients", ["Moblie"], ["phone"]],
  ["clients", ["Budget"], ["budget"]],
  ["clients", ["Max Budget"], ["budget"]],
  ["clients", ["Price"], ["budget"]],
  ["clients", ["Budget (Rs)"], ["budget"]],
  ["clients", ["Budget in Rs."], ["budget"]],
  ["clients", ["Budegt"], ["budget"]],
  ["clients", ["Requirement"], ["propertyTypes"]],
  ["clients", ["Looking for"], ["propertyTypes"]],
  ["clients", ["Remarks"], ["notes"]],
  ["clients", ["Comments"], ["notes"]],
  ["clients", ["Buy/Rent"], ["purpose"]],
  ["clients", ["Salutation"], ["title"]],
  ["clients", ["Email ID"], ["email"]],
  ["clients", ["Lead Status"], ["status"]],
  ["clients", ["Hot/Warm/Cold"], ["interest"]],
  ["properties", ["Area / Locality"], ["location"]],
  ["properties", ["Location"], ["location"]],
  ["properties", ["City"], ["location"]],
  ["properties", ["Adress"], ["location"]],
  ["properties", ["Area (sqft)"], ["builtUpArea"]],
  ["properties", ["Owner"], ["ownerName"]],
  ["properties", ["Owner Mobile"], ["ownerPhone"]],
  ["properties", ["Owner Mobile No."], ["ownerPhone"]],
  ["properties", ["Owner Contact"], ["ownerPhone"]],
  ["properties", ["Price (Rs)"], ["price"]],
  ["properties", ["Expected Price"], ["price"]],
  ["properties", ["Sale/Rent"], ["purpose"]],
  ["properties", ["Remarks"], ["description"]],
  ["properties", ["Rate", "Rent", "Type"], ["pricePerSqft", "price", "subType"]],
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
