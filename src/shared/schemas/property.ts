/** Property input as the form and the API accept it (SPEC.md sections 3 and 5). */

import {
  DEFAULT_PHONE_PREFIX,
  isSubTypeOf,
  MAIN_TYPES,
  PROPERTY_PURPOSES,
  PROPERTY_STATUSES,
} from "../domain/catalogue";
import type { CountryCode } from "../domain/format";
import { INVALID_YOUTUBE_LINK, parseYouTubeUrl } from "../domain/youtube";
import { byCountry } from "./by-country";
import {
  emptyToNull,
  nullableAmount,
  nullableNumber,
  optionalPhone,
  optionalText,
  requiredAmount,
  requiredText,
} from "./fields";
import { z } from "./zod";

export const MISSING_PROPERTY_FIELDS = {
  title: "Missing fields",
  description: "Please fill in title, price, and location.",
} as const;

export const MAX_PHOTOS = 30;
export const MAX_DOCUMENTS = 30;
export const MAX_VIDEO_LINKS = 20;

/** A stored photo or document. A form may keep the unsaved File beside it; the schema drops it. */
export const mediaItemSchema = z.object({
  name: requiredText("File name", 255),
  url: requiredText("File address", 2048),
  type: optionalText("File type", 255).default(""),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

const videoLinkSchema = z
  .string({ error: INVALID_YOUTUBE_LINK.description })
  .trim()
  .refine((link) => parseYouTubeUrl(link) !== null, INVALID_YOUTUBE_LINK.description);

// The fields without defaults: the update schema must not fill in what a PATCH leaves out.
const propertyFields = (country: CountryCode) => ({
  title: requiredText("Title", 200),
  description: optionalText("Description", 10_000, { isMultiline: true }),
  price: requiredAmount("Price", country),
  mainType: z.preprocess(
    emptyToNull,
    z.enum(MAIN_TYPES, { error: "Choose a main type from the list" }).nullable(),
  ),
  subType: z.preprocess(emptyToNull, optionalText("Sub type", 100).nullable()),
  status: z.enum(PROPERTY_STATUSES, { error: "Choose a valid status" }),
  location: requiredText("Location", 300),
  purpose: z.enum(PROPERTY_PURPOSES, { error: "Choose a valid purpose" }),
  ownerName: optionalText("Owner name", 200),
  ownerPhone: optionalPhone("Owner phone", country),
  bedrooms: nullableNumber("Bedrooms", { isInteger: true, max: 1000 }),
  bathrooms: nullableNumber("Bathrooms", { isInteger: true, max: 1000 }),
  landSizeSqft: nullableNumber("Land size (sqft)"),
  landSizeAcres: nullableNumber("Land size (acres)"),
  builtUpArea: nullableNumber("Built-up area"),
  pricePerSqft: nullableAmount("Price per sqft", country),
  photos: z.array(mediaItemSchema).max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`),
  documents: z.array(mediaItemSchema).max(MAX_DOCUMENTS, `At most ${MAX_DOCUMENTS} documents`),
  videoLinks: z
    .array(videoLinkSchema)
    .max(MAX_VIDEO_LINKS, `At most ${MAX_VIDEO_LINKS} video links`),
});

/** The fields read the agent's way: the owner phone's default region and the amounts' currency. */
export const PROPERTY_FIELDS_READ_BY_COUNTRY = ["price", "pricePerSqft", "ownerPhone"] as const;

/**
 * A listing as the form and the API accept it (`input`, with defaults), and a change to one
 * (`update`: partial, without defaults, so only the fields sent are returned). The owner's phone
 * is stored as E.164 read with `country` as the default region; amounts are in its currency. The
 * sub type is checked against the main type when both are sent; the server checks the merged
 * record with `subTypeIssue` for a PATCH that sends one of them.
 */
export const propertySchemas = byCountry((country) => {
  const fields = propertyFields(country);
  const input = z
    .object({
      ...fields,
      description: fields.description.default(""),
      status: fields.status.default("available"),
      purpose: fields.purpose.default("sale"),
      ownerName: fields.ownerName.default(""),
      ownerPhone: fields.ownerPhone.default(DEFAULT_PHONE_PREFIX),
      photos: fields.photos.default([]),
      documents: fields.documents.default([]),
      videoLinks: fields.videoLinks.default([]),
    })
    .superRefine(checkSubType);
  return { input, update: z.object(fields).partial().superRefine(checkSubType) };
});

type PropertySchemas = ReturnType<typeof propertySchemas>;
export type PropertyInput = z.infer<PropertySchemas["input"]>;
export type PropertyFormInput = z.input<PropertySchemas["input"]>;
export type PropertyUpdate = z.infer<PropertySchemas["update"]>;
export type Property = PropertyInput & { id: string; createdAt: string; updatedAt: string };

/** Why a sub type does not fit its main type, or null when it does (or either is missing). */
export function subTypeIssue(
  mainType: string | null | undefined,
  subType: string | null | undefined,
): string | null {
  if (!mainType || !subType || isSubTypeOf(mainType, subType)) {
    return null;
  }
  return `${subType} is not a sub type of ${mainType}`;
}

function checkSubType(
  value: { mainType?: string | null; subType?: string | null },
  ctx: z.RefinementCtx,
): void {
  const message = subTypeIssue(value.mainType, value.subType);
  if (message) {
    ctx.addIssue({ code: "custom", message, path: ["subType"] });
  }
}
