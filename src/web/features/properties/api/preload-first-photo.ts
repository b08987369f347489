import { CARD_SIZES, CARD_WIDTHS, photoSrcSet } from "@shared/domain/photo-sizes";
import type { Property } from "@shared/schemas/property";
import type { QueryClient } from "@tanstack/react-query";
import { firstPageQueryOptions } from "@web/lib/list-pages";
import { PROPERTIES_KEY } from "@web/records/property/get-properties";

/**
 * Asks for the first card's photo as soon as the newest page of listings is here (its page's HTML
 * asked for that page beside the scripts), instead of once the page has loaded its code and drawn
 * its cards: on a phone that drawing takes longer than the photo's download. The preload names the
 * same sizes as the card's image (PropertyPhoto), so the browser picks the same size and the image
 * takes the preloaded answer. Nothing to do when the list is already loaded (the cards draw at once).
 */
export async function preloadFirstPhoto(queryClient: QueryClient): Promise<void> {
  if (queryClient.getQueryData(PROPERTIES_KEY)) {
    return;
  }
  const pages = await queryClient.fetchInfiniteQuery(firstPageQueryOptions<Property>("properties"));
  const photo = pages.pages[0]?.items[0]?.photos[0];
  const srcSet = photo && photoSrcSet(photo.url, CARD_WIDTHS);
  if (!photo || !srcSet) {
    return;
  }
  const link = document.createElement("link");
  Object.assign(link, {
    rel: "preload",
    as: "image",
    href: photo.url,
    imageSrcset: srcSet,
    imageSizes: CARD_SIZES,
    fetchPriority: "high",
  });
  document.head.append(link);
}
