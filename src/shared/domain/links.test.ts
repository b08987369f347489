import { describe, expect, test } from "vitest";
import {
  appointmentClientText,
  appointmentOwnerText,
  appointmentWhatsAppText,
  EMAIL_SUBJECT,
  emailGreetingBody,
  googleCalendarLink,
  greetingText,
  hasPhone,
  mailtoLink,
  NO_CLIENT_EMAIL,
  NO_CLIENT_PHONE,
  NO_OWNER_PHONE,
  noPhoneFor,
  telLink,
  whatsAppLink,
} from "./links";

describe("phone links", () => {
  test.each([
    ["+91 98765 43210", "tel:+919876543210"],
    ["(555) 123-4567", "tel:5551234567"],
    [" +1-555-123-4567 ", "tel:+15551234567"],
  ])("telLink(%j) is %s", (phone, link) => {
    expect(telLink(phone)).toBe(link);
  });

  test.each([
    ["+91 98765 43210", "Hi Ravi!", "https://wa.me/919876543210?text=Hi%20Ravi!"],
    ["+1 (555) 123-4567", "a&b=c?", "https://wa.me/15551234567?text=a%26b%3Dc%3F"],
    ["9876543210", "", "https://wa.me/9876543210?text="],
  ])("whatsAppLink(%j, %j)", (phone, text, link) => {
    expect(whatsAppLink(phone, text)).toBe(link);
  });

  test.each([
    ["+91", false],
    [" +91 ", false],
    ["", false],
    [null, false],
    [undefined, false],
    ["+91 9", true],
    ["9876543210", true],
    ["+1 555", true],
    ["+9", true],
  ])("hasPhone(%j) is %s", (phone, expected) => {
    expect(hasPhone(phone)).toBe(expected);
  });
});

test("mailtoLink encodes subject and body and keeps the address readable", () => {
  expect(mailtoLink(" ravi@example.com ", EMAIL_SUBJECT, "Hi Ravi,\n\nThanks & bye")).toBe(
    "mailto:ravi@example.com?subject=Property%20Update&body=Hi%20Ravi%2C%0A%0AThanks%20%26%20bye",
  );
});

describe("texts", () => {
  test("appointment chat text is SPEC.md's", () => {
    expect(appointmentWhatsAppText("Ravi", "Ravi - Property Visit")).toBe(
      "Hi Ravi! This is regarding our appointment: Ravi - Property Visit",
    );
  });

  const visit = { title: "Ravi - Property Visit", date: "2026-11-28", time: "16:30" };

  test.each([
    [
      "IN",
      "Ravi",
      visit,
      "Hi Ravi! This is regarding our appointment: Ravi - Property Visit on Sat, 28 Nov 2026 at 4:30 PM.",
    ],
    [
      "US",
      " Ravi ",
      { ...visit, time: "09:05" },
      "Hi Ravi! This is regarding our appointment: Ravi - Property Visit on Sat, Nov 28, 2026 at 9:05 AM.",
    ],
  ] as const)(
    "to the client (%s): SPEC.md's text, then the date and time",
    (country, name, appointment, text) => {
      expect(appointmentClientText(name, appointment, country)).toBe(text);
    },
  );

  test.each([
    [
      "IN",
      "Suresh",
      "Corner Plot",
      "Hi Suresh! This is regarding the visit to Corner Plot on Sat, 28 Nov 2026 at 4:30 PM.",
    ],
    [
      "GB",
      " Suresh ",
      " Corner Plot ",
      "Hi Suresh! This is regarding the visit to Corner Plot on Sat, 28 Nov 2026 at 4:30 PM.",
    ],
    [
      "US",
      "",
      "Corner Plot",
      "Hi! This is regarding the visit to Corner Plot on Sat, Nov 28, 2026 at 4:30 PM.",
    ],
  ] as const)(
    "to the owner (%s %j): the property and when, never the client",
    (country, owner, title, text) => {
      const shown = appointmentOwnerText(owner, title, visit, country);
      expect(shown).toBe(text);
      expect(shown).not.toContain("Ravi");
    },
  );

  test.each([
    ["Ravi", undefined, "Hi Ravi!"],
    [" Ravi ", "Sea View Flat", "Hi Ravi! This is regarding Sea View Flat."],
    ["", " ", "Hi!"],
  ])("greetingText(%j, %j) is %j", (name, about, text) => {
    expect(greetingText(name, about)).toBe(text);
  });

  test.each([
    ["Ravi", "Hi Ravi,\n\nI hope you are doing well.\n\n"],
    ["  ", "Hello,\n\nI hope you are doing well.\n\n"],
  ])("emailGreetingBody(%j)", (name, body) => {
    expect(emailGreetingBody(name)).toBe(body);
  });

  test("toasts are SPEC.md section 8's", () => {
    expect(EMAIL_SUBJECT).toBe("Property Update");
    expect(noPhoneFor("Ravi")).toBe("No phone number for Ravi");
    expect(NO_OWNER_PHONE).toEqual({
      title: "No phone number",
      description: "Owner's phone number is not available",
    });
    expect(NO_CLIENT_PHONE).toEqual({
      title: "No phone number",
      description: "Client's phone number is not available",
    });
    expect(NO_CLIENT_EMAIL).toEqual({
      title: "No email address",
      description: "Client's email address is not available",
    });
  });
});

describe("googleCalendarLink", () => {
  const visit = {
    title: "Ravi - Property Visit",
    date: "2024-06-15",
    time: "10:30",
    location: "Bandra West, Mumbai",
    notes: "Bring keys",
  };
  const base = "https://calendar.google.com/calendar/render?action=TEMPLATE";

  test("converts the agent's wall time in Asia/Kolkata to UTC, one hour long", () => {
    expect(googleCalendarLink(visit, "Asia/Kolkata")).toBe(
      `${base}&text=Ravi%20-%20Property%20Visit&dates=20240615T050000Z/20240615T060000Z` +
        "&location=Bandra%20West%2C%20Mumbai&details=Bring%20keys",
    );
  });

  test.each([
    ["2024-06-15", "10:30", "20240615T143000Z/20240615T153000Z"],
    ["2024-01-15", "10:30", "20240115T153000Z/20240115T163000Z"],
    ["2024-03-10", "02:30", "20240310T073000Z/20240310T083000Z"],
    ["2024-11-03", "01:30", "20241103T053000Z/20241103T063000Z"],
    ["2024-12-31", "23:30", "20250101T043000Z/20250101T053000Z"],
  ])("America/New_York %s %s → %s", (date, time, dates) => {
    const link = googleCalendarLink({ ...visit, date, time }, "America/New_York");
    expect(link).toContain(`&dates=${dates}&`);
  });

  test.each([[undefined], [null], [""], ["   "]])(
    "details fall back to 'Real Estate Appointment' for notes %j",
    (notes) => {
      expect(googleCalendarLink({ ...visit, notes }, "UTC")).toMatch(
        /&details=Real%20Estate%20Appointment$/,
      );
    },
  );

  test("a malformed date or zone gives no link", () => {
    expect(googleCalendarLink({ ...visit, date: "2024-02-30" }, "UTC")).toBeNull();
    expect(googleCalendarLink({ ...visit, time: "7pm" }, "UTC")).toBeNull();
    expect(googleCalendarLink(visit, "Mars/Olympus")).toBeNull();
  });
});
