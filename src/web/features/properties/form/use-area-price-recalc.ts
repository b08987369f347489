import { AREA_PRICE_FIELDS, type AreaPriceField, recalculate } from "@shared/domain/area-price";
import type { PropertyInput } from "@shared/schemas/property";
import { useCallback } from "react";
import type { UseFormReturn } from "react-hook-form";
import { areaPriceValues, type PropertyFormValues, textOf } from "./property-form-values";

/**
 * SPEC section 5's auto-calculation, run when the agent leaves one of the area or price fields:
 * the fields it derives are rewritten, and so is the one just typed in when it was rounded.
 */
export function useAreaPriceRecalc(
  form: UseFormReturn<PropertyFormValues, unknown, PropertyInput>,
  currency: string,
) {
  return useCallback(
    (changed: AreaPriceField) => {
      const current = areaPriceValues(form.getValues(), currency);
      const next = recalculate(current, changed);
      for (const field of AREA_PRICE_FIELDS) {
        if (next[field] !== current[field]) {
          form.setValue(field, textOf(next[field]), { shouldDirty: true });
          form.clearErrors(field);
        }
      }
    },
    [form, currency],
  );
}
