import { CLIENT_COLUMNS, PROPERTY_COLUMNS } from "@shared/domain/record-columns";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { beforeAll, describe, expect, test } from "vitest";
import { type Agent, serverWithAgents } from "../../../../tests/support/http-agent";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";

const context = serverWithAgents();
const today = new Date().toISOString().slice(0, 10);
const todayInIndia = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
  new Date(),
);
const BOM = [0xef, 0xbb, 0xbf];

const priya = {
  title: "Miss",
  name: 'Priya "PS" Sharma',
  phone: "98765 43210",
  email: "priya@example.com",
  status: "potential",
  purpose: "to-rent",
  interest: "high",
  budget: 7_500_000.5,
  locations: ["Andheri, Mumbai", "Powai"],
  propertyTypes: ["Apartment / Flat", "Penthouse"],
  notes: '=HYPERLINK("http://evil")\nSecond line; with ₹ and राम',
};
const villa = {
  title: "Sea view villa",
  description: "@admin, look",
  price: 12_000_000,
  mainType: "Residential Property",
  subType: "House / Villa",
  status: "pending",
  location: "Juhu",
  purpose: "rent",
  ownerName: "-Owner",
  ownerPhone: "+91 90000 00000",
  bedrooms: 4,
  bathrooms: 3,
  landSizeSqft: 2400,
  landSizeAcres: 0.06,
  builtUpArea: 2000,
  pricePerSqft: 5000,
  videoLinks: ["https://youtu.be/dQw4w9WgXcQ"],
};

async function created<T>(agent: Agent, path: string, body: object): Promise<T> {
  const response = await agent.post(path, body);
  expect(response.status).toBe(201);
  return (await response.json()) as T;
}

async function download(agent: Agent, path: string) {
  const response = await agent.get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

function csvRows(bytes: Uint8Array): string[][] {
  expect([...bytes.slice(0, 3)]).toEqual(BOM);
  const text = new TextDecoder().decode(bytes.slice(3));
  expect(text.endsWith("\r\n")).toBe(true);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

async function sheetOf(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    throw new Error("the workbook has no sheet");
  }
  return sheet;
}

/** vCard lines unfolded (RFC 2425 5.8.1), one card per element. */
function vcards(text: string): string[][] {
  return text
    .replace(/\r\n /g, "")
    .split("END:VCARD\r\n")
    .filter(Boolean)
    .map((card) => card.split("\r\n").filter(Boolean));
}

/**
 * An instant as the agent reads it ('28 Nov 2026, 4:30 PM'; US 'Nov 28, 2026, 4:30 PM'), written
 * here with Intl as a check on the export's own month table.
 */
function agentDateTime(iso: string, timeZone: string, country: "IN" | "US"): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const day =
    country === "US"
      ? `${parts.month} ${parts.day}, ${parts.year}`
      : `${parts.day} ${parts.month} ${parts.year}`;
  return `${day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

let mine: Client;
let theirs: Client;
let listing: Property;

beforeAll(async () => {
  mine = await created<Client>(context.owner, "/api/clients", priya);
  theirs = await created<Client>(context.stranger, "/api/clients", {
    name: "Stranger Client",
    phone: "+91 91111 11111",
  });
  listing = await created<Property>(context.owner, "/api/properties", villa);
  await created(context.stranger, "/api/properties", {
    title: "Stranger listing",
    price: 1,
    location: "Elsewhere",
  });
});

describe("GET /api/clients/export?format=csv", () => {
  test("sends every field of the agent's clients as a dated UTF-8 CSV with a BOM", async () => {
    const { response, bytes } = await download(
      context.owner,
      "/api/clients/export?format=csv&timeZone=Asia%2FKolkata",
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(
      `attachment; filename="clients-${todayInIndia}.csv"`,
    );
    const [header, ...rows] = csvRows(bytes);
    expect(header).toEqual(CLIENT_COLUMNS.map((column) => column.header));
    expect(rows).toEqual([
      [
        "Miss",
        'Priya "PS" Sharma',
        "'+91 98765 43210",
        "priya@example.com",
        "potential",
        "to-rent",
        "high",
        "7500000.5",
        "Andheri, Mumbai; Powai",
        "Apartment / Flat; Penthouse",
        `'${priya.notes}`,
        // No source said.
        "",
        // No follow-up set and no contact logged.
        "",
        "",
        "",
        "none",
        "",
        agentDateTime(mine.createdAt, "Asia/Kolkata", "IN"),
        agentDateTime(mine.updatedAt, "Asia/Kolkata", "IN"),
      ],
    ]);
    expect(new TextDecoder().decode(bytes)).not.toContain(theirs.name);
  });
});

