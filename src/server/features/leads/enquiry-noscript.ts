import { COUNTRY_CALLING_CODES, type CountryCode } from "@shared/domain/format";
import { ENQUIRY_CSS, enquiryFormHtml } from "./enquiry-form";
import { enquiryStamp } from "./enquiry-stamp";

/**
 * The listing's page with its enquiry form as plain HTML for a browser without JavaScript; with
 * JavaScript the web app shows its own form, which posts the same fields.
 */
export function withEnquiryForm(
  page: string,
  share: { token: string; country: CountryCode },
  signingSecret: string,
): string {
  const form = enquiryFormHtml({
    token: share.token,
    stamp: enquiryStamp(signingSecret, Date.now()),
    phonePrefix: `+${COUNTRY_CALLING_CODES[share.country]} `,
  });
  return page.replace(
    '<div id="root"></div>',
    `<div id="root"></div><noscript><style>${ENQUIRY_CSS}</style>${form}</noscript>`,
  );
}
