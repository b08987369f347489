import type { ColumnMapping } from "@shared/domain/import-fields";
import type { ImportRecord } from "@shared/domain/import-rows";
import { ApiError, errorMessage, unreachableError } from "@web/lib/api";
import { type ImportChoices, importForm } from "./import-form";

export type ImportPreview = {
  headers: string[];
  mapping: ColumnMapping;
  missingFields: string[];
  unmatchedValues: Record<string, string[]>;
  rowCount: number;
  duplicateCount: number;
  failedCount: number;
  /** Rows that import without a cell that could not be read. */
  warningCount: number;
  rows: Array<{
    rowNumber: number;
    record: ImportRecord | null;
    problems: string[];
    warnings: string[];
    isDuplicate: boolean;
  }>;
  problems: Array<{ rowNumber: number; cells: string[]; reason: string; reasons: string[] }>;
  warnings: Array<{ rowNumber: number; cells: string[]; warnings: string[] }>;
};

/** What the import would do with the file and these choices; stores nothing. */
export async function previewImport(choices: ImportChoices): Promise<ImportPreview> {
  let response: Response;
  try {
    response = await fetch(`/api/${choices.kind}/import/preview`, {
      method: "POST",
      credentials: "same-origin",
      body: importForm(choices),
    });
  } catch {
    throw unreachableError("POST", `/api/${choices.kind}/import/preview`);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, errorMessage(data));
  }
  return data as ImportPreview;
}
