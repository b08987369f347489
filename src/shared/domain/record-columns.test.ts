import { describe, expect, it } from "vitest";
import { clientSchemas } from "../schemas/client";
import { propertySchemas } from "../schemas/property";
import { formatInstant } from "./date-format";
import {
  CLIENT_COLUMNS,
  columnHeaders,
  csvCellOf,
  exportValues,
  joinList,
  PROPERTY_COLUMNS,
  type RecordColumn,
  splitList,
} from "./record-columns";

const clientInputSchema = clientSchemas("IN").input;
const propertyInputSchema = propertySchemas("IN").input;

const fieldsOf = (columns: readonly RecordColumn[]) => columns.map((column) => column.field);

describe("the export columns", () => {
  it.each([
    ["client", CLIENT_COLUMNS, [...Object.keys(clientInputSchema.shape), "lastContactAt"]],
    ["property", PROPERTY_COLUMNS, Object.keys(propertyInputSchema.shape)],
  ])("cover every %s field once, with the dates", (_, columns, fields) => {
    expect(fieldsOf(columns).toSorted()).toEqual([...fields, "createdAt", "updatedAt"].toSorted());
    expect(new Set(columnHeaders(columns)).size).toBe(columns.length);
  });
});

describe("exportValues", () => {
  const created = new Date("2026-11-23T10:30:00.000Z");
  const columns: RecordColumn[] = [
    { field: "name", header: "Name", kind: "text" },
    { field: "budget", header: "Budget", kind: "number" },
    { field: "createdAt", header: "Created", kind: "date" },
    { field: "locations", header: "Preferred Locations", kind: "list" },
    { field: "photos", header: "Photos", kind: "list" },
    { field: "isHot", header: "Hot", kind: "boolean" },
  ];

  it.each<[string, Record<string, unknown>, unknown[]]>([
    [
      "typed values",
      {
        name: "Priya",
        budget: 7_500_000,
        createdAt: created,
        locations: ["Andheri", "Bandra West"],
        photos: [{ name: "front.jpg", url: "/api/files/a.jpg", type: "image/jpeg" }],
        isHot: true,
      },
      ["Priya", 7_500_000, created, "Andheri; Bandra West", "/api/files/a.jpg", "Yes"],
    ],
    [
      "JSON dates and numeric text",
      { name: "", budget: "1200.5", createdAt: created.toISOString(), locations: [], photos: [] },
      ["", 1200.5, created, "", "", null],
    ],
    ["missing values as null", {}, [null, null, null, null, null, null]],
  ])("gives %s", (_, record, expected) => {
    expect(exportValues(record, columns)).toEqual(expected);
  });
});

describe("csvCellOf", () => {
  const inIndia = (instant: Date) => formatInstant(instant, "Asia/Kolkata", "IN");
  it.each([
    [new Date("2026-11-23T10:30:00.000Z"), "23 Nov 2026, 4:00 PM"],
    [42, 42],
    ["text", "text"],
    [null, null],
  ])("writes %j as %j", (value, expected) => {
    expect(csvCellOf(value, inIndia)).toBe(expected);
  });
});

describe("joinList and splitList", () => {
  it.each([
    [["Andheri"], "Andheri"],
    [["Andheri, Mumbai", "Powai"], "Andheri, Mumbai; Powai"],
    [[], ""],
  ])("join %j as %j and split it back", (items, text) => {
    expect(joinList(items)).toBe(text);
    expect(splitList(text)).toEqual(items);
  });

  it("splits loose spacing and drops blanks", () => {
    expect(splitList(" Andheri ;; Powai;")).toEqual(["Andheri", "Powai"]);
  });
});
