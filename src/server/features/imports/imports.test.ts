import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents, signedInAgent } from "../../../../tests/support/http-agent";
import {
  DEVANAGARI_ROWS,
  devanagariClientsUtf8,
  MESSY_HEADERS,
  MESSY_ROWS,
  messyClientsWindows1252,
} from "../../../../tests/support/messy-sheets";

const context = serverWithAgents();

type Content = string | Uint8Array<ArrayBuffer>;

type ImportChoices = {
  mapping?: Array<string | null>;
  valueMappings?: object;
  mode?: "skip" | "update";
  country?: string;
  name?: string;
};

function importForm(content: Content, choices: ImportChoices) {
  const form = new FormData();
  form.set("file", new File([content], choices.name ?? "clients.csv"));
  for (const key of ["mapping", "valueMappings"] as const) {
    if (choices[key]) {
      form.set(key, JSON.stringify(choices[key]));
    }
  }
  form.set("mode", choices.mode ?? "skip");
  form.set("country", choices.country ?? "IN");
  return form;
}

function preview(agent: Agent, kind: string, content: Content, choices: ImportChoices = {}) {
  const body = importForm(content, choices);
  return agent.request(`/api/${kind}/import/preview`, { method: "POST", body });
}

/** Imports and returns the NDJSON lines the server streamed. */
async function importLines(
  agent: Agent,
  kind: string,
  content: Content,
  choices: ImportChoices = {},
) {
  const body = importForm(content, choices);
  const response = await agent.request(`/api/${kind}/import`, { method: "POST", body });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/x-ndjson");
  return (await response.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function importSummary(
  agent: Agent,
  kind: string,
  content: Content,
  choices: ImportChoices = {},
) {
  return (await importLines(agent, kind, content, choices)).at(-1);
}

async function list<T>(agent: Agent, kind: string): Promise<T[]> {
  return (await (await agent.get(`/api/${kind}`)).json()) as T[];
}

describe("previewing a clients file", () => {
  test("guesses the columns and shows the rows as they will be saved, with their problems", async () => {
    const csv = [
      "Client Name,Mobile,Budget (INR),Area,Status",
      "Ravi Kumar,98200 11111,₹ 75 lakh,Bandra; Juhu,Hot",
      "Asha,12345,1.2 Cr,Powai,active",
    ].join("\n");
    const response = await preview(context.owner, "clients", csv);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body as object).toMatchObject({
      headers: ["Client Name", "Mobile", "Budget (INR)", "Area", "Status"],
      mapping: ["name", "phone", "budget", "locations", "status"],
      missingFields: [],
      unmatchedValues: { status: ["Hot"] },
      rowCount: 2,
      failedCount: 2,
      rows: [
        { rowNumber: 2, record: null, problems: [expect.stringContaining('status "Hot"')] },
        { rowNumber: 3, record: null, problems: ['phone "12345" is not a valid number'] },
      ],
    });
    const mapped = await preview(context.owner, "clients", csv, {
      valueMappings: { status: { Hot: "active" } },
      mapping: ["name", "phone", "budget", "locations", null],
    });
    const { rows } = (await mapped.json()) as { rows: object[] };
    expect(rows[0]).toMatchObject({
      record: {
        name: "Ravi Kumar",
        phone: "+919820011111",
        budget: 7_500_000,
        locations: ["Bandra", "Juhu"],
      },
      problems: [],
      isDuplicate: false,
    });
    expect(await list(context.owner, "clients")).toEqual([]);
  });
});

describe("importing clients", () => {
  test("stores the rows that pass, reports the others, and streams progress", async () => {
    const agent = await signedInAgent(context.server);
    const csv =
      "Name,Phone,Email\nRavi,098200 11111,ravi@example.com\n,98200 22222,\nAsha,+1 (415) 555-0100,";
    const lines = await importLines(agent, "clients", csv);
    expect(lines.at(0)).toMatchObject({ type: "progress", total: 2 });
    expect(lines.at(-1)).toEqual({
      type: "summary",
      created: 2,
      updated: 0,
      skipped: 0,
      failed: 1,
      failedRows: [{ rowNumber: 3, cells: ["", "98200 22222", ""], reason: "Name is required" }],
      warned: 0,
      warnedRows: [],
    });
    const stored = await list<Client>(agent, "clients");
    expect(stored.map(({ name, phone }) => [name, phone]).sort()).toEqual([
      ["Asha", "+14155550100"],
      ["Ravi", "+919820011111"],
    ]);
  });

  test.each([
    ["skip", { created: 1, updated: 0, skipped: 2 }, "Ravi Kumar"],
    ["update", { created: 1, updated: 2, skipped: 0 }, "Ravi K. (again)"],
  ] as const)(
    "duplicates in the account and the file, %s mode",
    async (mode, counts, ravisName) => {
      const agent = await signedInAgent(context.server);
      await agent.post("/api/clients", {
        name: "Ravi Kumar",
        phone: "+91 98200 11111",
        notes: "kept",
      });
      await context.stranger.post("/api/clients", {
        name: "Stranger's Ravi",
        phone: "+91 98200 11111",
      });
      const csv =
        "Name,Mobile\nRavi K.,098200-11111\nAsha,98200 33333\nRavi K. (again),+91 98200 11111";
      expect(await importSummary(agent, "clients", csv, { mode })).toMatchObject(counts);
      const stored = await list<Client>(agent, "clients");
      expect(stored).toHaveLength(2);
      expect(stored.find((client) => client.phone.endsWith("11111"))).toMatchObject({
        name: ravisName,
        notes: "kept",
      });
      const strangers = await list<Client>(context.stranger, "clients");
      expect(strangers.map((client) => client.name)).toContain("Stranger's Ravi");
    },
  );

  test("reads Windows-1252 files, vCards and never takes ids from the file", async () => {
    const agent = await signedInAgent(context.server);
    const strangerResponse = await context.stranger.post("/api/clients", {
      name: "Stranger's Ravi",
      phone: "+91 98200 44444",
    });
    const stranger = (await strangerResponse.json()) as Client;
    const latin = new Uint8Array([
      ...new TextEncoder().encode("Name,Phone,id,userId\nJos"),
      0xe9,
      ...new TextEncoder().encode(`,9820044444,${stranger.id},x`),
    ]);
    expect(await importSummary(agent, "clients", latin, { mode: "update" })).toMatchObject({
      created: 1,
    });
    const vcf =
      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Kiran Rao\r\nTEL;TYPE=HOME:080 4000 6666\r\nTEL;TYPE=CELL:98450 77777\r\nEND:VCARD\r\n";
    expect(await importSummary(agent, "clients", vcf, { name: "contacts.vcf" })).toMatchObject({
      created: 1,
    });
    const stored = await list<Client>(agent, "clients");
    expect(stored.map(({ name, phone }) => [name, phone]).sort()).toEqual([
      ["José", "+919820044444"],
      ["Kiran Rao", "+919845077777"],
    ]);
    expect(stored.map((client) => client.id)).not.toContain(stranger.id);
    expect(
      (await list<Client>(context.stranger, "clients")).find((c) => c.id === stranger.id)?.name,
    ).toBe("Stranger's Ravi");
  });

  // 8–21 s on PGlite, 31 s on a slow two-core machine beside the fuzzing: past the default.
  test("10,000 rows import in one request with progress", async () => {
    const agent = await signedInAgent(context.server);
    const rows = Array.from(
      { length: 10_000 },
      (_, index) =>
        `Client ${index},+91 90000 ${String(index).padStart(5, "0")},${index % 7} lakh,Area ${index % 50}`,
    );
    const started = performance.now();
    const lines = await importLines(
      agent,
      "clients",
      `Name,Phone,Budget,Locality\n${rows.join("\n")}`,
    );
    console.log(`10,000 client rows imported in ${Math.round(performance.now() - started)} ms`);
    expect(lines.filter((line) => line.type === "progress").length).toBeGreaterThan(10);
    expect(lines.at(-1)).toMatchObject({ type: "summary", created: 10_000, failed: 0 });
    expect(await (await agent.get("/api/counts")).json()).toMatchObject({ clients: 10_000 });
  }, 120_000);

  test("a row failing inside the transaction stores nothing", async () => {
    const agent = await signedInAgent(context.server);
    await context.server.db.execute(
      sql.raw(`create function refuse_import_row() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`),
    );
    await context.server.db.execute(
      sql.raw(`create trigger refuse_import_row before insert on clients for each row
        when (new.name = 'Refused by the database') execute function refuse_import_row()`),
    );
    try {
      const rows = Array.from(
        { length: 1200 },
        (_, index) => `Client ${index},+91 90000 ${String(index).padStart(5, "0")}`,
      );
      const csv = `Name,Phone\n${rows.join("\n")}\nRefused by the database,+91 90001 00000`;
      expect((await importLines(agent, "clients", csv)).at(-1)).toEqual({
        type: "error",
        message: "The import failed: nothing was stored.",
      });
    } finally {
      await context.server.db.execute(sql.raw("drop trigger refuse_import_row on clients"));
      await context.server.db.execute(sql.raw("drop function refuse_import_row()"));
    }
    expect(await list(agent, "clients")).toEqual([]);
  });
});

describe("a messy sheet as agents keep it", () => {
  test("a Windows-1252 CSV imports with no mapping at all: titles, E.164 phones, a warning, one problem", async () => {
    const agent = await signedInAgent(context.server);
    const sheet = messyClientsWindows1252();
    const failedRow = MESSY_ROWS.findIndex((row) => row.stored === null) + 2;
    const warnedRow = MESSY_ROWS.findIndex((row) => row.warning) + 2;
    const previewed = (await (await preview(agent, "clients", sheet)).json()) as Record<
      string,
      unknown
    >;
    expect(previewed).toMatchObject({
      headers: MESSY_HEADERS,
      mapping: [
        "name",
        "phone",
        "email",
        "locations",
        "propertyTypes",
        "purpose",
        "budget",
        "interest",
        "notes",
      ],
      missingFields: [],
      unmatchedValues: {},
      rowCount: MESSY_ROWS.length,
      failedCount: 1,
      warningCount: 1,
      problems: [
        {
          rowNumber: failedRow,
          reason: 'budget "$150k" is in USD: enter it in INR',
          cells: MESSY_ROWS[failedRow - 2]?.cells,
        },
      ],
      warnings: [
        {
          rowNumber: warnedRow,
          warnings: ['e-mail "ravi@" is not valid and was left out'],
        },
      ],
    });

    const summary = await importSummary(agent, "clients", sheet);
    expect(summary).toMatchObject({
      type: "summary",
      created: MESSY_ROWS.length - 1,
      updated: 0,
      skipped: 0,
      failed: 1,
      failedRows: [{ rowNumber: failedRow, reason: 'budget "$150k" is in USD: enter it in INR' }],
      warned: 1,
      warnedRows: [
        { rowNumber: warnedRow, warnings: ['e-mail "ravi@" is not valid and was left out'] },
      ],
    });
    const stored = await list<Client>(agent, "clients");
    const byPhone = new Map(stored.map((client) => [client.phone, client]));
    for (const { stored: expected } of MESSY_ROWS) {
      if (expected) {
        expect(byPhone.get(expected.phone), expected.name).toMatchObject(expected);
      }
    }
    expect(stored).toHaveLength(MESSY_ROWS.length - 1);
    expect(byPhone.get("+919876543210")).toMatchObject({
      email: "sunanda@example.com",
      locations: ["Koramangala", "HSR Layout"],
      propertyTypes: ["Apartment / Flat"],
      purpose: "to-buy",
      budget: 7_500_000,
      interest: "high",
      notes: "East facing, near metro",
    });
    expect(byPhone.get("+919845012345")).toMatchObject({
      propertyTypes: ["House / Villa"],
      purpose: "to-rent",
      budget: 12_000_000,
      interest: "medium",
    });
    expect(byPhone.get("+919820011111")).toMatchObject({ budget: 4_500_000, interest: "low" });
    expect(byPhone.get("+918023456789")).toMatchObject({ purpose: "for-joint-development" });
    expect(byPhone.get("+919900012345")).toMatchObject({ email: "", budget: 9_000_000 });
    expect(byPhone.get("+919820066666")).toMatchObject({
      propertyTypes: ["Warehouse/Godown"],
      budget: 12_000_000,
    });
  });

  test("a UTF-8 sheet keeps Devanagari names, and takes a title off the front", async () => {
    const agent = await signedInAgent(context.server);
    expect(await importSummary(agent, "clients", devanagariClientsUtf8())).toMatchObject({
      created: 2,
      failed: 0,
      warned: 0,
    });
    const stored = await list<Client>(agent, "clients");
    expect(
      stored.map(({ title, name, locations }) => ({ title, name, locations })).sort(byJson),
    ).toEqual(
      DEVANAGARI_ROWS.map(({ title, name, cells }) => ({
        title,
        name,
        locations: [cells[2]],
      })).sort(byJson),
    );
  });
});

const byJson = (a: object, b: object) => JSON.stringify(a).localeCompare(JSON.stringify(b));

describe("files that cannot be imported", () => {
  const header = "Name,Phone\n";
  test.each<[string, Content, number, RegExp, ImportChoices?]>([
    ["UTF-16 text", new Uint8Array([0xff, 0xfe, 0x4e, 0x00, 0x61, 0x00]), 415, /UTF-16.*CSV UTF-8/],
    [
      "a binary file named .csv",
      new Uint8Array([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
      ]),
      415,
      /not a spreadsheet/,
    ],
    [
      "a file without a header row",
      "Ravi Kumar,98200 11111\nAsha,98200 22222",
      400,
      /first row should name the columns/,
    ],
    ["an empty file", "", 400, /empty/],
    [
      "a file missing a required column",
      "Name,Email\nRavi,r@example.com",
      400,
      /Choose a column for Phone/,
    ],
    [
      "20,001 rows",
      header + "Ravi,9820011111\n".repeat(20_001),
      400,
      /20,001 rows: import at most 20,000/,
    ],
    ["a 25 MB file", header + "x".repeat(25 * 1024 * 1024), 413, /at most 10 MB/],
    [
      "a mapping of the wrong length",
      `${header}Ravi,9820011111`,
      400,
      /each column/,
      { mapping: ["name"] },
    ],
  ])(
    "%s: a clear message, nothing stored",
    async (_case, content, status, message, choices = {}) => {
      const agent = await signedInAgent(context.server);
      const body = importForm(content, choices);
      const response = await agent.request("/api/clients/import", { method: "POST", body });
      expect(response.status).toBe(status);
      const { error } = (await response.json()) as { error: { message: string } };
      expect(error.message).toMatch(message);
      expect(await list(agent, "clients")).toEqual([]);
    },
  );
});

describe("importing properties", () => {
  test("reads agents' amounts and catalogue values; duplicates by title and location", async () => {
    const agent = await signedInAgent(context.server);
    const csv = [
      "Property Name,Asking Price,Locality,Category,Type,BHK,Purpose",
      "Sea View,1.2 Cr,Bandra West,residential property,apartment / flat,3,Sale",
      "sea view,1.3 Cr,bandra west,,,,",
      "Farm,75L,Karjat,Agricultural Property,Farm house,,Pagdi",
      "Shop One,40L,Dadar,commercial,shop,,Lease",
    ].join("\n");
    const response = await preview(agent, "properties", csv);
    expect(await response.json()).toMatchObject({
      duplicateCount: 1,
      unmatchedValues: { purpose: ["Pagdi"] },
    });
    const summary = await importSummary(agent, "properties", csv, {
      mode: "update",
      valueMappings: { purpose: { Pagdi: "rent" } },
    });
    expect(summary).toMatchObject({ created: 3, updated: 1, failed: 0 });
    const stored = await list<Property>(agent, "properties");
    expect(
      stored
        .map(({ title, price, purpose, subType }) => ({ title, price, purpose, subType }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: "Farm", price: 7_500_000, purpose: "rent", subType: "Farm house" },
      { title: "sea view", price: 13_000_000, purpose: "sale", subType: "Apartment / Flat" },
      { title: "Shop One", price: 4_000_000, purpose: "rent", subType: "Shop/Showroom" },
    ]);
  });

  test("contacts files are for clients only", async () => {
    const response = await preview(context.owner, "properties", "BEGIN:VCARD\nFN:A\nEND:VCARD", {
      name: "a.vcf",
    });
    expect(response.status).toBe(415);
  });
});

describe("round trips", () => {
  const withoutIds = ({
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    ...fields
  }: {
    id: string;
    createdAt: string;
    updatedAt: string;
  }) => fields;
  const byName = (a: object, b: object) => JSON.stringify(a).localeCompare(JSON.stringify(b));

  test.each(["csv", "xlsx"])(
    "clients and properties exported as %s import into an empty account unchanged",
    async (format) => {
      const source = await signedInAgent(context.server);
      await source.post("/api/clients", {
        title: "Mrs.",
        name: '=Asha, "the" buyer',
        phone: "+919820011111",
        email: "asha@example.com",
        status: "potential",
        purpose: "to-rent",
        interest: "high",
        budget: 7_500_000.5,
        locations: ["Bandra, West", "Juhu"],
        propertyTypes: ["Apartment / Flat", "Penthouse"],
        notes: "Line one\nरवि ₹",
      });
      await source.post("/api/clients", { name: "Ravi", phone: "+14155550100" });
      await source.post("/api/properties", {
        title: "Sea View",
        price: 12_000_000,
        location: "Bandra West",
        mainType: "Residential Property",
        subType: "Apartment / Flat",
        status: "pending",
        purpose: "rent",
        ownerName: "-Mehta",
        ownerPhone: "+919820022222",
        bedrooms: 3,
        bathrooms: 2,
        landSizeSqft: 1200.5,
        landSizeAcres: null,
        builtUpArea: 1000,
        pricePerSqft: 10_000,
        videoLinks: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
        description: "@home",
      });
      const target = await signedInAgent(context.server);
      for (const kind of ["clients", "properties"]) {
        const exported = await source.get(`/api/${kind}/export?format=${format}`);
        expect(exported.status).toBe(200);
        const bytes = new Uint8Array(await exported.arrayBuffer());
        expect(
          await importSummary(target, kind, bytes, { name: `${kind}.${format}` }),
        ).toMatchObject({ failed: 0, skipped: 0 });
        const before = (
          await list<{ id: string; createdAt: string; updatedAt: string }>(source, kind)
        ).map(withoutIds);
        const after = (
          await list<{ id: string; createdAt: string; updatedAt: string }>(target, kind)
        ).map(withoutIds);
        expect(after.sort(byName)).toEqual(before.sort(byName));
      }
    },
  );
});
