/**
 * Clients sheets as agents really keep them, built here so no binary file is committed: a
 * Windows-1252 CSV (Excel on Windows) with headers, phones, amounts and catalogue words in the
 * agents' own spellings, and a UTF-8 one with Devanagari names.
 */

export const MESSY_HEADERS = [
  "Name",
  "Mobile",
  "Email ID",
  "Area / Locality",
  "Requirement",
  "Purpose",
  "Budget",
  "Interest",
  "Remarks",
];

/** Each row, and what it is stored as (null: the row fails, with `problem`). */
export const MESSY_ROWS: ReadonlyArray<{
  cells: string[];
  stored: { title: string; name: string; phone: string } | null;
  problem?: string;
  warning?: string;
}> = [
  {
    cells: [
      "Mrs. Sunanda Rao",
      "98765 43210",
      "sunanda@example.com",
      "Koramangala; HSR Layout",
      "flat",
      "buy",
      "75L",
      "Hot",
      "East facing, near metro",
    ],
    stored: { title: "Mrs.", name: "Sunanda Rao", phone: "+919876543210" },
  },
  {
    cells: [
      "Dr Anil Shah",
      "+91-98450-12345",
      "",
      "Indiranagar",
      "villa",
      "Rent",
      "1.2 Cr",
      "Warm",
      "",
    ],
    stored: { title: "Dr.", name: "Anil Shah", phone: "+919845012345" },
  },
  {
    cells: [
      "José Fernandes",
      "098200 11111",
      "jose@example.com",
      "Bandra",
      "2bhk",
      "BUY",
      "45,00,000",
      "Cold",
      "",
    ],
    stored: { title: "", name: "José Fernandes", phone: "+919820011111" },
  },
  {
    cells: [
      "Zoë D'Souza",
      "(080) 2345 6789",
      "",
      "Whitefield",
      "Apartment",
      "JD",
      "1.25 Cr",
      "hot",
      "",
    ],
    stored: { title: "", name: "Zoë D'Souza", phone: "+918023456789" },
  },
  {
    cells: ["Ravi Kumar", "99000 12345", "ravi@", "Powai", "3 BHK", "Buy", "90 lakh", "warm", ""],
    stored: { title: "", name: "Ravi Kumar", phone: "+919900012345" },
    warning: 'e-mail "ravi@" is not valid and was left out',
  },
  {
    cells: ["Ms Priya Nair", "98860 22222", "", "Andheri West", "Plot", "Lease", "60L", "Cold", ""],
    stored: { title: "Ms.", name: "Priya Nair", phone: "+919886022222" },
  },
  {
    cells: [
      "Mr. Karan Mehta",
      "+91 98200 33333",
      "",
      "Juhu",
      "Shop",
      "Purchase",
      "2.5 Cr",
      "HOT",
      "",
    ],
    stored: { title: "Mr.", name: "Karan Mehta", phone: "+919820033333" },
  },
  {
    cells: ["Miss Asha Pillai", "9845 044444", "", "Baner", "Office", "rent", "80,000", "warm", ""],
    stored: { title: "Miss", name: "Asha Pillai", phone: "+919845044444" },
  },
  {
    cells: ["Farhan Qureshi", "98200-55555", "", "Wakad", "Villa", "JV", "3 Cr", "cold", ""],
    stored: { title: "", name: "Farhan Qureshi", phone: "+919820055555" },
  },
  {
    cells: ["Gaurav Singh", "98200 66666", "", "Bhiwandi", "Godown", "Buy", "1,20,00,000", "", ""],
    stored: { title: "", name: "Gaurav Singh", phone: "+919820066666" },
  },
  {
    cells: ["Ramesh Iyer", "99000 54321", "", "Hinjewadi", "1 RK", "Rent", "$150k", "Warm", ""],
    stored: null,
    problem: 'budget "$150k" is in USD: enter it in INR',
  },
];

/** The sheet as Excel on Windows saves 'CSV': Windows-1252, CRLF, no byte-order mark. */
export function messyClientsWindows1252(): Uint8Array<ArrayBuffer> {
  const text = toCsv([MESSY_HEADERS, ...MESSY_ROWS.map((row) => row.cells)]);
  // Only Latin-1's printable range, where Windows-1252 and Latin-1 agree byte for byte.
  if (/[^\n\r\x20-\x7e\xa0-\xff]/.test(text)) {
    throw new Error("The sheet holds a character Windows-1252 cannot");
  }
  return new Uint8Array(Buffer.from(text, "latin1"));
}

export const DEVANAGARI_ROWS = [
  { cells: ["सुनंदा राव", "98765 43210", "पुणे"], title: "", name: "सुनंदा राव" },
  { cells: ["Mrs. अनीता शर्मा", "+91-98450-12345", "मुंबई"], title: "Mrs.", name: "अनीता शर्मा" },
];

/** 'CSV UTF-8' as Excel saves it, with its byte-order mark. */
export function devanagariClientsUtf8(): Uint8Array<ArrayBuffer> {
  const text = toCsv([["Name", "Phone", "City"], ...DEVANAGARI_ROWS.map((row) => row.cells)]);
  return new Uint8Array(Buffer.from(`\uFEFF${text}`, "utf8"));
}

function toCsv(rows: readonly string[][]): string {
  const quoted = (cell: string) =>
    /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  return `${rows.map((row) => row.map(quoted).join(",")).join("\r\n")}\r\n`;
}
