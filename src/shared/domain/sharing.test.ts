import { describe, expect, test } from "vitest";
import {
  interestedMessage,
  isShareToken,
  matchesMessage,
  previewDescription,
  shareLink,
  shareMessage,
  viewsText,
} from "./sharing";

describe("share links and their messages", () => {
  test.each([
    ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", true],
    ["abcdefghijklmnopqrstuvwxyz012-_9", true],
    ["abcdefghijklmnopqrstuvwxyz012-_", false],
    ["abcdefghijklmnopqrstuvwxyz012-_99", false],
    ["abcdefghijklmnopqrstuvwxyz012/_9", false],
    ["", false],
  ])("isShareToken(%j) is %s", (token, expected) => {
    expect(isShareToken(token)).toBe(expected);
  });

  test("the link is the app's origin, /p/ and the token, with or without a trailing slash", () => {
    expect(shareLink("https://crm.example.com", "tok")).toBe("https://crm.example.com/p/tok");
    expect(shareLink("https://crm.example.com/", "tok")).toBe("https://crm.example.com/p/tok");
  });

  test("the messages say what the issue asks", () => {
    expect(shareMessage("Sea View Flat", "₹1,50,000", "https://x/p/t")).toBe(
      "Sea View Flat — ₹1,50,000\nhttps://x/p/t",
    );
    expect(interestedMessage("Sea View Flat", "https://x/p/t")).toBe(
      "Hi, I am interested in Sea View Flat: https://x/p/t",
    );
    expect(
      matchesMessage("Hi Ravi!", [
        { title: "A", price: "₹1", link: "https://x/p/a" },
        { title: "B", price: "—", link: "https://x/p/b" },
      ]),
    ).toBe("Hi Ravi!\nA — ₹1 — https://x/p/a\nB — — — https://x/p/b");
    expect(matchesMessage("", [{ title: "A", price: "₹1", link: "l" }])).toBe("A — ₹1 — l");
  });

  test.each([
    [0, null, "Not viewed yet"],
    [0, "1 Jan 2026", "Not viewed yet"],
    [1, "1 Jan 2026", "Viewed 1 time, last on 1 Jan 2026"],
    [12, "23 Nov 2026", "Viewed 12 times, last on 23 Nov 2026"],
  ])("viewsText(%i, %j) is %j", (count, date, expected) => {
    expect(viewsText(count, date)).toBe(expected);
  });

  test("the preview description joins price and location, leaving out a blank location", () => {
    expect(previewDescription("₹1,00,000", "Andheri, Mumbai")).toBe("₹1,00,000 · Andheri, Mumbai");
    expect(previewDescription("₹1,00,000", " ")).toBe("₹1,00,000");
  });
});
