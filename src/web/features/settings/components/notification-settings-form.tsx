import {
  APPOINTMENT_REMINDER_MINUTES,
  type NotificationSettings,
  notificationSettingsSchema,
} from "@shared/schemas/notifications";
import { LabelledSelect } from "@web/components/form/labelled-select";
import { TextField } from "@web/components/form/text-field";
import { Button } from "@web/components/ui/button";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Switch } from "@web/components/ui/switch";
import { notify } from "@web/lib/toast";
import { type FormEvent, useState } from "react";
import { useSaveNotificationSettings } from "../api/notification-settings";

const MINUTES_OPTIONS = APPOINTMENT_REMINDER_MINUTES.map((minutes) => ({
  value: String(minutes),
  label: `${minutes} minutes before`,
}));

/** What to be told and when; kept as typed until saved, and after a failed save. */
export function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const [draft, setDraft] = useState(saved);
  const save = useSaveNotificationSettings();
  const change = (patch: Partial<NotificationSettings>) => setDraft({ ...draft, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = notificationSettingsSchema.safeParse(draft);
    if (!parsed.success) {
      notify.error({ title: parsed.error.issues[0]?.message ?? "Check the times" });
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label="Notification settings">
      <Toggle
        label="Appointments"
        checked={draft.appointments}
        onChange={(appointments) => change({ appointments })}
      />
      <LabelledSelect
        label="Remind me"
        value={String(draft.appointmentMinutes)}
        options={MINUTES_OPTIONS}
        isDisabled={!draft.appointments}
        onValueChange={(minutes) =>
          change({
            appointmentMinutes: Number(minutes) as NotificationSettings["appointmentMinutes"],
          })
        }
      />
      <Toggle
        label="Follow-ups due"
        description="One notification of the day's follow-ups, at the morning time."
        checked={draft.followUps}
        onChange={(followUps) => change({ followUps })}
      />
      <TextField label="Morning time">
        <Input
          type="time"
          value={draft.morningTime}
          onChange={(event) => change({ morningTime: event.target.value })}
        />
      </TextField>
      <Toggle
        label="New leads and client answers"
        description="At once, when they come."
        checked={draft.leads}
        onChange={(leads) => change({ leads })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium text-sm">Quiet hours</legend>
        <p className="text-muted-foreground text-sm">
          Nothing but appointment reminders comes between these times, in your time zone.
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField label="From">
            <Input
              type="time"
              value={draft.quietStart}
              onChange={(event) => change({ quietStart: event.target.value })}
            />
          </TextField>
          <TextField label="To">
            <Input
              type="time"
              value={draft.quietEnd}
              onChange={(event) => change({ quietEnd: event.target.value })}
            />
          </TextField>
        </div>
      </fieldset>
      <Toggle
        label="Morning e-mail"
        description="Today's appointments and follow-ups, e-mailed at the morning time."
        checked={draft.morningEmail}
        onChange={(morningEmail) => change({ morningEmail })}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save notification settings
        </Button>
      </div>
    </form>
  );
}

type ToggleProps = {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

function Toggle({ label, description, checked, onChange }: ToggleProps) {
  return (
    <Field orientation="horizontal">
      <div className="flex flex-auto flex-col gap-1">
        <FieldLabel>{label}</FieldLabel>
        {description && <FieldDescription>{description}</FieldDescription>}
      </div>
      <FieldControl>
        <Switch checked={checked} onCheckedChange={onChange} />
      </FieldControl>
    </Field>
  );
}
