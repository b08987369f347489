/** The agent's profile (SPEC.md section 3): every field optional, left out means unchanged. */

import { COUNTRY_CODES, type CountryCode } from "../domain/format";
import { byCountry } from "./by-country";
import { optionalPhone, optionalText } from "./fields";
import { z } from "./zod";

const WEBSITE_MESSAGE = "Enter a valid website address";
const websiteFormat = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** '' or an http(s) address; 'example.com' is read as 'https://example.com'. */
const website = optionalText("Website", 2048)
  .transform((value) =>
    value === "" || /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`,
  )
  .refine((value) => value === "" || websiteFormat.safeParse(value).success, WEBSITE_MESSAGE);

/** The name and avatar, which Better Auth's own routes take too. */
export const profileNameSchema = optionalText("Name", 100);
export const avatarUrlSchema = optionalText("Avatar address", 2048);

/**
 * The profile, written field by field. The phone is stored as E.164, read with the account's
 * country as the default region; `country` is that country, saved from Settings.
 */
const countryField = z.enum(COUNTRY_CODES, { error: "Choose a country from the list" });

/** Only the country of a profile update: it says how to read the phone sent with it. */
export const profileCountrySchema = z.object({ country: countryField.optional().catch(undefined) });

export const profileSchemas = byCountry((country) =>
  z.object({
    fullName: profileNameSchema.optional(),
    companyName: optionalText("Company name", 100).optional(),
    phone: optionalPhone("Phone number", country).optional(),
    website: website.optional(),
    avatarUrl: avatarUrlSchema.optional(),
    country: countryField.optional(),
  }),
);

export type ProfileInput = z.infer<ReturnType<typeof profileSchemas>>;
export type ProfileFormInput = z.input<ReturnType<typeof profileSchemas>>;
export type ProfileUpdate = ProfileInput;

/** The profile as the API returns it: the account's e-mail and role beside the profile fields. */
export type Profile = Required<Omit<ProfileInput, "country">> & {
  country: CountryCode;
  id: string;
  email: string;
  role: string;
  /** False for an account made with Google: it sets a first password without a current one. */
  hasPassword: boolean;
  createdAt: string;
  updatedAt: string;
};
