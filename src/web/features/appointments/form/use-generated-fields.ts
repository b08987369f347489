import { useFormContext } from "react-hook-form";
import {
  type AppointmentFormValues,
  generatedTitle,
  type Participants,
} from "./appointment-form-values";

/**
 * SPEC section 5: choosing a client, property or process writes the title afresh (the agent may
 * still edit it), and choosing a property fills the location from it.
 */
export function useGeneratedFields(participants: Participants) {
  const { getValues, setValue, formState } = useFormContext<AppointmentFormValues>();
  // Once the agent has tried to save, a filled-in field clears its own error at once.
  const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const regenerateTitle = () =>
    setValue("title", generatedTitle(getValues(), participants), options);

  const fillFromProperty = (propertyId: string) => {
    const property = participants.properties.get(propertyId);
    if (property) {
      setValue("location", property.location, options);
    }
    regenerateTitle();
  };

  return { regenerateTitle, fillFromProperty };
}
