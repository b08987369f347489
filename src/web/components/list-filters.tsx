import { PROPERTY_STATUSES } from "@shared/domain/catalogue";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@web/components/ui/select";
import { SearchIcon } from "lucide-react";
import { useId } from "react";
import type { StatusFilter } from "../filter-properties";
import { capitalize } from "../property-display";

type PropertyFiltersProps = {
  search: string;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
};

export function PropertyFilters({
  search,
  status,
  onSearchChange,
  onStatusChange,
}: PropertyFiltersProps) {
  const searchId = useId();
  const statusId = useId();
  return (
    <search className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Label htmlFor={searchId} className="sr-only">
          Search properties...
        </Label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Search properties..."
          className="pl-9"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className="sm:w-48">
        <Label htmlFor={statusId} className="sr-only">
          Status
        </Label>
        <Select value={status} onValueChange={(value) => onStatusChange(value as StatusFilter)}>
          <SelectTrigger id={statusId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses</SelectItem>
            {PROPERTY_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {capitalize(value)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </search>
  );
}
