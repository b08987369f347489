import type { ValueMappings } from "@shared/domain/choice-match";
import type { ImportKind } from "@shared/domain/import-fields";
import type { DuplicateMode } from "@shared/domain/import-plan";
import { Button } from "@web/components/ui/button";
import { useId } from "react";
import type { ImportPreview } from "../api/preview-import";
import { DuplicateChoice } from "./duplicate-choice";
import { PreviewTable } from "./preview-table";
import { RowIssues } from "./row-issues";
import { ValueMappingFields } from "./value-mapping-fields";

type ReviewStepProps = {
  kind: ImportKind;
  preview: ImportPreview;
  mode: DuplicateMode;
  onModeChange: (mode: DuplicateMode) => void;
  valueMappings: ValueMappings;
  onValueMappingsChange: (mappings: ValueMappings) => void;
  isBusy: boolean;
  onBack: () => void;
  onImport: () => void;
};

/** The first rows as they will be saved, every problem in words, and the duplicate choice. */
export function ReviewStep(props: ReviewStepProps) {
  const { kind, preview, isBusy } = props;
  const id = useId();
  const toImport = preview.rowCount - preview.failedCount;
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-4">
      <h2 id={`${id}-title`} className="font-medium text-lg">
        Review
      </h2>
      <p className="text-sm">
        {toImport.toLocaleString()} of {preview.rowCount.toLocaleString()} rows ready to import:{" "}
        {preview.duplicateCount.toLocaleString()} duplicates, {preview.failedCount.toLocaleString()}{" "}
        with problems (those are not imported).
        {preview.warningCount > 0 &&
          ` ${preview.warningCount.toLocaleString()} with warnings: imported without the cells that could not be read.`}
      </p>
      <ValueMappingFields
        kind={kind}
        unmatched={preview.unmatchedValues}
        mappings={props.valueMappings}
        onChange={props.onValueMappingsChange}
      />
      {preview.duplicateCount > 0 && (
        <DuplicateChoice mode={props.mode} onChange={props.onModeChange} />
      )}
      <PreviewTable kind={kind} preview={preview} />
      <RowIssues
        title="Problems"
        tone="problem"
        issues={preview.problems}
        headers={preview.headers}
        mapping={preview.mapping}
      />
      <RowIssues
        title="Warnings"
        tone="warning"
        issues={preview.warnings.map(({ rowNumber, cells, warnings }) => ({
          rowNumber,
          cells,
          reasons: warnings,
        }))}
        headers={preview.headers}
        mapping={preview.mapping}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={props.onBack}>
          Back
        </Button>
        <Button type="button" disabled={isBusy || toImport === 0} onClick={props.onImport}>
          Import
        </Button>
      </div>
    </section>
  );
}
