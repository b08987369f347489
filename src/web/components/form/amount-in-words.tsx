import { parseAgentAmount } from "@shared/domain/amount";
import type { NumberSystem } from "@shared/domain/format";
import { numberToWords } from "@shared/domain/number-to-words";
import { type FieldPath, type FieldValues, useFormContext, useWatch } from "react-hook-form";

type AmountInWordsProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  numberSystem: NumberSystem;
  /** The agent's currency code ('INR'): an amount in another one is not spelled out. */
  currency: string;
};

/**
 * What an amount field understood, spelled out in the agent's numbering and live under it: '1.25 Cr'
 * and '12500000' both read 'One Crore Twenty Five Lakh Only'.
 */
export function AmountInWords<Values extends FieldValues = FieldValues>({
  name,
  numberSystem,
  currency,
}: AmountInWordsProps<Values>) {
  const { control } = useFormContext<Values>();
  const amount: unknown = useWatch({ control, name });
  const reading = parseAgentAmount(typeof amount === "string" ? amount : "", currency);
  const words =
    reading.ok && reading.value !== null ? numberToWords(reading.value, numberSystem) : "";
  return (
    <p className="text-muted-foreground text-sm sm:min-h-5" aria-live="polite">
      {words}
    </p>
  );
}
