import { expect, test } from "vitest";
import {
  CLIENT_INTERESTS,
  CLIENT_PROPERTY_TYPES,
  CLIENT_PURPOSES,
  CLIENT_STATUSES,
  CLIENT_TITLES,
  MAIN_TYPES,
  PROPERTY_PURPOSES,
  PROPERTY_STATUSES,
} from "./catalogue";
import { CATALOGUE_SYNONYMS } from "./catalogue-synonyms";
import { comparable, matchChoice } from "./choice-match";

const LISTS = {
  clientPurpose: CLIENT_PURPOSES,
  propertyPurpose: PROPERTY_PURPOSES,
  clientStatus: CLIENT_STATUSES,
  interest: CLIENT_INTERESTS,
  propertyStatus: PROPERTY_STATUSES,
  mainType: MAIN_TYPES,
  type: CLIENT_PROPERTY_TYPES,
  title: CLIENT_TITLES,
} as const;

test.each<[keyof typeof LISTS, string[], string]>([
  ["clientPurpose", ["Buy", "buy", "BUY", " Purchase ", "Buyer", "buying"], "to-buy"],
  ["clientPurpose", ["Rent", "rent", "Lease", "Tenant", "Renting"], "to-rent"],
  [
    "clientPurpose",
    ["JD", "jd", "Joint Venture", "JV", "Joint Development"],
    "for-joint-development",
  ],
  ["clientPurpose", ["to buy", "To-Buy"], "to-buy"],
  ["propertyPurpose", ["Sell", "Sale", "SALE", "Resale", "for sale"], "sale"],
  ["propertyPurpose", ["Rent", "Lease", "Rental", "to let"], "rent"],
  ["propertyPurpose", ["JD", "JV", "joint venture", "Joint development"], "joint development"],
  [
    "type",
    ["Flat", "flat", "FLATS", "Apartment", "apartments", "Studio", "apartment/flat"],
    "Apartment / Flat",
  ],
  [
    "type",
    ["1BHK", "2bhk", "2 BHK", "3.5 BHK", "5BHK", "1 RK", "1rk", "2 BHK Flat"],
    "Apartment / Flat",
  ],
  [
    "type",
    ["Villa", "villa", "Bungalow", "Independent House", "Row House", "3 BHK Villa"],
    "House / Villa",
  ],
  ["type", ["Plot", "plot", "Site", "NA plot"], "Residential Plot"],
  ["type", ["Land", "Agricultural land", "farm land"], "Agricultural land / Plot"],
  ["type", ["Office", "office space", "Offices"], "Office Space"],
  ["type", ["Shop", "showroom", "Retail"], "Shop/Showroom"],
  ["type", ["Warehouse", "godown", "Go-down"], "Warehouse/Godown"],
  ["type", ["Commercial plot", "commercial land"], "Commercial Plot / Land"],
  ["type", ["farmhouse", "Farm House"], "Farm house"],
  ["type", ["penthouse", "Pent House"], "Penthouse"],
  ["mainType", ["Residential", "residential property", "RESI"], "Residential Property"],
  ["mainType", ["Commercial", "commercial"], "Commercial Property"],
  ["mainType", ["Agricultural", "Agri", "Farm"], "Agricultural Property"],
  ["mainType", ["Industrial"], "Industrial Property"],
  ["mainType", ["semi commercial", "Semi-Commercial"], "Semi-Commercial Property"],
  ["interest", ["Hot", "hot", "HIGH"], "high"],
  ["interest", ["Warm", "warm", "Medium"], "medium"],
  ["interest", ["Cold", "cold", "low"], "low"],
  ["clientStatus", ["Active", "open", "Follow up"], "active"],
  ["clientStatus", ["New", "Lead", "Prospect", "enquiry"], "potential"],
  ["clientStatus", ["Closed", "Deal done", "Converted"], "closed"],
  ["clientStatus", ["Inactive", "Not interested", "Lost"], "inactive"],
  ["propertyStatus", ["Available", "available", "Vacant", "Ready to move"], "available"],
  ["propertyStatus", ["Booked", "On hold", "Token received", "Under negotiation"], "pending"],
  ["propertyStatus", ["Sold", "Sold out", "SOLD OUT", "Closed"], "sold"],
  ["propertyStatus", ["Rented", "Leased", "Let out"], "rented"],
  ["title", ["Mr", "mr.", "MR"], "Mr."],
  ["title", ["Mrs", "mrs."], "Mrs."],
  ["title", ["ms", "Ms"], "Ms."],
  ["title", ["Dr", "dr."], "Dr."],
])("%s: %j", (list, texts, expected) => {
  for (const text of texts) {
    expect(matchChoice(text, LISTS[list]), text).toBe(expected);
  }
});

test.each<[keyof typeof LISTS, string]>([
  ["clientStatus", "Hot"],
  ["interest", "Maybe"],
  ["type", "Castle"],
  ["type", "2 BHK Castle"],
  ["clientPurpose", "Sale"],
  ["propertyStatus", "Gone"],
])("%s: %j names nothing, for the agent to map by hand", (list, text) => {
  expect(matchChoice(text, LISTS[list])).toBeNull();
});

test("no word names two values of one list, nor another value of its own list", () => {
  for (const choices of Object.values(LISTS)) {
    const seen = new Map<string, string>();
    for (const value of choices) {
      for (const word of CATALOGUE_SYNONYMS[value] ?? []) {
        const key = comparable(word);
        const other = choices.find((choice) => choice !== value && comparable(choice) === key);
        expect(other, `${word} is ${value} and ${other}`).toBeUndefined();
        expect(seen.get(key) ?? value, `${word} names two values`).toBe(value);
        seen.set(key, value);
      }
    }
  }
});

test("every synonym table key is a catalogue value", () => {
  const values = new Set<string>(Object.values(LISTS).flat());
  expect(Object.keys(CATALOGUE_SYNONYMS).filter((key) => !values.has(key))).toEqual([]);
});
