/** The agent's profile (SPEC.md section 3): every field optional, left out means unchanged. */

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

export const profileInputSchema = z.object({
  fullName: optionalText("Name", 100).optional(),
  companyName: optionalText("Company name", 100).optional(),
  phone: optionalPhone("Phone number").optional(),
  website: website.optional(),
  avatarUrl: optionalText("Avatar address", 2048).optional(),
});

/** Same as the input schema: a profile is always written field by field. */
export const profileUpdateSchema = profileInputSchema.partial();

export type ProfileInput = z.infer<typeof profileInputSchema>;
export type ProfileFormInput = z.input<typeof profileInputSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile as the API returns it: the account's e-mail and role beside the profile fields. */
export type Profile = Required<ProfileInput> & {
  id: string;
  email: string;
  role: string;
  /** False for an account made with Google: it sets a first password without a current one. */
  hasPassword: boolean;
  createdAt: string;
  updatedAt: string;
};
