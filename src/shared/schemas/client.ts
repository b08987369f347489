/** Client input as the form and the API accept it (SPEC.md sections 3 and 5). */

import {
  CLIENT_INTERESTS,
  CLIENT_PROPERTY_TYPES,
  CLIENT_PURPOSES,
  CLIENT_STATUSES,
  CLIENT_TITLES,
} from "../domain/catalogue";
import { MAX_LOCATIONS, normalizeLocations } from "../domain/locations";
import {
  nullableNumber,
  optionalText,
  requiredPhone,
  requiredText,
  withoutControls,
} from "./fields";
import { z } from "./zod";

export const MISSING_CLIENT_FIELDS = {
  title: "Missing fields",
  description: "Please fill in name and phone.",
} as const;

const EMAIL_MESSAGE = "Enter a valid e-mail address";
const emailFormat = z.email();

const fields = {
  title: z.enum(CLIENT_TITLES, { error: "Choose Mr., Miss or Mrs." }),
  name: requiredText("Name", 200),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .max(254, EMAIL_MESSAGE)
    .refine((email) => email === "" || emailFormat.safeParse(email).success, EMAIL_MESSAGE),
  phone: requiredPhone("Phone"),
  status: z.enum(CLIENT_STATUSES, { error: "Choose a valid status" }),
  purpose: z.enum(CLIENT_PURPOSES, { error: "Choose a valid purpose" }),
  interest: z.enum(CLIENT_INTERESTS, { error: "Choose high, medium or low interest" }),
  budget: nullableNumber("Budget"),
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
};

export const clientInputSchema = z.object({
  ...fields,
  title: fields.title.default("Mr."),
  email: fields.email.default(""),
  status: fields.status.default("active"),
  purpose: fields.purpose.default("to-buy"),
  interest: fields.interest.default("medium"),
  locations: fields.locations.default([]),
  propertyTypes: fields.propertyTypes.default([]),
  notes: fields.notes.default(""),
});

/** The create schema made partial, without its defaults: only the fields sent are returned. */
export const clientUpdateSchema = z.object(fields).partial();

export type ClientInput = z.infer<typeof clientInputSchema>;
export type ClientFormInput = z.input<typeof clientInputSchema>;
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;
export type Client = ClientInput & { id: string; createdAt: string; updatedAt: string };
