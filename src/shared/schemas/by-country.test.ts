import { describe, expect, test } from "vitest";
import { CLIENT_PROPERTY_TYPES } from "../domain/catalogue";
import { COUNTRY_CODES, type CountryCode } from "../domain/format";
import { countryToRead } from "./by-country";
import { CLIENT_FIELDS_READ_BY_COUNTRY, clientSchemas } from "./client";
import { PROPERTY_FIELDS_READ_BY_COUNTRY, propertySchemas } from "./property";

describe("countryToRead", () => {
  const american = async (): Promise<CountryCode> => "US";

  test("looks the agent's country up only for a change naming a field read by it", async () => {
    const withPhone = { notes: "x", phone: "415.555.0199" };
    expect(await countryToRead(withPhone, ["phone"], american)).toBe("US");
    expect(await countryToRead({ notes: "x" }, ["phone"], american)).toBe("IN");
    for (const notAnObject of [null, "phone", 7, []]) {
      expect(await countryToRead(notAnObject, ["phone"], american)).toBe("IN");
    }
  });

  // Every field as an agent types it. Without the fields read by the country, a change reads the
  // same in every country, which is what makes skipping the look-up right (issue #32); with them
  // it does not, so a field missing from the list fails here.
  test.each([
    {
      kind: "client",
      typed: {
        title: "Mr.",
        name: "Ravi Kumar",
        email: "ravi@example.com",
        phone: "98765 43210",
        status: "active",
        purpose: "to-buy",
        interest: "high",
        budget: "₹ 75 lakh",
        locations: ["Bandra"],
        propertyTypes: [CLIENT_PROPERTY_TYPES[0]],
        notes: "Sea view",
        source: "Referral",
        nextFollowUpDate: "2026-12-01",
        nextFollowUpTime: "10:00",
        nextFollowUpNote: "Call back",
        followUpCadence: "week",
      },
      fields: CLIENT_FIELDS_READ_BY_COUNTRY,
      updates: COUNTRY_CODES.map((country) => clientSchemas(country).update),
    },
    {
      kind: "listing",
      typed: {
        title: "Sea View Flat",
        description: "Corner flat",
        price: "₹1.25 Cr",
        mainType: "Residential Property",
        subType: "Apartment / Flat",
        status: "available",
        location: "Bandra West, Mumbai",
        purpose: "sale",
        ownerName: "Suresh",
        ownerPhone: "98200 11111",
        bedrooms: 3,
        bathrooms: 2,
        landSizeSqft: null,
        landSizeAcres: null,
        builtUpArea: 1200,
        pricePerSqft: "Rs. 12,500",
        photos: [],
        documents: [],
        videoLinks: [],
      },
      fields: PROPERTY_FIELDS_READ_BY_COUNTRY,
      updates: COUNTRY_CODES.map((country) => propertySchemas(country).update),
    },
  ])("a $kind's change", ({ typed, fields, updates }) => {
    expect(Object.keys(typed).sort()).toEqual(Object.keys(updates[0]?.shape ?? {}).sort());
    const readByCountry: readonly string[] = fields;
    const change = Object.fromEntries(
      Object.entries(typed).filter(([field]) => !readByCountry.includes(field)),
    );
    const readings = (sent: object) =>
      updates.map((update) => JSON.stringify(update.safeParse(sent)));
    expect(new Set(readings(change)).size).toBe(1);
    for (const field of readByCountry) {
      const alone = { [field]: typed[field as keyof typeof typed] };
      expect(new Set(readings(alone)).size, field).toBeGreaterThan(1);
    }
  });
});
