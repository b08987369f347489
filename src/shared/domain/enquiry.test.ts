import { describe, expect, test } from "vitest";
import { ENQUIRY_TEXTS, enquiryClient } from "./enquiry";

const person = { name: "Ravi", phone: "+919820011111", email: "" };

describe("an enquiry's client", () => {
  test.each([
    ["sale", "to-buy"],
    ["rent", "to-rent"],
    ["joint development", "for-joint-development"],
  ] as const)("a listing for %s makes a client %s", (purpose, expected) => {
    const client = enquiryClient(person, { purpose, location: "Juhu", subType: null });
    expect(client.purpose).toBe(expected);
  });

  test.each([
    [{ location: " Juhu ", subType: "Penthouse" }, ["Juhu"], ["Penthouse"]],
    [{ location: "", subType: null }, [], []],
    [{ location: "Powai", subType: "Not a type" }, ["Powai"], []],
  ])("takes the listing %j as preferences", (listing, locations, types) => {
    const client = enquiryClient(person, { purpose: "sale", ...listing });
    expect([client.locations, client.propertyTypes]).toEqual([locations, types]);
    expect(client).toMatchObject({ status: "potential", interest: "high", source: "Listing link" });
  });

  test.each([
    ["Asha Rao", "Thank you! Asha Rao will call you soon."],
    ["", "Thank you! The agent will call you soon."],
  ])("thanks in the agent's name %j", (name, text) => {
    expect(ENQUIRY_TEXTS.thanks(name)).toBe(text);
  });
});
