/** What the share routes take and answer (issue 12). */
import { COUNTRY_CODES, NUMBER_SYSTEMS, type Settings } from "../domain/format";
import { MAX_SYMBOL_LENGTH } from "../domain/settings";
import type { Property } from "./property";
import { z } from "./zod";

/** The agent's device settings, stored with a link so the public page formats prices their way. */
export const shareSettingsSchema = z.object({
  country: z.enum(COUNTRY_CODES, { error: "Choose a country from the list" }),
  currencySymbol: z
    .string({ error: "Currency symbol is required" })
    .trim()
    .min(1, "Currency symbol is required")
    .max(MAX_SYMBOL_LENGTH, `Currency symbol must be at most ${MAX_SYMBOL_LENGTH} characters`),
  numberSystem: z.enum(NUMBER_SYSTEMS, { error: "Choose indian or western numbering" }),
});

/** A listing's link as the agent sees it. */
export type ShareLink = {
  token: string;
  url: string;
  viewCount: number;
  lastViewedAt: string | null;
  createdAt: string;
} & Settings;

/** The listing as a signed-out client sees it: the public fields, the agent's card, no more. */
export type PublicListing = Pick<
  Property,
  | "title"
  | "description"
  | "mainType"
  | "subType"
  | "status"
  | "location"
  | "purpose"
  | "bedrooms"
  | "bathrooms"
  | "landSizeSqft"
  | "landSizeAcres"
  | "builtUpArea"
  | "pricePerSqft"
  | "videoLinks"
> & {
  price: number | null;
  /** Share-scoped, `/p/<token>/photos/<n>`: they stop working with the link. */
  photoUrls: string[];
  settings: Settings;
  agent: {
    name: string;
    email: string;
    phone: string;
    companyName: string;
    role: string;
    avatarUrl: string | null;
  };
};

/** `GET /api/public/listings/<token>`: the listing, and the signed time its enquiry form was given. */
export type PublicListingAnswer = PublicListing & { enquiryStamp: string };

/** A listing on a client's shortlist page: the public fields, their answer, no more. */
export type ShortlistListing = Omit<
  PublicListing,
  "agent" | "settings" | "description" | "videoLinks"
> & {
  id: string;
  /** The listing's own public page, when it is shared. */
  listingUrl: string | null;
  answer: "interested" | "not-for-me" | null;
  hasVisitRequest: boolean;
};

/** The client's shortlist page as a signed-out client sees it. */
export type PublicShortlist = {
  clientName: string;
  settings: Settings;
  agent: PublicListing["agent"];
  listings: ShortlistListing[];
};
