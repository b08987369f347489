import { formatListingPrice } from "@shared/domain/format";
import { OPEN_GRAPH_WIDTH, photoSizeUrl } from "@shared/domain/photo-sizes";
import { previewDescription, shareLink } from "@shared/domain/sharing";
import type { PublicListing } from "@shared/schemas/share";
import { escapeHtml } from "../../http/html";

/** Shown by chat apps when the listing has no photo: a PNG, as they show no SVG previews. */
export const FALLBACK_IMAGE_PATH = "/property-preview.png";
const ROBOTS = meta("name", "robots", "noindex, nofollow");

/**
 * index.html with the listing's title and the Open Graph, Twitter and robots tags in its head:
 * WhatsApp, Telegram, Slack and iMessage read these without running JavaScript.
 */
export function renderListingPage(
  indexHtml: string,
  listing: PublicListing,
  appUrl: string,
  token: string,
): string {
  const title = listing.title;
  const description = previewDescription(
    formatListingPrice(listing, listing.settings),
    listing.location,
  );
  const photo = listing.photoUrls[0];
  // A 1280 px WebP instead of the phone's original: chat apps fetch it over the same slow links.
  const image = `${appUrl}${photo ? photoSizeUrl(photo, OPEN_GRAPH_WIDTH) : FALLBACK_IMAGE_PATH}`;
  return renderPreviewPage(indexHtml, { title, description, image, url: shareLink(appUrl, token) });
}

export type Preview = { title: string; description: string; image: string; url: string };

/** index.html with a page's title and its Open Graph, Twitter and robots tags in its head. */
export function renderPreviewPage(indexHtml: string, { title, description, image, url }: Preview) {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    ROBOTS,
    meta("name", "description", description),
    meta("property", "og:type", "website"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:image", image),
    meta("property", "og:url", url),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
  ].join("\n    ");
  return indexHtml
    .replace(/<meta name="description"[^>]*>\s*/, "")
    .replace(/<title>[^<]*<\/title>/, tags);
}

/** index.html for a link that is gone: the SPA says so, and no search engine keeps it. */
export function renderUnavailablePage(indexHtml: string): string {
  return indexHtml.replace("</title>", `</title>\n    ${ROBOTS}`);
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}
