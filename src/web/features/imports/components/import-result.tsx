import { toCsv } from "@shared/domain/csv";
import type { ImportKind } from "@shared/domain/import-fields";
import type { ImportSummary } from "@shared/domain/import-plan";
import { LinkButton } from "@web/components/link-button";
import { Button } from "@web/components/ui/button";
import { Progress } from "@web/components/ui/progress";
import { saveBlob } from "@web/lib/download-file";
import { ArrowLeftIcon, DownloadIcon } from "lucide-react";

/** The rest are in the count; a long list would bury the buttons. */
const SHOWN_WARNINGS = 100;

type ImportResultProps = {
  kind: ImportKind;
  progress: number;
  summary: ImportSummary | null;
  headers: readonly string[];
};

/** The progress bar while importing, then 'N created, N updated, N skipped, N failed'. */
export function ImportResult({ kind, progress, summary, headers }: ImportResultProps) {
  if (!summary) {
    return (
      <section className="flex flex-col gap-2">
        <h2 className="font-medium text-lg">Import</h2>
        <Progress value={progress} aria-label="Import progress" />
        <p className="text-muted-foreground text-sm" aria-live="polite">
          Importing… {progress}%
        </p>
      </section>
    );
  }
  const { created, updated, skipped, failed, warned, warnedRows } = summary;
  return (
    <section className="flex flex-col gap-4">
      <h2 className="font-medium text-lg">Import finished</h2>
      <p role="status">
        {created} created, {updated} updated, {skipped} skipped, {failed} failed
      </p>
      {warned > 0 && (
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <p>
            {warned} imported with warnings: the cells below could not be read and were left out.
          </p>
          <ul className="list-disc pl-5">
            {warnedRows.slice(0, SHOWN_WARNINGS).map(({ rowNumber, warnings }) => (
              <li key={rowNumber} className="wrap-anywhere">
                Row {rowNumber}: {warnings.join("; ")}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {failed > 0 && (
          <Button
            type="button"
            variant="outline"
            onClick={() => downloadFailedRows(summary, headers)}
          >
            <DownloadIcon aria-hidden="true" />
            Download failed rows
          </Button>
        )}
        <LinkButton to={`/${kind}`} icon={ArrowLeftIcon}>
          Back to {kind === "clients" ? "Clients" : "Properties"}
        </LinkButton>
      </div>
    </section>
  );
}

/** The rows that were not imported, as they were in the file, with the reason first. */
function downloadFailedRows(summary: ImportSummary, headers: readonly string[]) {
  const csv = toCsv([
    ["Row", "Reason", ...headers],
    ...summary.failedRows.map(({ rowNumber, reason, cells }) => [rowNumber, reason, ...cells]),
  ]);
  saveBlob(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }), "failed-rows.csv");
}
