import type { ValueMappings } from "@shared/domain/choice-match";
import type { CountryCode } from "@shared/domain/format";
import {
  type ColumnMapping,
  guessColumns,
  type ImportKind,
  looksLikeData,
  missingRequiredFields,
} from "@shared/domain/import-fields";
import { type DuplicateMode, type ImportSummary, planImport } from "@shared/domain/import-plan";
import {
  duplicateKey,
  type ImportOptions,
  type ImportRecord,
  type PreparedRow,
  prepareRow,
  unmatchedValues,
} from "@shared/domain/import-rows";
import { IMPORT_SOURCE } from "@shared/domain/lead-sources";
import type { ClientInput } from "@shared/schemas/client";
import type { PropertyInput } from "@shared/schemas/property";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/db";
import { clients } from "../../db/schema/clients";
import { properties } from "../../db/schema/properties";
import { HttpError } from "../../http/errors";
import { logActivities } from "../activities/activity-log";
import { importNewMatches } from "../new-matches/import-new-matches";
import {
  CLIENT_COLUMNS,
  LISTING_COLUMNS,
  readMatchRecords,
} from "../new-matches/record-new-matches";
import type { Table } from "./read-table";

export type ImportRequest = {
  kind: ImportKind;
  table: Table;
  /** The agent's mapping; the guess from the headers when they have not chosen one yet. */
  mapping?: ColumnMapping;
  valueMappings: ValueMappings;
  mode: DuplicateMode;
  country: CountryCode;
};

export type Progress = { done: number; total: number };

const PREVIEW_ROWS = 20;
const PREVIEW_PROBLEMS = 100;
/** Rows a statement inserts, and rows between two turns of the event loop for other requests. */
const BATCH = 500;

/** What the import would do, without storing anything: the Map columns and Review steps. */
export async function previewImport(db: Db, userId: string, request: ImportRequest) {
  const options = importOptions(request);
  const rows = await prepareRows(request.table, options);
  const existing = await existingKeys(db, userId, options);
  const plan = planImport(rows, existing, request.mode);
  const seen = new Set<string>();
  const isDuplicate = (row: PreparedRow) => {
    const key = row.duplicateKey;
    const duplicate = key !== null && (existing.has(key) || seen.has(key));
    if (key !== null) {
      seen.add(key);
    }
    return duplicate;
  };
  const flagged = rows.map((row) => ({ ...row, isDuplicate: isDuplicate(row) }));
  return {
    headers: request.table.headers,
    mapping: options.mapping,
    missingFields: missingRequiredFields(options.kind, options.mapping),
    unmatchedValues: unmatchedValues(request.table.rows, options),
    rowCount: rows.length,
    duplicateCount: flagged.filter((row) => row.isDuplicate).length,
    failedCount: plan.failed.length,
    warningCount: plan.warned.length,
    rows: flagged
      .slice(0, PREVIEW_ROWS)
      .map(({ rowNumber, record, problems, warnings, isDuplicate }) => ({
        rowNumber,
        record,
        problems,
        warnings,
        isDuplicate,
      })),
    // With the row's cells, so the review shows what the row holds beside why.
    problems: rows
      .filter((row) => row.record === null)
      .slice(0, PREVIEW_PROBLEMS)
      .map(({ rowNumber, cells, problems }) => ({
        rowNumber,
        cells,
        reason: problems.join("; "),
        reasons: problems,
      })),
    warnings: plan.warned.slice(0, PREVIEW_PROBLEMS),
  };
}

/**
 * Stores every row that passes, all in one transaction: if any statement fails, nothing is
 * stored. Rows that fail validation are reported, never stored.
 */
export async function runImport(
  db: Db,
  userId: string,
  request: ImportRequest,
  onProgress: (progress: Progress) => Promise<void>,
): Promise<ImportSummary> {
  const options = importableOptions(request);
  const rows = await prepareRows(request.table, options);
  const plan = planImport(rows, await existingKeys(db, userId, options), request.mode);
  const total = plan.creates.length + plan.updates.length;
  await db.transaction(async (tx) => {
    const newMatches = importNewMatches(tx, userId, options.kind);
    let done = 0;
    for (let start = 0; start < plan.creates.length; start += BATCH) {
      const batch = plan.creates.slice(start, start + BATCH);
      const hasSourceColumn = options.mapping.includes("source");
      const created = await insertRecords(tx, options.kind, userId, batch, hasSourceColumn);
      await newMatches.record(created.map((after) => ({ before: null, after })));
      done += batch.length;
      await onProgress({ done, total });
    }
    for (let start = 0; start < plan.updates.length; start += BATCH) {
      const batch = plan.updates.slice(start, start + BATCH);
      const ids = batch.map((update) => update.id);
      const befores = new Map(
        (await readMatchRecords(tx, userId, options.kind, ids)).map((row) => [row.id, row]),
      );
      const changes = [];
      for (const { id, record } of batch) {
        const after = await updateRecord(tx, options.kind, userId, id, record);
        changes.push({ before: befores.get(id) ?? null, after });
      }
      await newMatches.record(changes);
      done += batch.length;
      await onProgress({ done, total });
    }
    await newMatches.finish();
  });
  await onProgress({ done: total, total });
  return {
    created: plan.creates.length,
    updated: plan.updated,
    skipped: plan.skipped,
    failed: plan.failed.length,
    failedRows: plan.failed,
    warned: plan.warned.length,
    warnedRows: plan.warned,
  };
}

