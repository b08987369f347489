import { LabelledSelect } from "@web/components/form/labelled-select";
import { useMemo } from "react";

type TimeZoneFieldProps = {
  value: string;
  isPending: boolean;
  onChange: (timeZone: string) => void;
};

/** The zone the feed writes appointments in: every zone the browser knows, the saved one first if it is an alias. */
export function TimeZoneField({ value, isPending, onChange }: TimeZoneFieldProps) {
  const options = useMemo(() => {
    const known = Intl.supportedValuesOf("timeZone");
    const zones = known.includes(value) ? known : [value, ...known];
    return zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
  }, [value]);
  return (
    <LabelledSelect
      label="Time zone"
      value={value}
      options={options}
      onValueChange={onChange}
      isDisabled={isPending}
      description="Appointments are their date and time in this zone."
    />
  );
}
