import { Button } from "@web/components/ui/button";
import {
  Command,
  CommandEmpty,
  CommandInput,
  CommandItem,
  CommandList,
} from "@web/components/ui/command";
import { Field, FieldControl, FieldError, FieldLabel } from "@web/components/ui/field";
import { Popover, PopoverContent, PopoverTrigger } from "@web/components/ui/popover";
import { cn } from "@web/lib/cn";
import { CheckIcon, ChevronsUpDownIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { type FieldPath, type FieldValues, useController, useFormContext } from "react-hook-form";

export type ComboboxOption = {
  value: string;
  label: string;
  /** A second line under the label (a phone, a location), shown and searchable as the caller says. */
  detail?: string;
};

type ComboboxFieldProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  options: readonly ComboboxOption[];
  /** Whether an option is found by what the agent typed (never called with an empty query). */
  matches: (option: ComboboxOption, query: string) => boolean;
  /** The search box's name and placeholder: 'Name or phone'. */
  searchLabel: string;
  placeholder?: string;
  emptyText?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  onValueChange?: (value: string) => void;
};

/**
 * A labelled, searchable choice among many (shadcn's Combobox: a Radix popover holding cmdk's
 * list), bound to the surrounding react-hook-form form. The trigger is the field's combobox; the
 * search box inside the popover filters the options with `matches`.
 */
export function ComboboxField<Values extends FieldValues = FieldValues>({
  name,
  label,
  options,
  matches,
  searchLabel,
  placeholder,
  emptyText = "Nothing found.",
  isDisabled = false,
  isRequired = false,
  onValueChange,
}: ComboboxFieldProps<Values>) {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ control, name });
  const [isOpen, setIsOpen] = useState(false);
  const byValue = useMemo(
    () => new Map(options.map((option) => [option.value, option])),
    [options],
  );
  const error = fieldState.error?.message;
  const selected = typeof field.value === "string" ? byValue.get(field.value) : undefined;

  const choose = (value: string) => {
    field.onChange(value);
    onValueChange?.(value);
    setIsOpen(false);
  };

  return (
    <Field invalid={Boolean(error)} isRequired={isRequired}>
      <FieldLabel>{label}</FieldLabel>
      {/* Modal, so the list scrolls by touch inside a dialog and the page behind stays put. */}
      <Popover open={isOpen} onOpenChange={setIsOpen} modal>
        <PopoverTrigger asChild>
          <FieldControl>
            <Button
              ref={field.ref}
              type="button"
              variant="outline"
              role="combobox"
              aria-expanded={isOpen}
              disabled={isDisabled}
              onBlur={field.onBlur}
              className="h-11 w-full justify-between px-3 font-normal md:h-10"
            >
              <span className={cn("truncate", !selected && "text-muted-foreground")}>
                {selected?.label ?? placeholder}
              </span>
              <ChevronsUpDownIcon aria-hidden="true" className="opacity-60" />
            </Button>
          </FieldControl>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-0">
          <Command
            label={searchLabel}
            filter={(value, query) => {
              const option = byValue.get(value);
              return option && matches(option, query.trim()) ? 1 : 0;
            }}
          >
            <CommandInput placeholder={searchLabel} />
            <CommandList>
              <CommandEmpty>{emptyText}</CommandEmpty>
              {options.map((option) => (
                <CommandItem key={option.value} value={option.value} onSelect={choose}>
                  <CheckIcon
                    aria-hidden="true"
                    className={cn(option === selected ? "opacity-100" : "opacity-0")}
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate">{option.label}</span>
                    {option.detail && (
                      <span className="truncate text-muted-foreground text-xs">
                        {option.detail}
                      </span>
                    )}
                  </span>
                </CommandItem>
              ))}
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      <FieldError message={error} />
    </Field>
  );
}
