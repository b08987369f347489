import { describe, expect, test } from "vitest";
import { appointmentInputSchema, appointmentUpdateSchema } from "./appointment";

const clientId = "0b9f6c4e-8f6a-4d2e-9a51-3c1d2b7e4f10";
const propertyId = "5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d";
const minimal = {
  title: "Ravi - Property Visit",
  date: "2024-06-15",
  time: "10:30",
  location: "Bandra West",
  clientId,
  process: "Property Visit",
};
const issuesOf = (input: unknown) =>
  appointmentInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]) ??
  [];

describe("appointmentInputSchema", () => {
  test("fills the defaults", () => {
    expect(appointmentInputSchema.parse(minimal)).toEqual({
      ...minimal,
      propertyId: null,
      notes: "",
      status: "scheduled",
    });
  });

  test("an unselected property ('') is null; a chosen one is kept", () => {
    expect(appointmentInputSchema.parse({ ...minimal, propertyId: "" }).propertyId).toBeNull();
    expect(appointmentInputSchema.parse({ ...minimal, propertyId }).propertyId).toBe(propertyId);
  });

  test("accepts ids from crypto.randomUUID()", () => {
    const id = crypto.randomUUID();
    expect(appointmentInputSchema.parse({ ...minimal, clientId: id }).clientId).toBe(id);
  });

  test.each<[string, Record<string, unknown>, [string, string][]]>([
    [
      "every labelled field missing",
      {},
      [
        ["title", "Title is required"],
        ["date", "Date is required"],
        ["time", "Time is required"],
        ["location", "Location is required"],
        ["clientId", "Client is required"],
        ["process", "Process is required"],
      ],
    ],
    ["empty client", { ...minimal, clientId: "" }, [["clientId", "Client is required"]]],
    ["bad client id", { ...minimal, clientId: "42" }, [["clientId", "Choose a valid client"]]],
    [
      "bad property id",
      { ...minimal, propertyId: "x" },
      [["propertyId", "Choose a valid property"]],
    ],
    ["empty process", { ...minimal, process: "" }, [["process", "Process is required"]]],
    ["unknown process", { ...minimal, process: "Lunch" }, [["process", "Choose a valid process"]]],
    ["unknown status", { ...minimal, status: "cancelled" }, [["status", "Choose a valid status"]]],
    ["empty date", { ...minimal, date: "" }, [["date", "Date is required"]]],
    [
      "29 February of a common year",
      { ...minimal, date: "2023-02-29" },
      [["date", "Enter a valid date (YYYY-MM-DD)"]],
    ],
    [
      "day-first date",
      { ...minimal, date: "15-06-2024" },
      [["date", "Enter a valid date (YYYY-MM-DD)"]],
    ],
    ["empty time", { ...minimal, time: "" }, [["time", "Time is required"]]],
    ["24:00", { ...minimal, time: "24:00" }, [["time", "Enter a valid time (HH:MM)"]]],
    [
      "time with seconds",
      { ...minimal, time: "10:30:00" },
      [["time", "Enter a valid time (HH:MM)"]],
    ],
    ["blank location", { ...minimal, location: " " }, [["location", "Location is required"]]],
  ])("rejects %s", (_name, input, expected) => {
    expect(issuesOf(input)).toEqual(expected);
  });

  test.each(["00:00", "23:59", "09:05"])("accepts the time %s", (time) => {
    expect(issuesOf({ ...minimal, time })).toEqual([]);
  });

  test("accepts 29 February of a leap year", () => {
    expect(issuesOf({ ...minimal, date: "2024-02-29" })).toEqual([]);
  });
});

describe("appointmentUpdateSchema", () => {
  test("returns only the fields sent, without defaults", () => {
    expect(appointmentUpdateSchema.parse({})).toEqual({});
    expect(appointmentUpdateSchema.parse({ status: "completed" })).toEqual({ status: "completed" });
    expect(appointmentUpdateSchema.parse({ propertyId: "" })).toEqual({ propertyId: null });
  });

  test("validates what is sent", () => {
    expect(appointmentUpdateSchema.safeParse({ date: "2024-13-01" }).success).toBe(false);
    expect(appointmentUpdateSchema.safeParse({ clientId: "" }).success).toBe(false);
  });
});
