import { COUNTRIES } from "@shared/domain/format";
import {
  MISSING_PROPERTY_FIELDS,
  type Property,
  type PropertyInput,
  propertySchemas,
} from "@shared/schemas/property";
import { DiscardChangesDialog } from "@web/components/discard-changes-dialog";
import { FormActions } from "@web/components/form/form-actions";
import { FormSection } from "@web/components/form/form-section";
import { Button } from "@web/components/ui/button";
import { schemaResolver } from "@web/lib/schema-resolver";
import { notify } from "@web/lib/toast";
import { useUnsavedChangesGuard } from "@web/lib/use-unsaved-changes-guard";
import { useSettings } from "@web/records/settings/use-settings";
import { useMemo } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "react-router";
import { AreaPriceFields } from "./area-price-fields";
import { BasicFields } from "./basic-fields";
import { DocumentPicker } from "./document-picker";
import { OwnerFields } from "./owner-fields";
import { PhotoPicker } from "./photo-picker";
import { EMPTY_PROPERTY_FORM, type PropertyFormValues, toFormValues } from "./property-form-values";
import { useAreaPriceRecalc } from "./use-area-price-recalc";
import { useDraftFiles } from "./use-draft-files";
import { useSaveProperty } from "./use-save-property";
import { VideoLinksField } from "./video-links-field";

type PropertyFormProps = {
  /** The property being edited; a new one is added without it. */
  property?: Property;
  cancelTo: string;
  onSaved: (saved: Property) => void;
};

export function PropertyForm({ property, cancelTo, onSaved }: PropertyFormProps) {
  // The owner's phone is read with the agent's country and saved as E.164; amounts in its currency.
  const { country } = useSettings();
  const resolver = useMemo(
    () => schemaResolver<PropertyFormValues, PropertyInput>(propertySchemas(country).input),
    [country],
  );
  const form = useForm<PropertyFormValues, unknown, PropertyInput>({
    resolver,
    defaultValues: property ? toFormValues(property) : EMPTY_PROPERTY_FORM,
  });
  const photos = useDraftFiles(property?.photos ?? [], "photo");
  const documents = useDraftFiles(property?.documents ?? [], "document");
  const recalc = useAreaPriceRecalc(form, COUNTRIES[country].currency);
  const { save, progress, isSaving } = useSaveProperty(property);
  const guard = useUnsavedChangesGuard(
    form.formState.isDirty || photos.isChanged || documents.isChanged,
  );

  const onSubmit = form.handleSubmit(
    async (values) => {
      const saved = await save(values, { photos, documents });
      if (!saved) {
        return;
      }
      guard.release();
      if (!property) {
        form.reset(EMPTY_PROPERTY_FORM);
        photos.clear();
        documents.clear();
      }
      onSaved(saved);
    },
    () => {
      const { title, price, location } = form.getValues();
      if ([title, price, location].some((value) => value.trim() === "")) {
        notify.error(MISSING_PROPERTY_FIELDS);
      }
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <FormSection title="Property details">
          <BasicFields onLeave={recalc} />
        </FormSection>
        <FormSection title="Owner">
          <OwnerFields />
        </FormSection>
        <FormSection title="Size and price" description="Areas and rates fill each other in.">
          <AreaPriceFields onLeave={recalc} />
        </FormSection>
        <FormSection title="Media and documents">
          <PhotoPicker photos={photos} progress={progress} isSaving={isSaving} />
          <DocumentPicker documents={documents} progress={progress} isSaving={isSaving} />
          <VideoLinksField />
        </FormSection>
        <FormActions
          isSaving={isSaving}
          submitLabel={property ? "Update Property" : "Add Property"}
          cancel={
            <Button asChild variant="outline">
              <Link to={cancelTo}>Cancel</Link>
            </Button>
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
