import { Button } from "@web/components/ui/button";
import type * as React from "react";

type FormActionsProps = { isSaving: boolean; submitLabel: string; cancel?: React.ReactNode };

/** A record form's buttons: Cancel (a button or a link) and the submit, 'Saving...' meanwhile. */
export function FormActions({ isSaving, submitLabel, cancel }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {cancel}
      <Button type="submit" disabled={isSaving}>
        {isSaving ? "Saving..." : submitLabel}
      </Button>
    </div>
  );
}
