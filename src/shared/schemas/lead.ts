/** A lead as the webhook and the listing page's enquiry form take it (issue 29). */

import type { CountryCode } from "../domain/format";
import { byCountry } from "./by-country";
import { type ClientInput, clientSchemas } from "./client";
import { optionalPhone, optionalText } from "./fields";
import type { z } from "./zod";

export const MESSAGE_MAX_LENGTH = 2000;
export const NO_CONTACT_PROBLEM = "A lead needs a phone number or an e-mail address";

const message = optionalText("Message", MESSAGE_MAX_LENGTH, { isMultiline: true }).default("");

/**
 * `client`: the client form's own schema, but a lead from a portal may bring only an e-mail.
 * `enquiry`: the public form's fields, with the client form's rules (name and phone required).
 */
export const leadSchemas = byCountry((country: CountryCode) => {
  const client = clientSchemas(country).input;
  return {
    client: client
      .extend({ phone: optionalPhone("Phone", country).default("") })
      .refine((lead) => lead.phone !== "" || lead.email !== "", NO_CONTACT_PROBLEM),
    enquiry: client.pick({ name: true, phone: true, email: true }).extend({ message }),
  };
});

export type EnquiryInput = z.infer<ReturnType<typeof leadSchemas>["enquiry"]>;

/** A lead read and checked: the client to create or add to, and the words they sent. */
export type Lead = { client: ClientInput; message: string };

/** `POST /api/leads/<token>`'s answer: the client's id, and whether the lead made a new client. */
export type LeadReceipt = { id: string; created: boolean };

export type LeadCapture = { url: string; createdAt: string };
