import { Field, FieldControl, FieldDescription, FieldLabel } from "@web/components/ui/field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@web/components/ui/select";
import { useMemo } from "react";

type TimeZoneFieldProps = {
  value: string;
  isPending: boolean;
  onChange: (timeZone: string) => void;
};

/** The zone the feed writes appointments in: every zone the browser knows, the saved one first if it is an alias. */
export function TimeZoneField({ value, isPending, onChange }: TimeZoneFieldProps) {
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf("timeZone");
    return known.includes(value) ? known : [value, ...known];
  }, [value]);
  return (
    <Field>
      <FieldLabel>Time zone</FieldLabel>
      <Select value={value} onValueChange={onChange} disabled={isPending}>
        <FieldControl>
          <SelectTrigger className="w-full">
            <SelectValue />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          {zones.map((zone) => (
            <SelectItem key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldDescription>Appointments are their date and time in this zone.</FieldDescription>
    </Field>
  );
}
