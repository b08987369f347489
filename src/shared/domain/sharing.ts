/** Public listing links and the messages that carry them (issue 12). */

/** A link's (or a calendar feed's) token: 24 random bytes in base64url, so 192 bits no one can guess. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const MATCHES_EMAIL_SUBJECT = "Properties for you";

export function isShareToken(value: string): boolean {
  return SHARE_TOKEN_PATTERN.test(value);
}

/** `https://crm.example.com/p/<token>` */
export function shareLink(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/p/${token}`;
}

/** The share-scoped address of the listing's `index`th photo (0-based). */
export function sharePhotoPath(token: string, index: number): string {
  return `/p/${token}/photos/${index}`;
}

export function shareAvatarPath(token: string): string {
  return `/p/${token}/avatar`;
}

/** What "Send on WhatsApp" writes: the title, the formatted price and the link. */
export function shareMessage(title: string, price: string, link: string): string {
  return `${title} — ${price}\n${link}`;
}

/** The visitor's chat to the agent, from the public page. */
export function interestedMessage(title: string, link: string): string {
  return `Hi, I am interested in ${title}: ${link}`;
}

/** One message listing several properties, one 'title — price — link' line each. */
export function matchesMessage(
  greeting: string,
  listings: { title: string; price: string; link: string }[],
): string {
  const lines = listings.map(({ title, price, link }) => `${title} — ${price} — ${link}`);
  return [greeting, ...lines].filter(Boolean).join("\n");
}

/** "Viewed 3 times, last on 23 Nov 2026", or "Not viewed yet"; the date comes formatted. */
export function viewsText(viewCount: number, lastViewed: string | null): string {
  if (viewCount === 0 || !lastViewed) {
    return "Not viewed yet";
  }
  return `Viewed ${viewCount} ${viewCount === 1 ? "time" : "times"}, last on ${lastViewed}`;
}

/** The chat preview's description: the price and where it is. */
export function previewDescription(price: string, location: string): string {
  return [price, location.trim()].filter(Boolean).join(" · ");
}
