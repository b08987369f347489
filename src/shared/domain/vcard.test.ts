import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, settingsForCountry } from "./format";
import { escapeText, foldLine, toVcard, toVcards, type VcardClient, vcardFileName } from "./vcard";

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (text: string) => text.replace(/\r\n /g, "");

const priya: VcardClient = {
  title: "Miss",
  name: "Priya Sharma",
  phone: "98765 43210",
  email: "priya@example.com",
  status: "active",
  purpose: "to-buy",
  interest: "high",
  budget: 7_500_000,
  locations: ["Andheri", "Bandra West"],
  propertyTypes: ["Apartment / Flat"],
  notes: "",
};

describe("toVcard", () => {
  it("writes a whole vCard 3.0 with CRLF line ends", () => {
    expect(toVcard(priya, DEFAULT_SETTINGS)).toBe(
      [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "N:Sharma;Priya;;Miss;",
        "FN:Miss Priya Sharma",
        "TEL;TYPE=CELL:+919876543210",
        "EMAIL;TYPE=INTERNET:priya@example.com",
        "NOTE:Budget: ₹75\\,00\\,000\\nPurpose: to buy\\nPreferred locations: Andheri",
        " \\, Bandra West\\nProperty types: Apartment / Flat\\nStatus: active\\, high in",
        " terest",
        "END:VCARD",
        "",
      ].join("\r\n"),
    );
  });

  it.each<[string, Partial<VcardClient>, string, string]>([
    ["a one-word name as the given name", { name: "Ravi" }, "N:", "N:;Ravi;;Miss;"],
    ["a three-word name", { name: "Anil Kumar Rao" }, "N:", "N:Rao;Anil Kumar;;Miss;"],
    ["escaped name parts", { name: "Rao; Jr, A\\B" }, "FN:", "FN:Miss Rao\\; Jr\\, A\\\\B"],
    [
      "a number already in E.164",
      { phone: "+1 (415) 555-0100" },
      "TEL",
      "TEL;TYPE=CELL:+14155550100",
    ],
    ["a number that reads as none as typed", { phone: "12345" }, "TEL", "TEL;TYPE=CELL:12345"],
    ["no budget", { budget: null }, "NOTE", "NOTE:Budget: —\\n"],
  ])("writes %s", (_, change, prefix, expected) => {
    const line = unfold(toVcard({ ...priya, ...change }, DEFAULT_SETTINGS))
      .split("\r\n")
      .find((candidate) => candidate.startsWith(prefix));
    expect(line?.startsWith(expected)).toBe(true);
  });

  it("leaves out an empty e-mail", () => {
    expect(toVcard({ ...priya, email: "" }, DEFAULT_SETTINGS)).not.toContain("EMAIL");
  });

  it("reads phones with the agent's country and formats the budget their way", () => {
    const card = unfold(toVcard({ ...priya, phone: "(415) 555-0100" }, settingsForCountry("US")));
    expect(card).toContain("TEL;TYPE=CELL:+14155550100");
    expect(card).toContain("Budget: $7\\,500\\,000");
  });

  it("ends the note with the agent's notes on lines of their own", () => {
    const card = unfold(
      toVcard({ ...priya, notes: "Call after 6pm\nVegetarian" }, DEFAULT_SETTINGS),
    );
    expect(card).toContain("high interest\\n\\nCall after 6pm\\nVegetarian\r\n");
  });

  it("keeps every line within 75 octets, Devanagari included", () => {
    const card = toVcard(
      { ...priya, name: "प्रिया शर्मा", notes: "मकान ".repeat(60) },
      DEFAULT_SETTINGS,
    );
    for (const line of card.split("\r\n")) {
      expect(octets(line)).toBeLessThanOrEqual(75);
    }
    expect(unfold(card)).toContain(`\\n\\n${"मकान ".repeat(59)}मकान\r\n`);
  });
});

describe("toVcards", () => {
  it("writes one card per client", () => {
    const file = toVcards([priya, { ...priya, name: "Ravi Kumar" }], DEFAULT_SETTINGS);
    expect(file.match(/BEGIN:VCARD\r\n/g)).toHaveLength(2);
    expect(file.match(/END:VCARD\r\n/g)).toHaveLength(2);
  });
});

describe("escapeText", () => {
  it.each([
    ["plain", "plain"],
    ["a,b;c\\d", "a\\,b\\;c\\\\d"],
    ["one\ntwo\r\nthree\rfour", "one\\ntwo\\nthree\\nfour"],
  ])("escapes %j as %j", (text, expected) => {
    expect(escapeText(text)).toBe(expected);
  });
});

describe("foldLine", () => {
  it.each([
    ["a short line", "NOTE:short", ["NOTE:short"]],
    ["exactly 75 octets", "x".repeat(75), ["x".repeat(75)]],
    ["76 octets", "x".repeat(76), ["x".repeat(75), " x"]],
    [
      "continuations of 74 octets and the space",
      "x".repeat(75 + 74 + 1),
      ["x".repeat(75), ` ${"x".repeat(74)}`, " x"],
    ],
    ["never inside a 3-octet character", `${"x".repeat(74)}म`, ["x".repeat(74), " म"]],
    ["never inside an escape", `${"x".repeat(74)}\\,`, ["x".repeat(74), " \\,"]],
  ])("folds %s", (_, line, expected) => {
    expect(foldLine(line).split("\r\n")).toEqual(expected);
  });
});

describe("vcardFileName", () => {
  it.each([
    [{ title: "Mr.", name: "Ravi Kumar" }, "Mr. Ravi Kumar.vcf"],
    [{ title: "Mrs.", name: 'A/B: "C"' }, "Mrs. AB C.vcf"],
    [{ title: "Miss", name: "प्रिया" }, "Miss प्रिया.vcf"],
    [{ title: "", name: "///" }, "contact.vcf"],
  ] as const)("names %j %j", (client, expected) => {
    expect(vcardFileName(client)).toBe(expected);
  });
});
