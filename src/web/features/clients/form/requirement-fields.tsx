import { CLIENT_INTERESTS, CLIENT_PURPOSES, CLIENT_STATUSES } from "@shared/domain/catalogue";
import { COUNTRIES } from "@shared/domain/format";
import { AmountInWords } from "@web/components/form/amount-in-words";
import { SelectField } from "@web/components/form/select-field";
import { optionsOf } from "@web/components/form/select-options";
import { TextField } from "@web/components/form/text-field";
import { Input } from "@web/components/ui/input";
import { useSettings } from "@web/records/settings/use-settings";
import { useFormContext } from "react-hook-form";
import { clientPurposeLabel } from "../client-display";
import type { ClientFormValues } from "./client-form-values";

const STATUS_OPTIONS = optionsOf(CLIENT_STATUSES);
const PURPOSE_OPTIONS = optionsOf(CLIENT_PURPOSES, clientPurposeLabel);
const INTEREST_OPTIONS = optionsOf(CLIENT_INTERESTS);

/** Status, purpose, interest and the budget with its words. */
export function RequirementFields() {
  const { register, formState } = useFormContext<ClientFormValues>();
  const { country, numberSystem } = useSettings();
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <SelectField<ClientFormValues> name="status" label="Status" options={STATUS_OPTIONS} />
      <SelectField<ClientFormValues> name="purpose" label="Purpose" options={PURPOSE_OPTIONS} />
      <SelectField<ClientFormValues> name="interest" label="Interest" options={INTEREST_OPTIONS} />
      <div className="flex flex-col gap-1">
        <TextField label="Budget" error={formState.errors.budget?.message}>
          <Input autoComplete="off" {...register("budget")} />
        </TextField>
        <AmountInWords<ClientFormValues>
          name="budget"
          numberSystem={numberSystem}
          currency={COUNTRIES[country].currency}
        />
      </div>
    </div>
  );
}
