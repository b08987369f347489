/** The listing page's enquiry form (issue 29): its fields and words, the same with or without JavaScript. */

import {
  CLIENT_PROPERTY_TYPES,
  CLIENT_PURPOSES,
  PROPERTY_PURPOSE_FOR,
  type PropertyPurpose,
} from "./catalogue";
import { ENQUIRY_SOURCE } from "./lead-sources";

export const ENQUIRY_FIELDS = ["name", "phone", "email", "message"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

export const ENQUIRY_TEXTS = {
  heading: "I'm interested",
  labels: {
    name: "Name",
    phone: "Phone",
    email: "E-mail (optional)",
    message: "Message (optional)",
  } satisfies Record<EnquiryField, string>,
  send: "Send",
  thanks: (agentName: string) => `Thank you! ${agentName || "The agent"} will call you soon.`,
  tooMany: "Too many enquiries. Please try again later.",
  tooQuick: "Please check the form and press Send again.",
  /** A field no person sees or fills in: a bot that fills every field gives itself away. */
  honeypot: "website",
} as const;

type ListingAsked = { purpose: PropertyPurpose; location: string; subType: string | null };

/**
 * The client an enquiry makes: a potential client of high interest who wants what the listing
 * offers (its purpose as the client's, its location and type as their preferences).
 */
export function enquiryClient(
  { name, phone, email }: { name: string; phone: string; email: string },
  listing: ListingAsked,
) {
  const purpose = CLIENT_PURPOSES.find((each) => PROPERTY_PURPOSE_FOR[each] === listing.purpose);
  const subType = listing.subType ?? "";
  return {
    name,
    phone,
    email,
    status: "potential",
    interest: "high",
    purpose: purpose ?? "to-buy",
    locations: listing.location.trim() ? [listing.location.trim()] : [],
    propertyTypes: (CLIENT_PROPERTY_TYPES as readonly string[]).includes(subType) ? [subType] : [],
    source: ENQUIRY_SOURCE,
  } as const;
}
