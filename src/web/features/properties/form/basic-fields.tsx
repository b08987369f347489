import type { AreaPriceField } from "@shared/domain/area-price";
import { COUNTRIES } from "@shared/domain/format";
import { AmountInWords } from "@web/components/form/amount-in-words";
import { TextField } from "@web/components/form/text-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { useSettings } from "@web/records/settings/use-settings";
import { useFormContext } from "react-hook-form";
import { NumberField } from "./number-field";
import type { PropertyFormValues } from "./property-form-values";
import { TypeStatusFields } from "./type-status-fields";

type BasicFieldsProps = { onLeave: (field: AreaPriceField) => void };

/** Title, description, price (with its words), type, status, purpose and location. */
export function BasicFields({ onLeave }: BasicFieldsProps) {
  const { register, formState } = useFormContext<PropertyFormValues>();
  const { errors } = formState;
  const { country, numberSystem } = useSettings();
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <TextField label="Title" error={errors.title?.message} isRequired className="sm:col-span-2">
        <Input required autoComplete="off" {...register("title")} />
      </TextField>
      <TextField label="Description" error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={4} {...register("description")} />
      </TextField>
      <NumberField name="price" label="Price" isAmount isRequired onLeave={() => onLeave("price")}>
        <AmountInWords<PropertyFormValues>
          name="price"
          numberSystem={numberSystem}
          currency={COUNTRIES[country].currency}
        />
      </NumberField>
      <TextField label="Location" error={errors.location?.message} isRequired>
        <Input required {...register("location")} />
      </TextField>
      <TypeStatusFields />
    </div>
  );
}
