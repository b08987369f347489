import { APPOINTMENT_PROCESSES, APPOINTMENT_STATUSES } from "@shared/domain/catalogue";
import { ComboboxField } from "@web/components/form/combobox-field";
import { SelectField } from "@web/components/form/select-field";
import { optionsOf } from "@web/components/form/select-options";
import { TextField } from "@web/components/form/text-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { useSettings } from "@web/records/settings/use-settings";
import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import type { AppointmentFormValues, Participants } from "./appointment-form-values";
import {
  clientMatcher,
  clientOptions,
  propertyMatcher,
  propertyOptions,
} from "./participant-options";
import { useGeneratedFields } from "./use-generated-fields";

type Values = AppointmentFormValues;

const PROCESS_OPTIONS = optionsOf(APPOINTMENT_PROCESSES, (process) => process);
const STATUS_OPTIONS = optionsOf(APPOINTMENT_STATUSES);

type AppointmentFieldsProps = { participants: Participants; isEditing: boolean };

/** Who, what, when and where; the status only when editing (a new one is scheduled). */
export function AppointmentFields({ participants, isEditing }: AppointmentFieldsProps) {
  const { register, formState } = useFormContext<Values>();
  const { errors } = formState;
  const { regenerateTitle, fillFromProperty } = useGeneratedFields(participants);
  const { country } = useSettings();
  const clients = useMemo(
    () => ({ options: clientOptions(participants), matches: clientMatcher(participants, country) }),
    [participants, country],
  );
  const properties = useMemo(
    () => ({ options: propertyOptions(participants), matches: propertyMatcher(participants) }),
    [participants],
  );
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <ComboboxField<Values>
        name="clientId"
        label="Client"
        isRequired
        {...clients}
        searchLabel="Name or phone"
        placeholder="Choose a client"
        emptyText="No client found."
        onValueChange={regenerateTitle}
      />
      <ComboboxField<Values>
        name="propertyId"
        label="Property"
        {...properties}
        searchLabel="Title or location"
        emptyText="No property found."
        onValueChange={fillFromProperty}
      />
      <SelectField<Values>
        name="process"
        label="Process"
        isRequired
        options={PROCESS_OPTIONS}
        placeholder="Choose a process"
        onValueChange={regenerateTitle}
      />
      {isEditing && <SelectField<Values> name="status" label="Status" options={STATUS_OPTIONS} />}
      <TextField label="Title" error={errors.title?.message} isRequired className="sm:col-span-2">
        <Input required autoComplete="off" {...register("title")} />
      </TextField>
      <TextField label="Date" error={errors.date?.message} isRequired>
        <Input type="date" required {...register("date")} />
      </TextField>
      <TextField label="Time" error={errors.time?.message} isRequired>
        <Input type="time" required {...register("time")} />
      </TextField>
      <TextField
        label="Location"
        error={errors.location?.message}
        isRequired
        className="sm:col-span-2"
      >
        <Input required autoComplete="off" {...register("location")} />
      </TextField>
      <TextField label="Notes" error={errors.notes?.message} className="sm:col-span-2">
        <Textarea rows={3} {...register("notes")} />
      </TextField>
    </div>
  );
}
