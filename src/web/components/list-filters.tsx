import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { SearchIcon } from "lucide-react";
import { useId } from "react";
import { optionsOf, type SelectOption, SelectOptions } from "./form/select-options";

/**
 * A list's own select beside the status filter, e.g. the clients' 'Follow-up due' filter or their
 * order; its first choice is the default, sent nowhere.
 */
export type ListOption = { name: string; label: string; choices: readonly SelectOption[] };

type ListFiltersProps<Status extends string> = {
  /** The search box's name and placeholder, e.g. 'Search properties...'. */
  searchLabel: string;
  search: string;
  onSearchChange: (search: string) => void;
  statuses: readonly Status[];
  status: Status | "all";
  onStatusChange: (status: Status | "all") => void;
  /** The status filter's first option; SPEC words it per list ('All Status' for appointments). */
  allStatusLabel?: string;
  options?: readonly ListOption[];
  /** The options chosen away from their default, name → value. */
  optionValues?: Readonly<Record<string, string>>;
  onOptionChange?: (name: string, value: string) => void;
};

/** A list page's search box and its 'Status' filter (all, or one of `statuses`). */
export function ListFilters<Status extends string>({
  searchLabel,
  search,
  onSearchChange,
  statuses,
  status,
  onStatusChange,
  allStatusLabel = "All statuses",
  options = [],
  optionValues = {},
  onOptionChange,
}: ListFiltersProps<Status>) {
  const searchId = useId();
  const statusId = useId();
  return (
    <search className="flex flex-col flex-wrap gap-3 sm:flex-row">
      <div className="relative min-w-48 flex-1">
        <Label htmlFor={searchId} className="sr-only">
          {searchLabel}
        </Label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          placeholder={searchLabel}
          className="pl-9"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className="sm:w-48">
        <Label htmlFor={statusId} className="sr-only">
          Status
        </Label>
        <Select
          value={status}
          onValueChange={(value) => onStatusChange(value === "all" ? "all" : (value as Status))}
        >
          <SelectTrigger id={statusId}>
            <SelectValue />
          </SelectTrigger>
          <SelectOptions
            options={[{ value: "all", label: allStatusLabel }, ...optionsOf(statuses)]}
          />
        </Select>
      </div>
      {options.map((option) => (
        <OptionSelect
          key={option.name}
          option={option}
          value={optionValues[option.name] ?? option.choices[0]?.value ?? ""}
          onChange={(value) => onOptionChange?.(option.name, value)}
        />
      ))}
    </search>
  );
}

function OptionSelect({
  option,
  value,
  onChange,
}: {
  option: ListOption;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="sm:w-48">
      <Label htmlFor={id} className="sr-only">
        {option.label}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectOptions options={option.choices} />
      </Select>
    </div>
  );
}
