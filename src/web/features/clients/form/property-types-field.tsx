import { CLIENT_PROPERTY_TYPES } from "@shared/domain/catalogue";
import { buttonVariants } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { CheckIcon } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { ClientFormValues } from "./client-form-values";

/**
 * The catalogue's sub types as toggle buttons; pressed ones are what the client looks for. One
 * group, named by its label, and one Tab stop: the arrow keys move between the types, Space and
 * Enter press one.
 */
export function PropertyTypesField() {
  const { control, setValue, formState } = useFormContext<ClientFormValues>();
  const selected = useWatch({ control, name: "propertyTypes" });
  const error = formState.errors.propertyTypes?.message;
  const labelId = useId();
  const errorId = useId();

  // Kept in the catalogue's order, whatever order they were pressed in.
  const change = (pressed: string[]) => {
    const next = CLIENT_PROPERTY_TYPES.filter((type) => pressed.includes(type));
    setValue("propertyTypes", next, { shouldDirty: true });
  };

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <span id={labelId} className="mb-2 font-medium text-sm leading-none">
        Property Types
      </span>
      <ToggleGroup.Root
        type="multiple"
        // A group (Radix would name it a toolbar), named by its label.
        role="group"
        value={selected}
        onValueChange={change}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        className="flex flex-wrap gap-2"
      >
        {CLIENT_PROPERTY_TYPES.map((type) => {
          const isSelected = selected.includes(type);
          return (
            <ToggleGroup.Item
              key={type}
              value={type}
              className={cn(
                buttonVariants({ size: "sm", variant: isSelected ? "default" : "outline" }),
                "rounded-full",
              )}
            >
              {isSelected && <CheckIcon aria-hidden="true" />}
              {type}
            </ToggleGroup.Item>
          );
        })}
      </ToggleGroup.Root>
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
