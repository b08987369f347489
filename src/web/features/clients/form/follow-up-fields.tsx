import { FOLLOW_UP_CADENCE_LABELS, FOLLOW_UP_CADENCES } from "@shared/domain/follow-ups";
import { SelectField } from "@web/components/form/select-field";
import { optionsOf } from "@web/components/form/select-options";
import { TextField } from "@web/components/form/text-field";
import { Input } from "@web/components/ui/input";
import { useFormContext } from "react-hook-form";
import type { ClientFormValues } from "./client-form-values";

const CADENCE_OPTIONS = optionsOf(
  FOLLOW_UP_CADENCES,
  (cadence) => FOLLOW_UP_CADENCE_LABELS[cadence as keyof typeof FOLLOW_UP_CADENCE_LABELS],
);

/** The next follow-up (date, time, note) and how often to follow up after each contact. */
export function FollowUpFields() {
  const { register, formState } = useFormContext<ClientFormValues>();
  const { errors } = formState;
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <TextField label="Next follow-up" error={errors.nextFollowUpDate?.message}>
        <Input type="date" {...register("nextFollowUpDate")} />
      </TextField>
      <TextField label="Follow-up time" error={errors.nextFollowUpTime?.message}>
        <Input type="time" {...register("nextFollowUpTime")} />
      </TextField>
      <TextField label="Follow-up note" error={errors.nextFollowUpNote?.message}>
        <Input autoComplete="off" {...register("nextFollowUpNote")} />
      </TextField>
      <SelectField<ClientFormValues>
        name="followUpCadence"
        label="Follow up every"
        options={CADENCE_OPTIONS}
      />
    </div>
  );
}
