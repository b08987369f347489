import { type ImportKind, importField } from "@shared/domain/import-fields";
import type { ImportPreview } from "../api/preview-import";

/** The first rows as they will be saved; it scrolls sideways inside itself on a phone. */
export function PreviewTable({ kind, preview }: { kind: ImportKind; preview: ImportPreview }) {
  const fields = preview.mapping.filter((field) => field !== null);
  return (
    <div className="max-w-full overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The first rows as they will be saved</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="px-3 py-2">
              Row
            </th>
            {fields.map((field) => (
              <th key={field} scope="col" className="whitespace-nowrap px-3 py-2">
                {importField(kind, field)?.label}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map(({ rowNumber, record, problems, warnings, isDuplicate }) => (
            <tr key={rowNumber} className="border-t align-top">
              <td className="px-3 py-2">{rowNumber}</td>
              {fields.map((field) => (
                <td key={field} className="wrap-anywhere min-w-32 max-w-64 px-3 py-2">
                  {cellText(record?.[field as keyof typeof record])}
                </td>
              ))}
              <td className="min-w-48 px-3 py-2">
                {problems.length > 0 ? (
                  <span className="text-destructive">{problems.join("; ")}</span>
                ) : (
                  <>
                    {isDuplicate ? "Duplicate" : "Ready"}
                    {warnings.length > 0 && (
                      <span className="block text-muted-foreground">
                        Warning: {warnings.join("; ")}
                      </span>
                    )}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) {
    return "";
  }
  if (Array.isArray(value)) {
    return value.join("; ");
  }
  return typeof value === "number" ? value.toLocaleString() : String(value);
}
