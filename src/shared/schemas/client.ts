/** Client input as the form and the API accept it (SPEC.md sections 3 and 5). */

import {
  CLIENT_INTERESTS,
  CLIENT_PROPERTY_TYPES,
  CLIENT_PURPOSES,
  CLIENT_STATUSES,
  CLIENT_TITLES,
} from "../domain/catalogue";
import type { CountryCode } from "../domain/format";
import { SOURCE_MAX_LENGTH } from "../domain/lead-sources";
import { MAX_LOCATIONS, normalizeLocations } from "../domain/locations";
import { byCountry } from "./by-country";
import {
  emptyToNull,
  nullableAmount,
  optionalText,
  requiredPhone,
  requiredText,
  withoutControls,
} from "./fields";
import { followUpFields } from "./follow-up";
import { z } from "./zod";

export const MISSING_CLIENT_FIELDS = {
  title: "Missing fields",
  description: "Please fill in name and phone.",
} as const;

const EMAIL_MESSAGE = "Enter a valid e-mail address";
const emailFormat = z.email();

const clientFields = (country: CountryCode) => ({
  title: z.enum(CLIENT_TITLES, { error: "Choose Mr., Miss, Mrs., Ms. or Dr." }),
  name: requiredText("Name", 200),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(254, EMAIL_MESSAGE)
    .refine((email) => email === "" || emailFormat.safeParse(email).success, EMAIL_MESSAGE),
  phone: requiredPhone("Phone", country),
  status: z.enum(CLIENT_STATUSES, { error: "Choose a valid status" }),
  purpose: z.enum(CLIENT_PURPOSES, { error: "Choose a valid purpose" }),
  interest: z.enum(CLIENT_INTERESTS, { error: "Choose high, medium or low interest" }),
  budget: nullableAmount("Budget", country),
  // Trimmed, blanks and case-insensitive duplicates dropped, then counted.
  locations: z
    .array(withoutControls(z.string({ error: "A location must be text" }), "A location"))
    .transform(normalizeLocations)
    .pipe(
      z
        .array(z.string().max(100, "A location must be at most 100 characters"))
        .max(MAX_LOCATIONS, `At most ${MAX_LOCATIONS} locations`),
    ),
  propertyTypes: z
    .array(z.enum(CLIENT_PROPERTY_TYPES, { error: "Choose property types from the list" }))
    .transform((types) => [...new Set(types)]),
  notes: optionalText("Notes", 10_000, { isMultiline: true }),
  // Free text with the usual values offered; left empty it is null, as for clients before it.
  source: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : emptyToNull(value)),
    optionalText("Source", SOURCE_MAX_LENGTH).nullable(),
  ),
  ...followUpFields,
});

/** The fields read the agent's way: the phone's default region and the budget's currency. */
export const CLIENT_FIELDS_READ_BY_COUNTRY = ["phone", "budget"] as const;

/**
 * A client as the form and the API accept it (`input`, with defaults), and a change to one
 * (`update`: the fields made partial, without defaults, so only the fields sent are returned).
 * Phones are stored as E.164 read with `country` as the default region; the budget is in its
 * currency. A client sent without a title has none: the form offers 'Mr.' first (SPEC.md).
 */
export const clientSchemas = byCountry((country) => {
  const fields = clientFields(country);
  const input = z.object({
    ...fields,
    title: fields.title.default(""),
    email: fields.email.default(""),
    status: fields.status.default("active"),
    purpose: fields.purpose.default("to-buy"),
    interest: fields.interest.default("medium"),
    locations: fields.locations.default([]),
    propertyTypes: fields.propertyTypes.default([]),
    notes: fields.notes.default(""),
    source: fields.source.default(null),
    nextFollowUpDate: fields.nextFollowUpDate.default(null),
    nextFollowUpTime: fields.nextFollowUpTime.default(null),
    nextFollowUpNote: fields.nextFollowUpNote.default(""),
    followUpCadence: fields.followUpCadence.default("none"),
  });
  return { input, update: z.object(fields).partial() };
});

type ClientSchemas = ReturnType<typeof clientSchemas>;
export type ClientInput = z.infer<ClientSchemas["input"]>;
export type ClientFormInput = z.input<ClientSchemas["input"]>;
export type ClientUpdate = z.infer<ClientSchemas["update"]>;
/** A stored client: `lastContactAt` is the instant of the latest call, message or visit logged. */
export type Client = ClientInput & {
  id: string;
  lastContactAt: string | null;
  createdAt: string;
  updatedAt: string;
};
