import type { ImportKind } from "@shared/domain/import-fields";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { UploadIcon } from "lucide-react";
import { useId, useState } from "react";

const ACCEPT: Readonly<Record<ImportKind, string>> = {
  clients: ".csv,.xlsx,.vcf,text/csv,text/vcard",
  properties: ".csv,.xlsx,text/csv",
};
const KINDS: Readonly<Record<ImportKind, string>> = {
  clients: "a spreadsheet (.csv or .xlsx) or your phone's contacts (.vcf)",
  properties: "a spreadsheet (.csv or .xlsx)",
};

type UploadStepProps = { kind: ImportKind; isBusy: boolean; onFile: (file: File) => void };

/** A drop area that is also the file picker's label. */
export function UploadStep({ kind, isBusy, onFile }: UploadStepProps) {
  const inputId = useId();
  const [isOver, setIsOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) {
      onFile(file);
    }
  };
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3">
      <h2 id={`${inputId}-title`} className="font-medium text-lg">
        Upload
      </h2>
      <Label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsOver(false);
          take(event.dataTransfer.files);
        }}
        className={cn(
          "flex min-h-48 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center",
          isOver && "border-primary bg-primary/5",
        )}
      >
        {isBusy ? <Spinner /> : <UploadIcon aria-hidden="true" className="size-8" />}
        <span className="font-medium">Drop a file here or choose one</span>
        <span className="font-normal text-muted-foreground text-sm">
          Import {KINDS[kind]}, up to 10 MB and 20,000 rows.
        </span>
      </Label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT[kind]}
        disabled={isBusy}
        className="sr-only"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = "";
        }}
      />
    </section>
  );
}
