import type { ColumnMapping } from "@shared/domain/import-fields";
import { cn } from "@web/lib/cn";
import { useId } from "react";

export type RowIssue = { rowNumber: number; cells: readonly string[]; reasons: string[] };

type RowIssuesProps = {
  title: string;
  tone: "problem" | "warning";
  issues: readonly RowIssue[];
  headers: readonly string[];
  mapping: ColumnMapping;
};

/**
 * A card per row: its number, what the row holds in the columns being imported, and why it
 * fails (problems) or what was left out (warnings). Stacked on phones, side by side from `sm`.
 */
export function RowIssues({ title, tone, issues, headers, mapping }: RowIssuesProps) {
  const id = useId();
  if (issues.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-2">
      <h3 id={`${id}-title`} className="font-medium">
        {title}
      </h3>
      <ul className="flex flex-col gap-2">
        {issues.map(({ rowNumber, cells, reasons }) => (
          <li
            key={rowNumber}
            aria-labelledby={`${id}-row-${rowNumber}`}
            className={cn(
              "grid min-w-0 grid-cols-1 gap-2 rounded-md border p-3 text-sm sm:grid-cols-2 sm:gap-4",
              tone === "problem" ? "border-destructive/40" : "border-warning/60 bg-warning/10",
            )}
          >
            <div className="flex min-w-0 flex-col gap-1">
              <h4 id={`${id}-row-${rowNumber}`} className="font-medium">
                Row {rowNumber}
              </h4>
              <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
                {keyCells(cells, headers, mapping).map(({ column, header, value }) => (
                  <div key={column} className="contents">
                    <dt className="wrap-anywhere text-muted-foreground">{header}</dt>
                    <dd className="wrap-anywhere">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <ul
              aria-label={tone === "problem" ? "Reasons" : "Warnings"}
              className={cn(
                "flex min-w-0 list-disc flex-col gap-1 pl-5",
                tone === "problem" && "text-destructive",
              )}
            >
              {reasons.map((reason) => (
                <li key={reason} className="wrap-anywhere">
                  {reason}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The row's filled cells in the columns being imported, under the file's own headers. */
function keyCells(cells: readonly string[], headers: readonly string[], mapping: ColumnMapping) {
  return mapping.flatMap((field, column) => {
    const value = cells[column]?.trim() ?? "";
    if (!field || value === "") {
      return [];
    }
    return [{ column, header: headers[column] || `Column ${column + 1}`, value }];
  });
}
