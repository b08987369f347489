import {
  MAIN_TYPES,
  PROPERTY_PURPOSES,
  PROPERTY_STATUSES,
  subTypesOf,
} from "@shared/domain/catalogue";
import { useFormContext, useWatch } from "react-hook-form";
import { capitalize } from "../property-display";
import type { PropertyFormValues } from "./property-form-values";
import { SelectField } from "./select-field";

const MAIN_TYPE_OPTIONS = MAIN_TYPES.map((type) => ({ value: type, label: type }));
const STATUS_OPTIONS = PROPERTY_STATUSES.map((status) => ({
  value: status,
  label: capitalize(status),
}));
const PURPOSE_OPTIONS = PROPERTY_PURPOSES.map((purpose) => ({
  value: purpose,
  label: capitalize(purpose),
}));

/** Main type, sub type (only once a main type is chosen), status and purpose. */
export function TypeStatusFields() {
  const { control, setValue } = useFormContext<PropertyFormValues>();
  const mainType = useWatch({ control, name: "mainType" });
  const subTypeOptions = subTypesOf(mainType).map((type) => ({ value: type, label: type }));
  return (
    <>
      <SelectField
        name="mainType"
        label="Main Type"
        placeholder="Choose a main type"
        options={MAIN_TYPE_OPTIONS}
        onValueChange={() => setValue("subType", "", { shouldDirty: true })}
      />
      <SelectField
        name="subType"
        label="Sub Type"
        placeholder={mainType ? "Choose a sub type" : "Choose a main type first"}
        options={subTypeOptions}
        isDisabled={!mainType}
      />
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      <SelectField name="purpose" label="Purpose" options={PURPOSE_OPTIONS} />
    </>
  );
}
