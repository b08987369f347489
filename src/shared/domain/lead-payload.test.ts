import { describe, expect, test } from "vitest";
import { NO_CONTACT_PROBLEM } from "../schemas/lead";
import { readLeadPayload } from "./lead-payload";

function read(payload: Record<string, unknown>) {
  const reading = readLeadPayload(payload, "IN");
  if (!reading.ok) {
    throw new Error(reading.problem);
  }
  return reading.lead;
}

describe("a lead payload", () => {
  test.each([
    [{ name: "Ravi Kumar", phone: "98200 11111" }, "Ravi Kumar", "+919820011111"],
    [{ full_name: "Ravi Kumar", mobile: "+91-98200-11111" }, "Ravi Kumar", "+919820011111"],
    [
      { first_name: "Ravi", last_name: "Kumar", phone_number: "09820011111" },
      "Ravi Kumar",
      "+919820011111",
    ],
    [{ Name: "Ravi Kumar", "Phone Number": "9820011111" }, "Ravi Kumar", "+919820011111"],
    [{ email: "ravi@example.com" }, "ravi@example.com", ""],
  ])("%j reads as %s, %s", (payload, name, phone) => {
    const { client } = read(payload);
    expect([client.name, client.phone]).toEqual([name, phone]);
  });

  test.each([
    ["75 lakh", 7_500_000],
    ["1.2 Cr", 12_000_000],
    ["75,00,000", 7_500_000],
    [4500000, 4_500_000],
    ["a lot", null],
  ])("reads the budget %j as %j", (budget, expected) => {
    expect(read({ name: "A", phone: "9820011111", budget }).client.budget).toBe(expected);
  });

  test("maps what it can and leaves out what names nothing", () => {
    const lead = read({
      full_name: "Mrs. Sunanda Rao",
      phone: "9820011111",
      email: "SUNANDA@example.com ",
      comments: "Call after 6",
      city: "Pune",
      locality: "Baner",
      property_type: "2 BHK, castle",
      purpose: "Rent",
      source: "facebook",
    });
    expect(lead.client).toMatchObject({
      title: "Mrs.",
      name: "Sunanda Rao",
      email: "SUNANDA@example.com",
      status: "potential",
      interest: "high",
      purpose: "to-rent",
      locations: ["Baner", "Pune"],
      propertyTypes: ["Apartment / Flat"],
      source: "Facebook",
    });
    expect(lead.message).toBe("Call after 6");
  });

  test("reads Facebook Lead Ads' field_data and Google Ads' user_column_data", () => {
    const facebook = read({
      field_data: [
        { name: "full_name", values: ["Ravi Kumar"] },
        { name: "phone_number", values: ["+919820011111"] },
      ],
    });
    expect([facebook.client.name, facebook.client.phone]).toEqual(["Ravi Kumar", "+919820011111"]);
    const google = read({
      user_column_data: [
        { column_id: "FULL_NAME", string_value: "Asha Rao" },
        { column_id: "EMAIL", string_value: "asha@example.com" },
      ],
    });
    expect([google.client.name, google.client.email]).toEqual(["Asha Rao", "asha@example.com"]);
  });

  test("names the source 'Website' when the lead names none", () => {
    expect(read({ name: "A", phone: "9820011111" }).client.source).toBe("Website");
  });

  test.each([
    [{ name: "Ravi" }, NO_CONTACT_PROBLEM],
    [{ name: "Ravi", phone: "12" }, "Enter a valid phone"],
    [{ name: "Ravi", email: "ravi@" }, "Enter a valid e-mail address"],
    [{}, NO_CONTACT_PROBLEM],
  ])("refuses %j: %s", (payload, problem) => {
    expect(readLeadPayload(payload, "IN")).toEqual({ ok: false, problem });
  });
});
