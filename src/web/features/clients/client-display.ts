import { capitalize } from "@shared/domain/capitalize";
import type { ClientInterest, ClientPurpose } from "@shared/domain/catalogue";

/** 'to-buy' → 'To buy', 'for-joint-development' → 'For joint development'. */
export function clientPurposeLabel(purpose: ClientPurpose | string): string {
  return capitalize(purpose.replaceAll("-", " "));
}

/** 'high' → 'High interest'. */
export function interestLabel(interest: ClientInterest): string {
  return `${capitalize(interest)} interest`;
}
