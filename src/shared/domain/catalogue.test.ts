import { describe, expect, test } from "vitest";
import {
  APPOINTMENT_STATUSES,
  appointmentStatusTone,
  CLIENT_PROPERTY_TYPES,
  CLIENT_PURPOSES,
  CLIENT_STATUSES,
  clientStatusTone,
  dashboardPropertyStatusTone,
  isMainType,
  isSubTypeOf,
  MAIN_TYPES,
  PROPERTY_PURPOSE_FOR,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertyStatusTone,
  subTypesOf,
} from "./catalogue";

describe("property type catalogue", () => {
  test("has exactly the main types of SPEC.md, in order", () => {
    expect(MAIN_TYPES).toEqual([
      "Agricultural Property",
      "Residential Property",
      "Commercial Property",
      "Semi-Commercial Property",
      "Industrial Property",
    ]);
    expect(Object.keys(PROPERTY_TYPES)).toEqual(MAIN_TYPES);
  });

  test.each([
    ["Agricultural Property", ["Farm house", "Agricultural land / Plot"]],
    [
      "Residential Property",
      [
        "House / Villa",
        "Apartment / Flat",
        "Residential Building",
        "Residential Plot",
        "Penthouse",
      ],
    ],
    [
      "Commercial Property",
      [
        "Commercial Building",
        "Commercial Plot / Land",
        "Hotel/Restaurant",
        "Office Space",
        "Shop/Showroom",
        "Warehouse/Godown",
      ],
    ],
    ["Semi-Commercial Property", ["Semi-Commercial Building", "Warehouse/Godown"]],
    ["Industrial Property", ["Industrial Building", "Industrial Plot / Land", "Warehouse/Godown"]],
  ] as const)("%s → its sub types", (main, subs) => {
    expect(PROPERTY_TYPES[main]).toEqual(subs);
    expect(subTypesOf(main)).toEqual(subs);
  });

  test("client property types are the unique sub types in catalogue order", () => {
    expect(CLIENT_PROPERTY_TYPES).toHaveLength(16);
    expect(new Set(CLIENT_PROPERTY_TYPES).size).toBe(CLIENT_PROPERTY_TYPES.length);
    expect(CLIENT_PROPERTY_TYPES.filter((t) => t === "Warehouse/Godown")).toHaveLength(1);
    expect(CLIENT_PROPERTY_TYPES.slice(0, 3)).toEqual([
      "Farm house",
      "Agricultural land / Plot",
      "House / Villa",
    ]);
    expect(CLIENT_PROPERTY_TYPES.at(-1)).toBe("Industrial Plot / Land");
  });

  test.each([
    ["Residential Property", "Penthouse", true],
    ["Industrial Property", "Warehouse/Godown", true],
    ["Residential Property", "Farm house", false],
    ["Unknown", "Farm house", false],
    [null, "Farm house", false],
  ])("isSubTypeOf(%s, %s) is %s", (main, sub, expected) => {
    expect(isSubTypeOf(main, sub)).toBe(expected);
  });

  test.each([
    ["Residential Property", true],
    ["residential property", false],
    ["", false],
    [42, false],
  ])("isMainType(%s) is %s", (value, expected) => {
    expect(isMainType(value)).toBe(expected);
  });

  test("an unknown main type has no sub types", () => {
    expect(subTypesOf(undefined)).toEqual([]);
  });
});

describe("badge tones (SPEC.md section 4)", () => {
  test.each([
    ["available", "success"],
    ["pending", "warning"],
    ["sold", "info"],
    ["rented", "info"],
  ] as const)("property %s → %s", (status, tone) => {
    expect(propertyStatusTone[status]).toBe(tone);
  });

  test.each([
    ["active", "success"],
    ["potential", "warning"],
    ["closed", "info"],
    ["inactive", "secondary"],
  ] as const)("client %s → %s", (status, tone) => {
    expect(clientStatusTone[status]).toBe(tone);
  });

  test.each([
    ["scheduled", "success"],
    ["completed", "info"],
    ["missed", "destructive"],
    ["rescheduled", "warning"],
  ] as const)("appointment %s → %s", (status, tone) => {
    expect(appointmentStatusTone[status]).toBe(tone);
  });

  test.each([
    ["available", "success"],
    ["pending", "warning"],
    ["sold", "warning"],
    ["rented", "warning"],
  ] as const)("dashboard property %s → %s", (status, tone) => {
    expect(dashboardPropertyStatusTone(status)).toBe(tone);
  });

  test("every status has a tone", () => {
    expect(Object.keys(propertyStatusTone).sort()).toEqual([...PROPERTY_STATUSES].sort());
    expect(Object.keys(clientStatusTone).sort()).toEqual([...CLIENT_STATUSES].sort());
    expect(Object.keys(appointmentStatusTone).sort()).toEqual([...APPOINTMENT_STATUSES].sort());
  });
});

test("every client purpose maps to a property purpose", () => {
  expect(CLIENT_PURPOSES.map((p) => PROPERTY_PURPOSE_FOR[p])).toEqual([
    "sale",
    "rent",
    "joint development",
  ]);
});
