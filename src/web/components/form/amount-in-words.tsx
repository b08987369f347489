import { numberToWords } from "@shared/domain/number-to-words";
import { useSettings } from "@web/features/settings/use-settings";
import { type FieldPath, type FieldValues, useFormContext, useWatch } from "react-hook-form";

/** An amount field spelled out in the agent's numbering ('Fifty Lakh Only'), live under it. */
export function AmountInWords<Values extends FieldValues = FieldValues>({
  name,
}: {
  name: FieldPath<Values>;
}) {
  const { control } = useFormContext<Values>();
  const amount: unknown = useWatch({ control, name });
  const { numberSystem } = useSettings();
  const text = typeof amount === "string" ? amount.trim() : "";
  const words = text === "" ? "" : numberToWords(text, numberSystem);
  return (
    <p className="text-muted-foreground text-sm sm:min-h-5" aria-live="polite">
      {words}
    </p>
  );
}
