import {
  MAIN_TYPES,
  PROPERTY_PURPOSES,
  PROPERTY_STATUSES,
  subTypesOf,
} from "@shared/domain/catalogue";
import { SelectField } from "@web/components/form/select-field";
import { optionsOf } from "@web/components/form/select-options";
import { useFormContext, useWatch } from "react-hook-form";
import type { PropertyFormValues } from "./property-form-values";

const MAIN_TYPE_OPTIONS = optionsOf(MAIN_TYPES, (type) => type);
const STATUS_OPTIONS = optionsOf(PROPERTY_STATUSES);
const PURPOSE_OPTIONS = optionsOf(PROPERTY_PURPOSES);

/** Main type, sub type (only once a main type is chosen), status and purpose. */
export function TypeStatusFields() {
  const { control, setValue } = useFormContext<PropertyFormValues>();
  const mainType = useWatch({ control, name: "mainType" });
  const subTypeOptions = subTypesOf(mainType).map((type) => ({ value: type, label: type }));
  return (
    <>
      <SelectField<PropertyFormValues>
        name="mainType"
        label="Main Type"
        placeholder="Choose a main type"
        options={MAIN_TYPE_OPTIONS}
        onValueChange={() => setValue("subType", "", { shouldDirty: true })}
      />
      <SelectField<PropertyFormValues>
        name="subType"
        label="Sub Type"
        placeholder={mainType ? "Choose a sub type" : "Choose a main type first"}
        options={subTypeOptions}
        isDisabled={!mainType}
      />
      <SelectField<PropertyFormValues> name="status" label="Status" options={STATUS_OPTIONS} />
      <SelectField<PropertyFormValues> name="purpose" label="Purpose" options={PURPOSE_OPTIONS} />
    </>
  );
}
