import {
  type ClientInterest,
  type ClientPurpose,
  type ClientStatus,
  type ClientTitle,
  DEFAULT_PHONE_PREFIX,
} from "@shared/domain/catalogue";
import type { FollowUpCadence } from "@shared/domain/follow-ups";
import { formatPhone } from "@shared/domain/phone-numbers";
import type { Client } from "@shared/schemas/client";

/**
 * What the form's controls hold: text for every input (the budget too, so an empty field stays
 * empty), validated and converted by clientInputSchema on submit (an empty budget becomes null).
 */
export type ClientFormValues = {
  title: ClientTitle;
  name: string;
  email: string;
  phone: string;
  status: ClientStatus;
  purpose: ClientPurpose;
  interest: ClientInterest;
  budget: string;
  locations: string[];
  propertyTypes: string[];
  notes: string;
  source: string;
  nextFollowUpDate: string;
  nextFollowUpTime: string;
  nextFollowUpNote: string;
  followUpCadence: FollowUpCadence;
};

/** SPEC section 4's defaults: active, to buy, medium interest; the phone starts at '+91'. */
export const EMPTY_CLIENT_FORM: ClientFormValues = {
  title: "Mr.",
  name: "",
  email: "",
  phone: DEFAULT_PHONE_PREFIX,
  status: "active",
  purpose: "to-buy",
  interest: "medium",
  budget: "",
  locations: [],
  propertyTypes: [],
  notes: "",
  source: "",
  nextFollowUpDate: "",
  nextFollowUpTime: "",
  nextFollowUpNote: "",
  followUpCadence: "none",
};

export function toFormValues(client: Client): ClientFormValues {
  return {
    title: client.title,
    name: client.name,
    email: client.email,
    phone: formatPhone(client.phone),
    status: client.status,
    purpose: client.purpose,
    interest: client.interest,
    budget: client.budget === null ? "" : String(client.budget),
    locations: [...client.locations],
    propertyTypes: [...client.propertyTypes],
    notes: client.notes,
    source: client.source ?? "",
    nextFollowUpDate: client.nextFollowUpDate ?? "",
    nextFollowUpTime: client.nextFollowUpTime ?? "",
    nextFollowUpNote: client.nextFollowUpNote,
    followUpCadence: client.followUpCadence,
  };
}
