import { formatListingPrice, type Settings } from "@shared/domain/format";
import { greetingText } from "@shared/domain/links";
import { matchesMessage } from "@shared/domain/sharing";
import type { Property } from "@shared/schemas/property";
import { createShareLink } from "./share-link";

export type SharedListing = Pick<Property, "id" | "title" | "price" | "purpose">;

/**
 * The message that sends listings to a client: a greeting, then 'title — price — link' for each,
 * making the public links that do not exist yet (an active link is reused, not replaced).
 */
export async function composeMatchesMessage(
  clientName: string,
  listings: readonly SharedListing[],
  settings: Settings,
): Promise<string> {
  const links = await Promise.all(listings.map((listing) => createShareLink(listing.id, settings)));
  return matchesMessage(
    greetingText(clientName),
    listings.map((listing, index) => ({
      title: listing.title,
      price: formatListingPrice(listing, settings),
      link: links[index]?.url ?? "",
    })),
  );
}
