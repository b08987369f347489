import { CLIENT_SOURCES, SOURCE_MAX_LENGTH } from "@shared/domain/lead-sources";
import { hasPhone } from "@shared/domain/links";
import {
  type Client,
  type ClientInput,
  clientSchemas,
  MISSING_CLIENT_FIELDS,
} from "@shared/schemas/client";
import { DiscardChangesDialog } from "@web/components/discard-changes-dialog";
import { FormActions } from "@web/components/form/form-actions";
import { FormSection } from "@web/components/form/form-section";
import { TextField } from "@web/components/form/text-field";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { schemaResolver } from "@web/lib/schema-resolver";
import { notify } from "@web/lib/toast";
import { useUnsavedChangesGuard } from "@web/lib/use-unsaved-changes-guard";
import { useCreateClient } from "@web/records/client/create-client";
import { useUpdateClient } from "@web/records/client/update-client";
import { useSettings } from "@web/records/settings/use-settings";
import { useMemo } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { type ClientFormValues, EMPTY_CLIENT_FORM, toFormValues } from "./client-form-values";
import { ContactFields } from "./contact-fields";
import { FollowUpFields } from "./follow-up-fields";
import { LocationsField } from "./locations-field";
import { PasteLeadBox } from "./paste-lead-box";
import { PropertyTypesField } from "./property-types-field";
import { RequirementFields } from "./requirement-fields";

type ClientFormProps = {
  /** The client being edited; a new one is added without it. */
  client?: Client;
  onSaved: (saved: Client) => void;
  /** Shows a Cancel button (SPEC: when the form is cancellable). */
  onCancel?: () => void;
};

/** SPEC's client form, for a page or a dialog; the caller supplies the title. */
export function ClientForm({ client, onSaved, onCancel }: ClientFormProps) {
  // Phones are read with the agent's country and saved as E.164; the budget in its currency.
  const { country } = useSettings();
  const resolver = useMemo(
    () => schemaResolver<ClientFormValues, ClientInput>(clientSchemas(country).input),
    [country],
  );
  const form = useForm<ClientFormValues, unknown, ClientInput>({
    resolver,
    defaultValues: client ? toFormValues(client) : EMPTY_CLIENT_FORM,
  });
  const create = useCreateClient();
  const update = useUpdateClient();
  const isSaving = create.isPending || update.isPending;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = client
          ? await update.mutateAsync({ id: client.id, patch: values })
          : await create.mutateAsync(values);
        guard.release();
        if (!client) {
          form.reset(EMPTY_CLIENT_FORM);
        }
        onSaved(saved);
      } catch {
        // The mutation has toasted the server's message; the form keeps what was typed.
      }
    },
    () => {
      const { name, phone } = form.getValues();
      if (name.trim() === "" || !hasPhone(phone)) {
        notify.error(MISSING_CLIENT_FIELDS);
      }
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        {!client && (
          <FormSection
            title="From a portal or chat"
            description="Paste a lead's e-mail or WhatsApp message to fill the details it names."
          >
            <PasteLeadBox />
          </FormSection>
        )}
        <FormSection title="Contact details">
          <ContactFields />
        </FormSection>
        <FormSection title="Requirements">
          <RequirementFields />
          <LocationsField />
          <PropertyTypesField />
        </FormSection>
        <FormSection title="Follow-up">
          <FollowUpFields />
        </FormSection>
        <FormSection title="Additional information">
          <TextField label="Source" error={form.formState.errors.source?.message}>
            <Input
              list="client-sources"
              maxLength={SOURCE_MAX_LENGTH}
              {...form.register("source")}
            />
          </TextField>
          <datalist id="client-sources">
            {CLIENT_SOURCES.map((source) => (
              <option key={source} value={source} />
            ))}
          </datalist>
          <TextField label="Notes" error={form.formState.errors.notes?.message}>
            <Textarea rows={4} {...form.register("notes")} />
          </TextField>
        </FormSection>
        <FormActions
          isSaving={isSaving}
          submitLabel={client ? "Update Client" : "Add Client"}
          cancel={
            onCancel && (
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            )
          }
        />
      </form>
      <DiscardChangesDialog
        isOpen={guard.isAsking}
        onKeepEditing={guard.keepEditing}
        onDiscard={guard.discard}
      />
    </FormProvider>
  );
}

/** The form's heading: 'Add New Client' or 'Edit Client'. */
export function clientFormTitle(isEditing: boolean): string {
  return isEditing ? "Edit Client" : "Add New Client";
}
