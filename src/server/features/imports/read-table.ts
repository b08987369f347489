import { restoreCell } from "@shared/domain/csv";
import type { ImportKind } from "@shared/domain/import-fields";
import { decodeText, NOT_TEXT } from "@shared/domain/text-decoding";
import { readVCards, VCARD_HEADERS, vCardRow } from "@shared/domain/vcard-reader";
import { fileTypeFromBuffer } from "file-type";
import Papa from "papaparse";
import { HttpError } from "../../http/errors";

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
export const FILE_TOO_LARGE = "The file is too large: import at most 10 MB at a time.";

/** What file-type recognises among text formats: read as text like any other. */
const TEXT_TYPES = new Set(["vcf", "csv"]);

/** A file's header row and the rows under it, every cell as text. */
export type Table = { headers: string[]; rows: string[][] };

/** Reads a .csv, .xlsx or (for clients) .vcf upload, judged by its content, not its name. */
export async function readTable(kind: ImportKind, file: File): Promise<Table> {
  if (file.size > MAX_IMPORT_BYTES) {
    throw new HttpError(413, FILE_TOO_LARGE);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const decoded = decodeText(bytes);
  if (!decoded.ok && decoded.problem !== NOT_TEXT) {
    throw new HttpError(415, decoded.problem);
  }
  // Checked even for what decodes as text: a PDF or an image can go a long way without a NUL.
  const type = await fileTypeFromBuffer(bytes);
  if (type && !TEXT_TYPES.has(type.ext)) {
    return limited(await readBinary(type.ext, bytes));
  }
  if (!decoded.ok) {
    throw new HttpError(415, decoded.problem);
  }
  return limited(readText(kind, decoded.text));
}

function limited(table: Table): Table {
  if (table.headers.every((header) => header === "")) {
    throw new HttpError(400, "The file is empty: it has no header row and no rows.");
  }
  if (table.rows.length > MAX_IMPORT_ROWS) {
    throw new HttpError(
      400,
      `The file has ${table.rows.length.toLocaleString("en")} rows: import at most ${MAX_IMPORT_ROWS.toLocaleString("en")} at a time. Split it into smaller files.`,
    );
  }
  return table;
}

async function readBinary(extension: string, bytes: Uint8Array): Promise<Table> {
  if (extension !== "xlsx") {
    throw new HttpError(415, NOT_TEXT);
  }
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(
      400,
      "This Excel file could not be read. Open it in Excel and save it again.",
    );
  }
  const lines: string[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = typeof cell.value === "number" ? String(cell.value) : cell.text;
    });
    lines.push(Array.from(cells, (cell) => cell ?? ""));
  });
  return toTable(lines);
}

function readText(kind: ImportKind, text: string): Table {
  if (/^\s*BEGIN:VCARD/i.test(text)) {
    if (kind !== "clients") {
      throw new HttpError(415, "Contacts (.vcf) import into Clients: choose a .csv or .xlsx file.");
    }
    return { headers: [...VCARD_HEADERS], rows: readVCards(text).map(vCardRow) };
  }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: "greedy" });
  return toTable(parsed.data.map((row) => row.map(restoreCell)));
}

function toTable(lines: string[][]): Table {
  const [headers = [], ...rows] = lines.filter((line) => line.some((cell) => cell.trim() !== ""));
  return { headers: headers.map((header) => header.trim()), rows };
}
