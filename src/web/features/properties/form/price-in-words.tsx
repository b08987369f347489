import { numberToWords } from "@shared/domain/number-to-words";
import { useSettings } from "@web/features/settings/use-settings";
import { useFormContext, useWatch } from "react-hook-form";
import type { PropertyFormValues } from "./property-form-values";

/** The price spelled out in the agent's numbering ('Fifty Lakh Only'), live under the price. */
export function PriceInWords() {
  const { control } = useFormContext<PropertyFormValues>();
  const price = useWatch({ control, name: "price" });
  const { numberSystem } = useSettings();
  const words = price.trim() === "" ? "" : numberToWords(price, numberSystem);
  return (
    <p className="text-muted-foreground text-sm sm:min-h-5" aria-live="polite">
      {words}
    </p>
  );
}
