import type { Settings } from "@shared/domain/format";
import { formatListingPrice } from "@shared/domain/format";
import { OPEN_GRAPH_WIDTH, photoSizeUrl } from "@shared/domain/photo-sizes";
import { shortlistLink, shortlistTitle } from "@shared/domain/shortlist";
import { FALLBACK_IMAGE_PATH, renderPreviewPage } from "../shares/listing-page";
import type { ShortlistPreview } from "./public-shortlist.service";

/**
 * index.html with the shortlist's chat preview: 'Homes picked for {client} by {agent}', the
 * newest listing's photo and a line of its price and place.
 */
export function renderShortlistPage(
  indexHtml: string,
  { clientName, agentName, count, newest }: ShortlistPreview,
  settings: Settings,
  appUrl: string,
  token: string,
): string {
  const first = newest
    ? `${newest.title} — ${formatListingPrice(newest, settings)}, ${newest.location}`
    : "";
  return renderPreviewPage(indexHtml, {
    title: shortlistTitle(clientName, agentName),
    description: count > 1 ? `${count} homes, newest: ${first}` : first,
    image: `${appUrl}${newest?.photoUrl ? photoSizeUrl(newest.photoUrl, OPEN_GRAPH_WIDTH) : FALLBACK_IMAGE_PATH}`,
    url: shortlistLink(appUrl, token),
  });
}
