import { describe, expect, test } from "vitest";
import { appointmentReminderText, followUpsText } from "./notification-texts";

describe("an appointment's reminder text", () => {
  test.each([
    [
      {
        process: "Property Visit",
        time: "16:30",
        clientName: "Meera Kapoor",
        propertyTitle: "Sea Breeze 3BHK",
      },
      "Property Visit with Meera Kapoor at 4:30 PM — Sea Breeze 3BHK",
    ],
    [
      { process: "Follow up call", time: "09:05", clientName: "Ravi Kumar" },
      "Follow up call with Ravi Kumar at 9:05 AM",
    ],
    [
      { process: "Property Visit", time: "12:00", clientName: null, propertyTitle: "Palm Grove" },
      "Property Visit at 12:00 PM — Palm Grove",
    ],
    [
      { process: "Initial Consultation", time: "00:15", clientName: " ", propertyTitle: "" },
      "Initial Consultation at 12:15 AM",
    ],
  ])("%o: %s", (appointment, text) => {
    expect(appointmentReminderText(appointment)).toBe(text);
  });
});

describe("the follow-ups due text", () => {
  test.each([
    [[], null],
    [["Meera Kapoor"], "1 client to follow up: Meera Kapoor"],
    [["Meera Kapoor", "Ravi Kumar"], "2 clients to follow up: Meera Kapoor and Ravi Kumar"],
    [
      ["Meera Kapoor", "Ravi Kumar", "Asha Rao"],
      "3 clients to follow up: Meera Kapoor, Ravi Kumar and Asha Rao",
    ],
    [
      ["Meera Kapoor", "Ravi Kumar", "Asha Rao", "Dev Shah", "Neha Iyer"],
      "5 clients to follow up: Meera Kapoor, Ravi Kumar and 3 more",
    ],
  ])("%o: %s", (names, text) => {
    expect(followUpsText(names)).toBe(text);
  });

  test("counts the clients beyond the names it was given", () => {
    expect(followUpsText(["Meera Kapoor", "Ravi Kumar"], 12)).toBe(
      "12 clients to follow up: Meera Kapoor, Ravi Kumar and 10 more",
    );
  });
});
