import { capitalize } from "@shared/domain/capitalize";
import type { ClientInterest, ClientPurpose } from "@shared/domain/catalogue";
import type { Client } from "@shared/schemas/client";

/** 'Mr. Ravi Kumar'. */
export function clientDisplayName(client: Pick<Client, "title" | "name">): string {
  return `${client.title} ${client.name}`.trim();
}

/** 'to-buy' → 'To buy', 'for-joint-development' → 'For joint development'. */
export function clientPurposeLabel(purpose: ClientPurpose | string): string {
  return capitalize(purpose.replaceAll("-", " "));
}

/** 'high' → 'High interest'. */
export function interestLabel(interest: ClientInterest): string {
  return `${capitalize(interest)} interest`;
}
