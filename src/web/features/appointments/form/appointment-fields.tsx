import { APPOINTMENT_PROCESSES, APPOINTMENT_STATUSES } from "@shared/domain/catalogue";
import { SelectField } from "@web/components/form/select-field";
import { optionsOf, type SelectOption } from "@web/components/form/select-options";
import { TextField } from "@web/components/form/text-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import {
  type AppointmentFormValues,
  NO_PROPERTY,
  type Participants,
} from "./appointment-form-values";
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
  const clientOptions = useMemo(
    () => optionsByName(participants.clients.values(), (client) => client.name),
    [participants],
  );
  const propertyOptions = useMemo(
    () => [
      { value: NO_PROPERTY, label: "None" },
      ...optionsByName(participants.properties.values(), (property) => property.title),
    ],
    [participants],
  );
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <SelectField<Values>
        name="clientId"
        label="Client"
        isRequired
        options={clientOptions}
        placeholder="Choose a client"
        onValueChange={regenerateTitle}
      />
      <SelectField<Values>
        name="propertyId"
        label="Property"
        options={propertyOptions}
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

/** The records as select options, in alphabetical order of their names. */
function optionsByName<T extends { id: string }>(
  records: Iterable<T>,
  name: (record: T) => string,
): SelectOption[] {
  return Array.from(records, (record) => ({ value: record.id, label: name(record) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}
