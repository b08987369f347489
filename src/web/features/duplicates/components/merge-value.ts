import { capitalize } from "@shared/domain/capitalize";
import { EMPTY_VALUE, formatPrice, type Settings } from "@shared/domain/format";
import { formatPhone } from "@shared/domain/phone-numbers";

/** A client's field as the merge page shows it: phones formatted, amounts in the agent's way. */
export function mergeValueText(field: string, value: unknown, settings: Settings): string {
  if (value === null || value === undefined || value === "") {
    return EMPTY_VALUE;
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? EMPTY_VALUE : value.join(", ");
  }
  if (field === "budget") {
    return formatPrice(value as number, settings);
  }
  if (field === "phone") {
    return formatPhone(String(value));
  }
  if (["status", "purpose", "interest"].includes(field)) {
    return capitalize(String(value).replaceAll("-", " "));
  }
  return String(value);
}
