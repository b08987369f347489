/**
 * Reads the contacts of a .vcf file as Android, iOS, Google Contacts and Outlook write them:
 * vCard 2.1, 3.0 and 4.0, folded lines, quoted-printable text in any charset, several phones
 * (the mobile wins), N and FN. Photos and everything else a client has no field for are skipped.
 */

export type VCardContact = {
  title: string;
  name: string;
  phone: string;
  email: string;
  locations: string[];
  notes: string;
};

/** The columns readVCards' contacts fill, as a spreadsheet would name them. */
export const VCARD_HEADERS = ["Title", "Name", "Phone", "E-mail", "Locations", "Notes"] as const;

export function readVCards(text: string): VCardContact[] {
  const contacts: VCardContact[] = [];
  let lines: ContentLine[] | null = null;
  for (const line of unfold(text)) {
    const parsed = parseLine(line);
    if (!parsed) {
      continue;
    }
    if (parsed.name === "BEGIN" && parsed.value.toUpperCase() === "VCARD") {
      lines = [];
    } else if (parsed.name === "END" && lines) {
      contacts.push(toContact(lines));
      lines = null;
    } else {
      lines?.push(parsed);
    }
  }
  return contacts;
}

/** A contact as a row under VCARD_HEADERS. */
export function vCardRow(contact: VCardContact): string[] {
  const { title, name, phone, email, locations, notes } = contact;
  return [title, name, phone, email, locations.join("; "), notes];
}

type ContentLine = { name: string; params: Map<string, string[]>; value: string };

const TITLES = new Map([
  ["mr", "Mr."],
  ["mrs", "Mrs."],
  ["miss", "Miss"],
  ["ms", "Miss"],
]);

function toContact(lines: ContentLine[]): VCardContact {
  const first = (name: string) => lines.find((line) => line.name === name);
  const [family = "", given = "", middle = "", prefix = ""] = splitValue(first("N")?.value ?? "");
  const fromParts = [given, middle, family].filter(Boolean).join(" ");
  const phones = lines.filter((line) => line.name === "TEL");
  const phone = phones.find(isMobile) ?? phones.find(isPreferred) ?? phones[0];
  const emails = lines.filter((line) => line.name === "EMAIL");
  const city = splitValue(first("ADR")?.value ?? "")[3] ?? "";
  return {
    title: TITLES.get(prefix.toLowerCase().replace(/\.$/, "")) ?? "",
    name: unescapeText(first("FN")?.value ?? "").trim() || fromParts.trim(),
    phone: unescapeText(phone?.value ?? "").replace(/^tel:/i, ""),
    email: unescapeText((emails.find(isPreferred) ?? emails[0])?.value ?? ""),
    locations: city ? [city] : [],
    notes: unescapeText(first("NOTE")?.value ?? ""),
  };
}

function isMobile(line: ContentLine): boolean {
  return types(line).some((type) => ["cell", "mobile", "iphone"].includes(type));
}

function isPreferred(line: ContentLine): boolean {
  return types(line).includes("pref") || line.params.has("PREF");
}

/** 3.0/4.0 say TYPE=cell,voice or TYPE="cell,voice"; 2.1 says just CELL. */
function types(line: ContentLine): string[] {
  return [...(line.params.get("TYPE") ?? []), ...(line.params.get("") ?? [])]
    .flatMap((type) => type.split(","))
    .map((type) => type.toLowerCase());
}

/** Joins folded lines: a line starting with a space or tab continues the one before, and so does a quoted-printable line ending in '='. */
function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const previous = lines.at(-1);
    if (previous !== undefined && /^[ \t]/.test(line)) {
      lines[lines.length - 1] = previous + line.slice(1);
    } else if (previous !== undefined && isQuotedPrintable(previous) && previous.endsWith("=")) {
      lines[lines.length - 1] = previous.slice(0, -1) + line;
    } else {
      lines.push(line);
    }
  }
  return lines;
}

function isQuotedPrintable(line: string): boolean {
  const head = line.slice(0, line.indexOf(":"));
  return /(^|;)(ENCODING=)?QUOTED-PRINTABLE(;|$)/i.test(head);
}

function parseLine(line: string): ContentLine | null {
  const colon = indexOutsideQuotes(line, ":");
  if (colon < 0) {
    return null;
  }
  const [nameWithGroup = "", ...rawParams] = line.slice(0, colon).split(";");
  const params = new Map<string, string[]>();
  for (const param of rawParams) {
    const equals = param.indexOf("=");
    const key = equals < 0 ? "" : param.slice(0, equals).toUpperCase();
    const value = (equals < 0 ? param : param.slice(equals + 1)).replace(/^"|"$/g, "");
    params.set(key, [...(params.get(key) ?? []), value]);
  }
  const name = (nameWithGroup.split(".").at(-1) ?? "").toUpperCase();
  let value = line.slice(colon + 1);
  const encoding = [...(params.get("ENCODING") ?? []), ...(params.get("") ?? [])];
  if (encoding.some((item) => item.toUpperCase() === "QUOTED-PRINTABLE")) {
    value = decodeQuotedPrintable(value, params.get("CHARSET")?.[0] ?? "utf-8");
  }
  return { name, params, value };
}

function indexOutsideQuotes(line: string, character: string): number {
  let isQuoted = false;
  for (let index = 0; index < line.length; index++) {
    if (line[index] === '"') {
      isQuoted = !isQuoted;
    } else if (line[index] === character && !isQuoted) {
      return index;
    }
  }
  return -1;
}

function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index++) {
    const hex = value.slice(index + 1, index + 3);
    if (value[index] === "=" && /^[\da-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(value.charCodeAt(index) & 0xff);
    }
  }
  try {
    return new TextDecoder(charset).decode(new Uint8Array(bytes));
  } catch {
    return new TextDecoder().decode(new Uint8Array(bytes));
  }
}

/** The components of a structured value (N, ADR), split on unescaped semicolons. */
function splitValue(value: string): string[] {
  return value.split(/(?<!\\);/).map(unescapeText);
}

function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, character: string) =>
    character.toLowerCase() === "n" ? "\n" : character,
  );
}
