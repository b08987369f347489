/**
 * What an import does with each row: create a record, update an existing one, skip a duplicate,
 * or report the row as failed. Pure, so the preview and the import agree.
 */
import type { ImportRecord, PreparedRow } from "./import-rows";

export const DUPLICATE_MODES = ["skip", "update"] as const;
/** Skip duplicates, or update the record they duplicate with the file's values. */
export type DuplicateMode = (typeof DUPLICATE_MODES)[number];

export type ImportPlan = {
  creates: ImportRecord[];
  /** Existing records by id, each with the values the file has for them (blank cells change nothing). */
  updates: Array<{ id: string; record: ImportRecord }>;
  updated: number;
  skipped: number;
  failed: Array<{ rowNumber: number; cells: readonly string[]; reason: string }>;
  /** Rows stored without a cell that could not be read, and why. */
  warned: Array<{ rowNumber: number; cells: readonly string[]; warnings: string[] }>;
};

/** What an import did, as the server's last NDJSON line reports it to the wizard. */
export type ImportSummary = {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  failedRows: ImportPlan["failed"];
  /** Rows stored with a warning: an optional cell left out. */
  warned: number;
  warnedRows: ImportPlan["warned"];
};

/**
 * `existing` maps a duplicate key to the id of the agent's record. A row that repeats an earlier
 * row of the file is a duplicate too: skipped, or merged into that row's record.
 */
export function planImport(
  rows: readonly PreparedRow[],
  existing: ReadonlyMap<string, string>,
  mode: DuplicateMode,
): ImportPlan {
  const plan: ImportPlan = {
    creates: [],
    updates: [],
    updated: 0,
    skipped: 0,
    failed: [],
    warned: [],
  };
  // The record an earlier row of the file created or updated, to merge a repeat into.
  const seen = new Map<string, ImportRecord>();
  for (const row of rows) {
    const { rowNumber, cells, record, problems, warnings, duplicateKey, filledFields } = row;
    if (!record || duplicateKey === null) {
      plan.failed.push({ rowNumber, cells, reason: problems.join("; ") });
      continue;
    }
    const earlier = seen.get(duplicateKey);
    const existingId = existing.get(duplicateKey);
    if ((earlier || existingId) && mode === "skip") {
      plan.skipped++;
      continue;
    }
    if (warnings.length > 0) {
      plan.warned.push({ rowNumber, cells, warnings });
    }
    if (earlier) {
      Object.assign(earlier, pick(record, filledFields));
      plan.updated++;
    } else if (existingId) {
      const update = { id: existingId, record: pick(record, filledFields) };
      seen.set(duplicateKey, update.record);
      plan.updates.push(update);
      plan.updated++;
    } else {
      const created = { ...record };
      seen.set(duplicateKey, created);
      plan.creates.push(created);
    }
  }
  return plan;
}

/** Only the fields the row has values for: an update leaves the others as they are. */
function pick(record: ImportRecord, fields: readonly string[]): ImportRecord {
  return Object.fromEntries(
    Object.entries(record).filter(([field]) => fields.includes(field)),
  ) as ImportRecord;
}
