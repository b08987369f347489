/** CSV as spreadsheets read it (RFC 4180), safe to open in Excel and Google Sheets. */

export type CsvCell = string | number | null;

// OWASP CSV injection: a spreadsheet runs a cell that starts with one of these as a formula.
// Quotes already before such a character get one more, so that `restoreCell` gives back the text.
const NEEDS_NEUTRALISING = /^'*[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Rows as CSV text: cells quoted only when they hold a quote, comma or line break, quotes
 * doubled, CRLF after every row, text cells neutralised; null is an empty cell. No byte-order
 * mark: the HTTP layer adds it.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}

/**
 * A text cell a spreadsheet would run as a formula, prefixed with `'` so that it stays text. A
 * phone such as '+91 98765 43210' is text too: unquoted, Excel would compute it. Number cells
 * (-5) are written as numbers and never pass through here.
 */
export function neutraliseCell(text: string): string {
  return NEEDS_NEUTRALISING.test(text) ? `'${text}` : text;
}

/** Undoes `neutraliseCell`: what an import calls on every cell of a file this app exported. */
export function restoreCell(text: string): string {
  if (text.startsWith("'") && NEEDS_NEUTRALISING.test(text.slice(1))) {
    return text.slice(1);
  }
  return text;
}

function csvField(cell: CsvCell): string {
  if (cell === null) {
    return "";
  }
  if (typeof cell === "number") {
    return Number.isFinite(cell) ? String(cell) : "";
  }
  const text = neutraliseCell(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
