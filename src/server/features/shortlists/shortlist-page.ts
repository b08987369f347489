import { formatListingPrice } from "@shared/domain/format";
import { OPEN_GRAPH_WIDTH, photoSizeUrl } from "@shared/domain/photo-sizes";
import { shortlistLink, shortlistTitle } from "@shared/domain/shortlist";
import type { PublicShortlist } from "@shared/schemas/share";
import { FALLBACK_IMAGE_PATH, renderPreviewPage } from "../shares/listing-page";

/**
 * index.html with the shortlist's chat preview: 'Homes picked for {client} by {agent}', the
 * newest listing's photo and a line of its price and place.
 */
export function renderShortlistPage(
  indexHtml: string,
  page: PublicShortlist,
  appUrl: string,
  token: string,
): string {
  const [newest] = page.listings;
  const photo = newest?.photoUrls[0];
  const count = page.listings.length;
  const first = newest
    ? `${newest.title} — ${formatListingPrice(newest, page.settings)}, ${newest.location}`
    : "";
  return renderPreviewPage(indexHtml, {
    title: shortlistTitle(page.clientName, page.agent.name),
    description: count > 1 ? `${count} homes, newest: ${first}` : first,
    image: `${appUrl}${photo ? photoSizeUrl(photo, OPEN_GRAPH_WIDTH) : FALLBACK_IMAGE_PATH}`,
    url: shortlistLink(appUrl, token),
  });
}
