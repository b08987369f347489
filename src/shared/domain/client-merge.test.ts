import type { Client } from "@shared/schemas/client";
import { describe, expect, test } from "vitest";
import {
  defaultPicks,
  defaultSide,
  earlierFollowUp,
  type FollowUpFields,
  joinedText,
  laterInstant,
  MERGE_FIELDS,
  mergedFields,
} from "./client-merge";

const base: Client = {
  id: "a",
  title: "Mr.",
  name: "Ravi Kumar",
  email: "",
  phone: "+919820011111",
  status: "active",
  purpose: "to-buy",
  interest: "medium",
  budget: null,
  locations: ["Bandra"],
  propertyTypes: ["Apartment / Flat"],
  notes: "Wants sea view",
  source: null,
  nextFollowUpDate: null,
  nextFollowUpTime: null,
  nextFollowUpNote: "",
  followUpCadence: "none",
  lastContactAt: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};
const other: Client = {
  ...base,
  id: "b",
  name: "Ravi K.",
  email: "ravi@mail.in",
  budget: 7_500_000,
  locations: ["bandra", "Juhu"],
  propertyTypes: ["Penthouse"],
  notes: "Call after 6",
};

test("the agent picks every field of the form but the lists, the notes and the follow-up", () => {
  expect(MERGE_FIELDS.map(({ field, way }) => `${field}:${way}`)).toEqual([
    "title:pick",
    "name:pick",
    "phone:pick",
    "email:pick",
    "status:pick",
    "purpose:pick",
    "interest:pick",
    "budget:pick",
    "locations:union",
    "propertyTypes:union",
    "notes:joined",
    "source:pick",
  ]);
});

test.each([
  ["Ravi", "Ravi K.", "survivor"],
  ["", "ravi@mail.in", "other"],
  ["  ", "x", "other"],
  [null, 7_500_000, "other"],
  [0, 7_500_000, "survivor"],
  ["", "", "survivor"],
  [null, null, "survivor"],
])("defaultSide(%j, %j) is %s", (mine, theirs, side) => {
  expect(defaultSide(mine, theirs)).toBe(side);
});

describe("mergedFields", () => {
  test("by default keeps the survivor's values and fills its empty ones", () => {
    expect(mergedFields(base, other, defaultPicks(base, other))).toEqual({
      title: "Mr.",
      name: "Ravi Kumar",
      phone: "+919820011111",
      email: "ravi@mail.in",
      status: "active",
      purpose: "to-buy",
      interest: "medium",
      budget: 7_500_000,
      locations: ["Bandra", "Juhu"],
      propertyTypes: ["Apartment / Flat", "Penthouse"],
      notes: "Wants sea view\n\nCall after 6",
      source: null,
    });
  });

  test("takes the other's value where the agent picked it", () => {
    expect(mergedFields(base, other, { name: "other", email: "survivor" })).toMatchObject({
      name: "Ravi K.",
      email: "",
    });
  });
});

test.each([
  ["a", "b", "a\n\nb"],
  [" a ", "", "a"],
  ["", "b", "b"],
  ["same", "same", "same"],
  ["", "", ""],
])("joinedText(%j, %j) is %j", (a, b, joined) => {
  expect(joinedText(a, b)).toBe(joined);
});

const followUp = (date: string | null, time: string | null, note = ""): FollowUpFields => ({
  nextFollowUpDate: date,
  nextFollowUpTime: time,
  nextFollowUpNote: note,
  followUpCadence: "none",
});

test.each([
  [followUp(null, null), followUp("2026-12-01", null, "b"), "b"],
  [followUp("2026-12-01", null, "a"), followUp(null, null), "a"],
  [followUp("2026-12-02", null, "a"), followUp("2026-12-01", "18:00", "b"), "b"],
  [followUp("2026-12-01", "09:00", "a"), followUp("2026-12-01", "18:00", "b"), "a"],
  [followUp("2026-12-01", null, "a"), followUp("2026-12-01", "09:00", "b"), "a"],
])("the earlier follow-up of %j and %j is %s's", (a, b, note) => {
  expect(earlierFollowUp(a, b).nextFollowUpNote).toBe(note);
});

test.each([
  [null, null, null],
  ["2026-11-01T10:00:00Z", null, "2026-11-01T10:00:00Z"],
  [null, "2026-11-01T10:00:00Z", "2026-11-01T10:00:00Z"],
  ["2026-11-01T10:00:00Z", "2026-11-02T10:00:00Z", "2026-11-02T10:00:00Z"],
  ["2026-11-03T10:00:00Z", "2026-11-02T10:00:00Z", "2026-11-03T10:00:00Z"],
])("laterInstant(%j, %j) is %j", (a, b, later) => {
  expect(laterInstant(a, b)).toBe(later);
});
