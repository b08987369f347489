import { Field, FieldControl, FieldDescription, FieldLabel } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";

type FileChoiceInputProps = {
  label: string;
  accept: string;
  hint: string;
  isDisabled?: boolean;
  onChoose: (files: File[]) => void;
};

/** A labelled multiple-file input; it empties itself so the same file can be chosen again. */
export function FileChoiceInput({
  label,
  accept,
  hint,
  isDisabled,
  onChoose,
}: FileChoiceInputProps) {
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input
          type="file"
          accept={accept}
          multiple
          disabled={isDisabled}
          className="cursor-pointer pt-1.5"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length > 0) {
              onChoose(files);
            }
          }}
        />
      </FieldControl>
      <FieldDescription>{hint}</FieldDescription>
    </Field>
  );
}