/** The request's options, or why it cannot be imported as it is. */
export function importOptions(request: ImportRequest): ImportOptions {
  const { kind, table, valueMappings, country } = request;
  if (!request.mapping && looksLikeData(kind, table.headers)) {
    throw new HttpError(
      400,
      "The first row should name the columns (for example Name, Phone), but it holds data. Add a header row and try again.",
    );
  }
  const mapping = request.mapping ?? guessColumns(kind, table.headers);
  if (mapping.length !== table.headers.length) {
    throw new HttpError(400, "Choose a field or 'Ignore' for each column of the file.");
  }
  return { kind, mapping, valueMappings, country };
}

/** Like importOptions, and every required field has a column. */
export function importableOptions(request: ImportRequest): ImportOptions {
  const options = importOptions(request);
  const missing = missingRequiredFields(options.kind, options.mapping);
  if (missing.length > 0) {
    throw new HttpError(400, `Choose a column for ${missing.join(", ")}: it is required.`);
  }
  return options;
}

async function prepareRows(table: Table, options: ImportOptions): Promise<PreparedRow[]> {
  const rows: PreparedRow[] = [];
  for (const [index, cells] of table.rows.entries()) {
    rows.push(prepareRow(cells, index + 2, options));
    if (index % BATCH === BATCH - 1) {
      await yieldToOtherRequests();
    }
  }
  return rows;
}

/** The agent's own records by duplicate key, to find the rows that repeat one. */
async function existingKeys(db: Db, userId: string, options: ImportOptions) {
  const keyed =
    options.kind === "clients"
      ? await db
          .select({ id: clients.id, phone: clients.phone, email: clients.email })
          .from(clients)
          .where(eq(clients.userId, userId))
      : await db
          .select({ id: properties.id, title: properties.title, location: properties.location })
          .from(properties)
          .where(eq(properties.userId, userId));
  return new Map(keyed.map((row) => [duplicateKey(options.kind, row, options.country), row.id]));
}

/** Inserts the records; answers them as matching reads them. */
/** A sheet without a Source column names its clients' source 'Import'; a blank cell stays blank. */
async function insertRecords(
  db: Db,
  kind: ImportKind,
  userId: string,
  records: ImportRecord[],
  hasSourceColumn: boolean,
) {
  if (kind === "clients") {
    const created = await db
      .insert(clients)
      .values(
        (records as ClientInput[]).map((record) => ({
          ...record,
          source: hasSourceColumn ? record.source : IMPORT_SOURCE,
          userId,
        })),
      )
      .returning(CLIENT_COLUMNS);
    await logActivities(
      db,
      userId,
      created.map(({ id }) => ({ kind: "imported", text: "Imported from a file", clientId: id })),
      { now: new Date(), browserZone: undefined },
    );
    await yieldToOtherRequests();
    return created;
  }
  const created = await db
    .insert(properties)
    .values((records as PropertyInput[]).map((record) => ({ ...record, userId })))
    .returning(LISTING_COLUMNS);
  await yieldToOtherRequests();
  return created;
}

async function updateRecord(
  db: Db,
  kind: ImportKind,
  userId: string,
  id: string,
  record: ImportRecord,
) {
  if (kind === "clients") {
    const [row] = await db
      .update(clients)
      .set(record)
      .where(and(eq(clients.userId, userId), eq(clients.id, id)))
      .returning(CLIENT_COLUMNS);
    return row as NonNullable<typeof row>;
  }
  const [row] = await db
    .update(properties)
    .set(record)
    .where(and(eq(properties.userId, userId), eq(properties.id, id)))
    .returning(LISTING_COLUMNS);
  return row as NonNullable<typeof row>;
}

function yieldToOtherRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
