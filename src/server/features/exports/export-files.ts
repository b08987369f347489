import { PassThrough } from "node:stream";
import { toCsv } from "@shared/domain/csv";
import { formatInstant, spreadsheetDateFormat } from "@shared/domain/date-format";
import type { ExportFormat } from "@shared/domain/export-formats";
import { contentDisposition } from "@shared/domain/file-names";
import type { CountryCode } from "@shared/domain/format";
import {
  type ColumnKind,
  columnHeaders,
  csvCellOf,
  exportValues,
  type RecordColumn,
} from "@shared/domain/record-columns";
import { offsetAt, wallClockAt } from "@shared/domain/wall-clock";

/** A file ready to send: its bytes or text, its media type and the name it downloads as. */
export type ExportFile = {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string;
};

type Rows = readonly Readonly<Record<string, unknown>>[];

/** How the agent reads dates: their country's format, on their device's clock. */
export type DateStyle = { country: CountryCode; timeZone: string };

// Excel and Numbers read a UTF-8 CSV as the local code page unless it starts with a BOM.
const BYTE_ORDER_MARK = "\uFEFF";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const KIND_WIDTHS: Readonly<Record<ColumnKind, number>> = {
  text: 18,
  phone: 18,
  number: 14,
  date: 18,
  list: 30,
  boolean: 8,
};
const WIDE_FIELDS = new Set(["notes", "description"]);
const MAX_WIDTH = 50;

/**
 * `clients-2026-11-23.csv`: the resource and the day of the export on the agent's clock, written
 * ISO-style so that the files sort by date.
 */
export function exportFileName(
  resource: string,
  format: ExportFormat,
  now: Date,
  timeZone: string,
): string {
  return `${resource}-${wallClockAt(now, timeZone).date}.${format}`;
}

/** Dates as the agent reads them ('28 Nov 2026, 4:30 PM'), not UTC: the file is for people. */
export function csvFile(
  columns: readonly RecordColumn[],
  rows: Rows,
  fileName: string,
  dates: DateStyle,
): ExportFile {
  const dateText = (instant: Date) => formatInstant(instant, dates.timeZone, dates.country);
  const cells = rows.map((row) =>
    exportValues(row, columns).map((value) => csvCellOf(value, dateText)),
  );
  return {
    body: BYTE_ORDER_MARK + toCsv([columnHeaders(columns), ...cells]),
    contentType: "text/csv; charset=utf-8",
    fileName,
  };
}

/**
 * A workbook of one sheet with typed number and date cells. exceljs is loaded only when asked
 * for, and its streaming writer builds 10,000 rows in about a third of the in-memory one's time.
 * A spreadsheet's dates have no zone: each holds the agent's wall-clock time, shown in their
 * country's format.
 */
export async function xlsxFile(
  sheetName: string,
  columns: readonly RecordColumn[],
  rows: Rows,
  fileName: string,
  dates: DateStyle,
): Promise<ExportFile> {
  const { stream } = (await import("exceljs")).default;
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const workbook = new stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: columnWidth(column),
    style: column.kind === "date" ? { numFmt: spreadsheetDateFormat(dates.country) } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const values = exportValues(row, columns).map((value) =>
      value instanceof Date ? onWallClock(value, dates.timeZone) : value,
    );
    sheet.addRow(values).commit();
  }
  sheet.commit();
  await workbook.commit();
  return { body: new Uint8Array(Buffer.concat(chunks)), contentType: XLSX_TYPE, fileName };
}

export function vcardFile(text: string, fileName: string): ExportFile {
  return { body: text, contentType: "text/vcard; charset=utf-8", fileName };
}

/** The headers of a download: private data, never cached. */
export function downloadHeaders(file: ExportFile): Record<string, string> {
  return {
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition("attachment", file.fileName),
    "Cache-Control": "no-store",
  };
}

/** The instant moved by the zone's offset, so that its UTC reading is the agent's wall clock. */
function onWallClock(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
}

function columnWidth(column: RecordColumn): number {
  const width = WIDE_FIELDS.has(column.field) ? MAX_WIDTH : KIND_WIDTHS[column.kind];
  return Math.min(MAX_WIDTH, Math.max(width, column.header.length + 2));
}
