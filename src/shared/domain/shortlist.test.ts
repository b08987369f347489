import { describe, expect, test } from "vitest";
import {
  clientAnswerText,
  shortlistLink,
  shortlistMessage,
  shortlistQuestionMessage,
  shortlistTitle,
} from "./shortlist";

const TOKEN = "abcdefghijklmnopqrstuvwxyz012-_9";

describe("the client's shortlist page", () => {
  test("its address and the messages that carry it", () => {
    const link = shortlistLink("https://crm.example.com/", TOKEN);
    expect(link).toBe(`https://crm.example.com/s/${TOKEN}`);
    expect(shortlistMessage("Hi Ravi!", link)).toBe(
      `Hi Ravi! Here are homes I picked for you: ${link}`,
    );
    expect(shortlistMessage("", link)).toBe(`Here are homes I picked for you: ${link}`);
    expect(shortlistQuestionMessage(link)).toBe(
      `Hi, I have a question about the homes you picked for me: ${link}`,
    );
  });

  test.each([
    ["Meera Kapoor", "Asha Verma", "Homes picked for Meera Kapoor by Asha Verma"],
    ["Meera Kapoor", "", "Homes picked for Meera Kapoor"],
  ])("the preview title for %j by %j", (client, agent, expected) => {
    expect(shortlistTitle(client, agent)).toBe(expected);
  });

  test.each([
    ["interested", "", "Meera Kapoor: Interested in Sea Breeze 3BHK"],
    ["not-for-me", "", "Meera Kapoor: Not for me — Sea Breeze 3BHK"],
    ["not-for-me", "too far", "Meera Kapoor: Not for me — Sea Breeze 3BHK (too far)"],
  ] as const)("the timeline says the answer %s (%j)", (answer, reason, expected) => {
    expect(clientAnswerText("Meera Kapoor", answer, "Sea Breeze 3BHK", reason)).toBe(expected);
  });
});
