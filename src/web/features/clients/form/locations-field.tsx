import { addLocation, removeLocation } from "@shared/domain/locations";
import { AddItemField } from "@web/components/form/add-item-field";
import { Button } from "@web/components/ui/button";
import { XIcon } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import type { ClientFormValues } from "./client-form-values";

/** Preferred locations: typed and added (Enter or Add), empty and repeated entries ignored. */
export function LocationsField() {
  const { control, setValue, formState } = useFormContext<ClientFormValues>();
  const locations = useWatch({ control, name: "locations" });
  const setLocations = (next: string[]) =>
    setValue("locations", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  return (
    <div className="flex flex-col gap-3">
      <AddItemField
        label="Preferred Locations"
        placeholder="e.g. Bandra"
        error={formState.errors.locations?.message}
        onAdd={(text) => {
          const next = addLocation(locations, text);
          if (next.length !== locations.length) {
            setLocations(next);
          }
          return true;
        }}
      />
      {locations.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Added locations">
          {locations.map((location) => (
            <li
              key={location}
              className="flex items-center gap-1 rounded-full border bg-secondary py-0 pr-0 pl-3 text-secondary-foreground text-sm md:py-0.5 md:pr-0.5"
            >
              <span className="max-w-48 truncate">{location}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                className="size-11 rounded-full md:size-6"
                aria-label={`Remove ${location}`}
                onClick={() => setLocations(removeLocation(locations, location))}
              >
                <XIcon aria-hidden="true" className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
