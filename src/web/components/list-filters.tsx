import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { SearchIcon } from "lucide-react";
import { useId } from "react";
import { optionsOf, SelectOptions } from "./form/select-options";

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
}: ListFiltersProps<Status>) {
  const searchId = useId();
  const statusId = useId();
  return (
    <search className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
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
    </search>
  );
}
