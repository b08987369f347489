import { type ColumnMapping, IMPORT_FIELDS, type ImportKind } from "@shared/domain/import-fields";
import { Button } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { useId, useState } from "react";
import type { ImportPreview } from "../api/preview-import";
import { NativeSelect } from "./native-select";

const IGNORE = "";

type MapColumnsStepProps = {
  kind: ImportKind;
  preview: ImportPreview;
  isBusy: boolean;
  onBack: () => void;
  onNext: (mapping: ColumnMapping) => void;
};

/** A field or 'Ignore' for each column of the file, pre-filled with the guess from its header. */
export function MapColumnsStep({ kind, preview, isBusy, onBack, onNext }: MapColumnsStepProps) {
  const id = useId();
  const [mapping, setMapping] = useState<ColumnMapping>(preview.mapping);
  const fields = IMPORT_FIELDS[kind];
  const missing = fields.filter((field) => field.isRequired && !mapping.includes(field.field));
  const choose = (column: number, field: string) =>
    setMapping(mapping.map((current, index) => (index === column ? field || null : current)));
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="font-medium text-lg">
        Map columns
      </h2>
      <p className="text-muted-foreground text-sm">
        {preview.rowCount.toLocaleString()} rows found. Choose the field each column of your file
        goes to.
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {preview.headers.map((header, column) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file; they never move.
          <div key={column} className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${id}-${column}`} className="wrap-anywhere">
              {header || `Column ${column + 1}`}
            </Label>
            <NativeSelect
              id={`${id}-${column}`}
              value={mapping[column] ?? IGNORE}
              onChange={(event) => choose(column, event.target.value)}
            >
              <option value={IGNORE}>Ignore</option>
              {fields.map(({ field, label, isRequired }) => (
                <option
                  key={field}
                  value={field}
                  disabled={mapping.includes(field) && mapping[column] !== field}
                >
                  {label}
                  {isRequired ? " (required)" : ""}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>
      {missing.length > 0 && (
        <p role="status" className="text-destructive text-sm">
          Choose a column for {missing.map((field) => field.label).join(", ")}: required.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button
          type="button"
          disabled={isBusy || missing.length > 0}
          onClick={() => onNext(mapping)}
        >
          Next
        </Button>
      </div>
    </section>
  );
}
