import { describe, expect, test } from "vitest";
import {
  eventDescription,
  feedUrl,
  googleSubscribeLink,
  icsFileName,
  isConfirmed,
  webcalUrl,
} from "./calendar-feed";

const TOKEN = "abcDEF123_-abcDEF123_-abcDEF123_";

describe("the feed's addresses", () => {
  test.each([
    ["https://crm.example.com", `https://crm.example.com/api/calendar/${TOKEN}.ics`],
    ["https://crm.example.com/", `https://crm.example.com/api/calendar/${TOKEN}.ics`],
    ["http://localhost:3000", `http://localhost:3000/api/calendar/${TOKEN}.ics`],
  ])("feedUrl(%s)", (origin, expected) => {
    expect(feedUrl(origin, TOKEN)).toBe(expected);
  });

  test.each([
    ["https://crm.example.com/api/calendar/x.ics", "webcal://crm.example.com/api/calendar/x.ics"],
    ["http://localhost:3000/api/calendar/x.ics", "webcal://localhost:3000/api/calendar/x.ics"],
  ])("webcalUrl(%s)", (url, expected) => {
    expect(webcalUrl(url)).toBe(expected);
  });

  test("Google's subscription link carries the webcal address, encoded", () => {
    expect(googleSubscribeLink("https://crm.example.com/api/calendar/x.ics")).toBe(
      "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fcrm.example.com%2Fapi%2Fcalendar%2Fx.ics",
    );
  });
});

describe("icsFileName", () => {
  test.each([
    ["Site visit: Tower B", "site-visit-tower-b.ics"],
    ["Café — Ravi's 2 BHK", "cafe-ravi-s-2-bhk.ics"],
    ["विज़िट", "appointment.ics"],
    ["a".repeat(80), `${"a".repeat(60)}.ics`],
  ])("%s → %s", (title, expected) => {
    expect(icsFileName(title)).toBe(expected);
  });
});

describe("eventDescription", () => {
  const base = {
    process: "Property Visit",
    status: "scheduled",
    notes: "",
    client: null,
    property: null,
  };

  test.each([
    [base, "Process: Property Visit"],
    [{ ...base, status: "missed" }, "Process: Property Visit\nStatus: missed"],
    [
      { ...base, status: "completed", notes: "  Keys returned\n" },
      "Process: Property Visit\nStatus: completed\n\nKeys returned",
    ],
    [{ ...base, client: { name: "Ravi", phone: " " } }, "Process: Property Visit\nClient: Ravi"],
    [
      {
        ...base,
        client: { name: "Ravi", phone: "+91 98200 11111" },
        property: { id: "p1", title: "Sea View" },
      },
      "Process: Property Visit\nClient: Ravi, +91 98200 11111\nProperty: Sea View https://crm.example.com/properties/p1",
    ],
  ])("%j", (details, expected) => {
    expect(eventDescription(details, "https://crm.example.com/")).toBe(expected);
  });
});

test.each([
  ["scheduled", true],
  ["rescheduled", true],
  ["missed", false],
  ["completed", false],
])("isConfirmed(%s) is %s", (status, expected) => {
  expect(isConfirmed(status)).toBe(expected);
});
