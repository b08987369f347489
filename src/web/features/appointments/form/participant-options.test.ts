import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { describe, expect, test } from "vitest";
import { NO_PROPERTY, type Participants } from "./appointment-form-values";
import {
  clientMatcher,
  clientOptions,
  propertyMatcher,
  propertyOptions,
} from "./participant-options";

const clients = [
  { id: "c1", name: "Ravi Kumar", phone: "+919845012345" },
  { id: "c2", name: "Anita Shah", phone: "+919876543210" },
] as Client[];
const properties = [
  { id: "p1", title: "Sea View Flat", location: "Bandra West" },
  { id: "p2", title: "Corner Shop", location: "Pune" },
] as Property[];
const participants: Participants = {
  clients: new Map(clients.map((client) => [client.id, client])),
  properties: new Map(properties.map((property) => [property.id, property])),
};

describe("clientOptions and propertyOptions", () => {
  test("list the records by name, properties after 'None'", () => {
    expect(clientOptions(participants).map((option) => option.label)).toEqual([
      "Anita Shah",
      "Ravi Kumar",
    ]);
    expect(propertyOptions(participants).map((option) => option.value)).toEqual([
      NO_PROPERTY,
      "p2",
      "p1",
    ]);
  });
});

describe("clientMatcher", () => {
  const matches = clientMatcher(participants, "IN");
  const found = (query: string) =>
    clientOptions(participants)
      .filter((option) => matches(option, query))
      .map((option) => option.value);

  test.each([
    ["ravi", ["c1"]],
    ["SHAH", ["c2"]],
    ["98450 12", ["c1"]],
    ["+91 98450-12345", ["c1"]],
    ["098765", ["c2"]],
    ["98", []],
    ["Priya", []],
  ])("%j finds %j", (query, expected) => {
    expect(found(query)).toEqual(expected);
  });
});

describe("propertyMatcher", () => {
  const matches = propertyMatcher(participants);
  const found = (query: string) =>
    propertyOptions(participants)
      .filter((option) => matches(option, query))
      .map((option) => option.value);

  test.each([
    ["sea", ["p1"]],
    ["bandra", ["p1"]],
    ["pune", ["p2"]],
    ["none", [NO_PROPERTY]],
    ["villa", []],
  ])("%j finds %j", (query, expected) => {
    expect(found(query)).toEqual(expected);
  });
});
