import { Button } from "@web/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { PlusIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";

type AddItemFieldProps = Pick<
  React.ComponentProps<typeof Input>,
  "type" | "inputMode" | "placeholder"
> & {
  label: string;
  error?: string;
  /** Takes the typed text; returns false to keep it in the box (e.g. when it was refused). */
  onAdd: (text: string) => boolean;
};

/** A labelled text box with an Add button; Enter adds too, without submitting the form. */
export function AddItemField({ label, error, onAdd, ...input }: AddItemFieldProps) {
  const [draft, setDraft] = useState("");
  const add = () => {
    if (onAdd(draft)) {
      setDraft("");
    }
  };
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <div className="flex gap-2">
        <FieldControl>
          <Input
            {...input}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
        </FieldControl>
        <Button type="button" variant="outline" onClick={add}>
          <PlusIcon aria-hidden="true" />
          Add
        </Button>
      </div>
      <FieldError message={error} />
    </Field>
  );
}
