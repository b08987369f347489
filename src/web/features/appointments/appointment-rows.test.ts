import type { Appointment } from "@shared/schemas/appointment";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { describe, expect, it } from "vitest";
import { filterAppointments, withParticipants } from "./appointment-rows";

const CLIENT = { id: "c1", name: "Ravi Kumar" } as Client;
const PROPERTY = { id: "p1", title: "Sea View Flat" } as Property;

function appointment(fields: Partial<Appointment>): Appointment {
  return {
    id: "a",
    title: "Visit",
    date: "2026-03-05",
    time: "10:00",
    location: "Bandra",
    clientId: null,
    propertyId: null,
    process: "Property Visit",
    notes: "",
    status: "scheduled",
    createdAt: "",
    updatedAt: "",
    ...fields,
  };
}

const rows = withParticipants(
  [
    appointment({ id: "a1", clientId: "c1", propertyId: "p1" }),
    appointment({ id: "a2", title: "Call", location: "Pune", notes: "Bring the KEYS" }),
    appointment({ id: "a3", title: "Deal", status: "completed", clientId: "gone" }),
  ],
  [CLIENT],
  [PROPERTY],
);

describe("withParticipants", () => {
  it("links the client and property it finds, and nothing for an unknown or missing id", () => {
    expect(rows.map((row) => [row.client?.name, row.property?.title])).toEqual([
      ["Ravi Kumar", "Sea View Flat"],
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });
});

describe("filterAppointments", () => {
  it.each([
    ["", "all", ["a1", "a2", "a3"]],
    ["ravi", "all", ["a1"]],
    ["SEA VIEW", "all", ["a1"]],
    ["keys", "all", ["a2"]],
    ["pune", "all", ["a2"]],
    ["  deal ", "all", ["a3"]],
    ["", "completed", ["a3"]],
    ["deal", "scheduled", []],
  ] as const)("search %j with status %s finds %j", (search, status, ids) => {
    expect(filterAppointments(rows, search, status, "IN").map((row) => row.id)).toEqual(ids);
  });
});
