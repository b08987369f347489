/**
 * Clients as vCard 3.0 (RFC 2426), the version both Android and iOS contacts open: CRLF line
 * ends, text values escaped and lines folded at 75 octets (RFC 2425 section 5.8.1).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { EMPTY_VALUE, formatPrice, type Settings } from "./format";

/** The client fields a contact card holds, as the form or the database gives them. */
export type VcardClient = {
  title: string;
  name: string;
  phone: string;
  email: string;
  status: string;
  purpose: string;
  interest: string;
  budget: number | null;
  locations: readonly string[];
  propertyTypes: readonly string[];
  notes: string;
};

const MAX_LINE_OCTETS = 75;

/** One vCard per client, one after another, as a contacts app imports a whole address book. */
export function toVcards(clients: readonly VcardClient[], settings: Settings): string {
  return clients.map((client) => toVcard(client, settings)).join("");
}

export function toVcard(client: VcardClient, settings: Settings): string {
  const name = client.name.trim();
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${structuredName(name, client.title)}`,
    `FN:${escapeText(`${client.title} ${name}`.trim())}`,
    `TEL;TYPE=CELL:${escapeText(toE164(client.phone, settings))}`,
    client.email && `EMAIL;TYPE=INTERNET:${escapeText(client.email)}`,
    `NOTE:${escapeText(noteOf(client, settings))}`,
    "END:VCARD",
  ];
  return lines
    .filter((line) => line !== "")
    .map((line) => `${foldLine(line)}\r\n`)
    .join("");
}

/** 'Mr. Ravi Kumar' → 'Mr. Ravi Kumar.vcf', without characters a file system refuses. */
export function vcardFileName(client: Pick<VcardClient, "title" | "name">): string {
  const name = `${client.title} ${client.name}`.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]/gu, "").trim();
  return `${name || "contact"}.vcf`;
}

/** Backslash, comma, semicolon and line breaks escaped as RFC 2426 section 4 asks. */
export function escapeText(text: string): string {
  return text.replace(/[\\,;]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Lines of at most 75 octets, continued after CRLF and a space, never inside a character nor
 * inside an escape such as `\,` (which some contacts apps read before unfolding).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const [char] of line.matchAll(/\\.|./gsu)) {
    const size = utf8Length(char);
    // Every continuation line starts with a space, which counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

function utf8Length(text: string): number {
  let octets = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    octets += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return octets;
}

/** 'Ravi Kumar' → family 'Kumar', given 'Ravi'; one word is the given name. */
function structuredName(name: string, title: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const family = words.length > 1 ? (words.pop() ?? "") : "";
  return [family, words.join(" "), "", title, ""].map(escapeText).join(";");
}

/** The number as E.164 when it reads as one for the agent's country, else as the agent typed it. */
function toE164(phone: string, settings: Settings): string {
  const parsed = parsePhoneNumberFromString(phone, settings.country);
  return parsed?.isValid() ? parsed.number : phone.trim();
}

function noteOf(client: VcardClient, settings: Settings): string {
  const lines = [
    `Budget: ${formatPrice(client.budget, settings)}`,
    `Purpose: ${client.purpose.replaceAll("-", " ")}`,
    `Preferred locations: ${listOrEmpty(client.locations)}`,
    `Property types: ${listOrEmpty(client.propertyTypes)}`,
    `Status: ${client.status}, ${client.interest} interest`,
  ];
  const notes = client.notes.trim();
  return [...lines, ...(notes ? ["", notes] : [])].join("\n");
}

function listOrEmpty(items: readonly string[]): string {
  return items.length > 0 ? items.join(", ") : EMPTY_VALUE;
}
