import { PREVIEW_SIZES, photoSrcSet } from "@shared/domain/photo-sizes";
import { Button } from "@web/components/ui/button";
import { XIcon } from "lucide-react";
import { FileChoiceInput } from "./file-choice-input";
import { UploadProgress } from "./upload-progress";
import type { DraftFiles } from "./use-draft-files";

type PhotoPickerProps = {
  photos: DraftFiles;
  progress: Readonly<Record<string, number>>;
  isSaving: boolean;
};

export function PhotoPicker({ photos, progress, isSaving }: PhotoPickerProps) {
  return (
    <div className="flex flex-col gap-3">
      <FileChoiceInput
        label="Photos"
        accept="image/*"
        hint="Images, several at once. They are uploaded when you save."
        isDisabled={isSaving}
        onChoose={photos.add}
      />
      {photos.items.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.items.map((item) => (
            <li key={item.key} className="relative overflow-hidden rounded-lg border">
              <img
                src={item.previewUrl ?? item.url ?? ""}
                srcSet={item.previewUrl ? undefined : photoSrcSet(item.url ?? "")}
                sizes={PREVIEW_SIZES}
                loading="lazy"
                alt={item.name}
                className="aspect-[4/3] w-full bg-muted object-cover"
              />
              <Button
                type="button"
                variant="secondary"
                size="icon-sm"
                className="absolute top-1.5 right-1.5 rounded-full shadow"
                disabled={isSaving}
                onClick={() => photos.remove(item.key)}
              >
                <XIcon aria-hidden="true" />
                <span className="sr-only">Remove {item.name}</span>
              </Button>
              <UploadProgress
                item={item}
                percent={progress[item.key]}
                className="absolute inset-x-2 bottom-2 w-auto"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
