/** What the share routes answer (issue 12); the server builds them, the web app reads them. */
import type { Settings } from "../domain/format";
import type { Property } from "./property";

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
