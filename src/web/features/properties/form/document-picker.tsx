import { Button } from "@web/components/ui/button";
import { FileTextIcon, XIcon } from "lucide-react";
import { FileChoiceInput } from "./file-choice-input";
import { UploadProgress } from "./upload-progress";
import type { DraftFiles } from "./use-draft-files";

type DocumentPickerProps = {
  documents: DraftFiles;
  progress: Readonly<Record<string, number>>;
  isSaving: boolean;
};

export function DocumentPicker({ documents, progress, isSaving }: DocumentPickerProps) {
  return (
    <div className="flex flex-col gap-3">
      <FileChoiceInput
        label="Documents"
        accept=".pdf,.doc,.docx"
        hint="PDF, DOC or DOCX files."
        isDisabled={isSaving}
        onChoose={documents.add}
      />
      {documents.items.length > 0 && (
        <ul className="flex flex-col gap-2">
          {documents.items.map((item) => (
            <li key={item.key} className="flex flex-col gap-2 rounded-lg border px-3 py-2">
              <div className="flex items-center gap-2">
                <FileTextIcon
                  aria-hidden="true"
                  className="size-4 shrink-0 text-muted-foreground"
                />
                <span className="min-w-0 flex-1 truncate text-sm">{item.name}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  disabled={isSaving}
                  onClick={() => documents.remove(item.key)}
                >
                  <XIcon aria-hidden="true" />
                  <span className="sr-only">Remove {item.name}</span>
                </Button>
              </div>
              <UploadProgress item={item} percent={progress[item.key]} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