describe("GET /api/properties/export?format=csv", () => {
  test("sends every field, formulas neutralised and numbers plain", async () => {
    const { response, bytes } = await download(context.owner, "/api/properties/export?format=csv");
    expect(response.headers.get("content-disposition")).toContain(
      `filename="properties-${today}.csv"`,
    );
    const [header, ...rows] = csvRows(bytes);
    expect(header).toEqual(PROPERTY_COLUMNS.map((column) => column.header));
    expect(rows).toEqual([
      [
        "Sea view villa",
        "'@admin, look",
        "12000000",
        "Residential Property",
        "House / Villa",
        "pending",
        "Juhu",
        "rent",
        "'-Owner",
        "'+91 90000 00000",
        "4",
        "3",
        "2400",
        "0.06",
        "2000",
        "5000",
        "",
        "",
        "https://youtu.be/dQw4w9WgXcQ",
        agentDateTime(listing.createdAt, "UTC", "IN"),
        agentDateTime(listing.updatedAt, "UTC", "IN"),
      ],
    ]);
  });

  test("writes Created and Updated in the agent's country's format, on their clock", async () => {
    const { bytes } = await download(
      context.owner,
      "/api/properties/export?format=csv&country=US&timeZone=America%2FNew_York",
    );
    const [header = [], row = []] = csvRows(bytes);
    const created = row[header.indexOf("Created")];
    expect(created).toBe(agentDateTime(listing.createdAt, "America/New_York", "US"));
    expect(created).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(created).not.toContain("T");
  });
});

describe("the Excel export", () => {
  test("holds typed number and date cells under a bold header", async () => {
    const { response, bytes } = await download(
      context.owner,
      "/api/clients/export?format=xlsx&timeZone=Asia%2FKolkata",
    );
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toContain(`clients-${todayInIndia}.xlsx`);
    const sheet = await sheetOf(bytes);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(1).getCell(2).value).toBe("Name");
    const row = sheet.getRow(2);
    const cell = (header: string) =>
      row.getCell(CLIENT_COLUMNS.findIndex((column) => column.header === header) + 1);
    expect(cell("Name").value).toBe(priya.name);
    expect(cell("Budget").type).toBe(ExcelJS.ValueType.Number);
    expect(cell("Budget").value).toBe(7_500_000.5);
    expect(cell("Created").type).toBe(ExcelJS.ValueType.Date);
    // A spreadsheet's dates have no zone: the cell holds the wall clock in India (UTC+5:30).
    const indiaOffset = 5.5 * 3_600_000;
    expect((cell("Created").value as Date).getTime()).toBe(
      Date.parse(mine.createdAt) + indiaOffset,
    );
    expect(cell("Created").numFmt).toBe("d mmm yyyy h:mm AM/PM");
    expect(sheet.getColumn(cell("Notes").col).width).toBe(50);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    // A workbook stores text as text: nothing to neutralise.
    expect(cell("Notes").value).toBe(priya.notes);
  });

  test("of properties types the price and the bedrooms as numbers", async () => {
    const { bytes } = await download(context.owner, "/api/properties/export?format=xlsx");
    const sheet = await sheetOf(bytes);
    expect(sheet.getRow(2).getCell(3).value).toBe(12_000_000);
    expect(sheet.getRow(2).getCell(11).value).toBe(4);
    expect(sheet.getRow(2).getCell(4).value).toBe("Residential Property");
  });
});

