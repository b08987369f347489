import type { NumberSystem } from "@shared/domain/format";
import { numberToWords } from "@shared/domain/number-to-words";
import { type FieldPath, type FieldValues, useFormContext, useWatch } from "react-hook-form";

/** An amount field spelled out in the agent's numbering ('Fifty Lakh Only'), live under it. */
export function AmountInWords<Values extends FieldValues = FieldValues>({
  name,
  numberSystem,
}: {
  name: FieldPath<Values>;
  numberSystem: NumberSystem;
}) {
  const { control } = useFormContext<Values>();
  const amount: unknown = useWatch({ control, name });
  const text = typeof amount === "string" ? amount.trim() : "";
  const words = text === "" ? "" : numberToWords(text, numberSystem);
  return (
    <p className="text-muted-foreground text-sm sm:min-h-5" aria-live="polite">
      {words}
    </p>
  );
}
