import { CLIENT_PROPERTY_TYPES } from "@shared/domain/catalogue";
import { Button } from "@web/components/ui/button";
import { CheckIcon } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import type { ClientFormValues } from "./client-form-values";

/** The catalogue's sub types as toggle buttons; pressed ones are what the client looks for. */
export function PropertyTypesField() {
  const { control, setValue, formState } = useFormContext<ClientFormValues>();
  const selected = useWatch({ control, name: "propertyTypes" });
  const error = formState.errors.propertyTypes?.message;

  const toggle = (type: string) => {
    const next = selected.includes(type)
      ? selected.filter((other) => other !== type)
      : CLIENT_PROPERTY_TYPES.filter((other) => other === type || selected.includes(other));
    setValue("propertyTypes", next, { shouldDirty: true });
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-medium text-sm leading-none">Property Types</legend>
      <div className="flex flex-wrap gap-2">
        {CLIENT_PROPERTY_TYPES.map((type) => {
          const isSelected = selected.includes(type);
          return (
            <Button
              key={type}
              type="button"
              size="sm"
              variant={isSelected ? "default" : "outline"}
              aria-pressed={isSelected}
              className="rounded-full"
              onClick={() => toggle(type)}
            >
              {isSelected && <CheckIcon aria-hidden="true" />}
              {type}
            </Button>
          );
        })}
      </div>
      {error && <p className="text-destructive text-sm">{error}</p>}
    </fieldset>
  );
}