describe("contacts", () => {
  test("the whole address book is vCard 3.0 with E.164 phones and escaped text", async () => {
    const { response, bytes } = await download(
      context.owner,
      "/api/clients/export?format=vcf&country=IN",
    );
    expect(response.headers.get("content-type")).toBe("text/vcard; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(`clients-${today}.vcf`);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
    const [card, ...others] = vcards(text);
    expect(others).toEqual([]);
    expect(card).toEqual(
      expect.arrayContaining([
        "VERSION:3.0",
        'N:Sharma;Priya "PS";;Miss;',
        'FN:Miss Priya "PS" Sharma',
        "TEL;TYPE=CELL:+919876543210",
        "EMAIL;TYPE=INTERNET:priya@example.com",
      ]),
    );
    const note = card?.find((line) => line.startsWith("NOTE:"));
    expect(note).toContain("Budget: ₹75\\,00\\,000.5\\n");
    expect(note).toContain("Preferred locations: Andheri\\, Mumbai\\, Powai");
    expect(note).toContain('\\n\\n=HYPERLINK("http://evil")\\nSecond line\\; with ₹ and राम');
  });

  test("Save to phone sends one client's card named after them", async () => {
    const { response, bytes } = await download(
      context.owner,
      `/api/clients/${mine.id}/vcard?country=US&currencySymbol=$&numberSystem=western`,
    );
    expect(response.headers.get("content-type")).toBe("text/vcard; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(
      `filename="Miss Priya PS Sharma.vcf"`,
    );
    const [card] = vcards(new TextDecoder().decode(bytes));
    expect(card?.find((line) => line.startsWith("NOTE:"))).toContain("Budget: $7\\,500\\,000.5");
  });

  test("another agent's client has no card", async () => {
    expect((await context.owner.get(`/api/clients/${theirs.id}/vcard`)).status).toBe(404);
    expect((await context.stranger.get(`/api/clients/${mine.id}/vcard`)).status).toBe(404);
  });
});

describe("refusals", () => {
  test.each([
    ["/api/clients/export", "Choose an export format: csv, xlsx, vcf"],
    ["/api/clients/export?format=pdf", "Choose an export format: csv, xlsx, vcf"],
    ["/api/properties/export?format=vcf", "Choose an export format: csv, xlsx"],
    ["/api/clients/export?format=vcf&country=XX", "Choose a country from the list"],
    ["/api/clients/export?format=csv&timeZone=Mars%2FBase", "Choose a time zone from the list"],
    ["/api/properties/export?format=csv&timeZone=%2B05%3A30", "Choose a time zone from the list"],
  ])("%s is a 400 with a clear message", async (path, message) => {
    const response = await context.owner.get(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message } });
  });

  test("a signed-out caller gets nothing", async () => {
    const response = await fetch(`${context.server.url}/api/clients/export?format=csv`);
    expect(response.status).toBe(401);
  });
});

describe("a large account", () => {
  const COUNT = 2000;
  // Listings cost more to insert; a few hundred show their file lists written whole.
  const LISTINGS = 300;

  test("exports 2,000 clients whole in every format, and the listings with their files", async () => {
    const session = (await (await context.stranger.get("/api/auth/get-session")).json()) as {
      user: { id: string };
    };
    const userId = session.user.id;
    const photo = { name: "front.jpg", url: `/api/files/${userId}/front.jpg`, type: "image/jpeg" };
    await context.server.db.insert(clients).values(
      Array.from({ length: COUNT }, (_, index) => ({
        userId,
        name: `Bulk client ${index}`,
        phone: `+9190000${String(index).padStart(5, "0")}`,
        budget: index * 1000,
        locations: ["Andheri", "Powai"],
      })),
    );
    await context.server.db.insert(properties).values(
      Array.from({ length: LISTINGS }, (_, index) => ({
        userId,
        title: `Bulk listing ${index}`,
        price: index,
        location: "Powai",
        photos: [photo, { ...photo, name: "back.jpg", url: photo.url.replace("front", "back") }],
      })),
    );
    // The inserts block this process, server included, for seconds: let the server close the
    // keep-alive connections that timed out meanwhile before the next request picks one up.
    await new Promise((resolve) => setTimeout(resolve, 50));

    const clientCsv = csvRows(
      (await download(context.stranger, "/api/clients/export?format=csv")).bytes,
    );
    expect(clientCsv).toHaveLength(COUNT + 2);
    const propertyCsv = csvRows(
      (await download(context.stranger, "/api/properties/export?format=csv")).bytes,
    );
    expect(propertyCsv).toHaveLength(LISTINGS + 2);
    expect(propertyCsv.flat()).toContain(`${photo.url}; ${photo.url.replace("front", "back")}`);
    const sheet = await sheetOf(
      (await download(context.stranger, "/api/clients/export?format=xlsx")).bytes,
    );
    expect(sheet.rowCount).toBe(COUNT + 2);
    const text = new TextDecoder().decode(
      (await download(context.stranger, "/api/clients/export?format=vcf")).bytes,
    );
    expect(vcards(text)).toHaveLength(COUNT + 1);
  });
});
