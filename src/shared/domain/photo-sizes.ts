/** Photos in sizes (issue #25): the widths stored beside every image, and how they are asked for. */

/** Widths in CSS pixels; a size is never wider than its original. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;

export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Chat apps show previews about 1200 px wide. */
export const OPEN_GRAPH_WIDTH: PhotoWidth = 1280;

/** Avatars are shown at 40–96 px: the smallest size is plenty, even on a dense screen. */
export const AVATAR_WIDTH: PhotoWidth = 320;

/** The `sizes` of a property card: one column on phones, two from 640 px, three from 1280 px. */
export const CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw";

/**
 * The widths a card offers: at most 640. A phone's card is about 360 CSS px, so a dense screen
 * (1.75–3 device pixels a pixel) would otherwise pick the 1280 size, three to four times the bytes
 * of the 640 one for a photo the agent sees at thumbnail size; the first card's photo is the
 * page's largest paint, and its bytes are most of its wait on a phone's network.
 */
export const CARD_WIDTHS: readonly PhotoWidth[] = [320, 640];

/** The `sizes` of the carousel on a listing's page: the width of the page, at most about 900 px. */
export const CAROUSEL_SIZES = "(min-width: 1024px) 900px, 100vw";

/** The photo previews in the property form: two to four columns. */
export const PREVIEW_SIZES = "(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

// Only our own addresses have sizes: a file of the agent's, or one a public link (a listing's
// `/p/` or a client's shortlist `/s/`) shares.
const SIZED_PATH =
  /^\/(api\/files\/[^?#]+|p\/[A-Za-z0-9_-]{32}\/(photos\/[0-9]{1,3}|avatar)|s\/[A-Za-z0-9_-]{32}\/(listings\/[0-9a-f-]{36}\/photos\/[0-9]{1,3}|avatar))$/;

export function hasPhotoSizes(url: string): boolean {
  return SIZED_PATH.test(url);
}

/** The address of one size of a photo: the photo's own address with `?w=<width>`. */
export function photoSizeUrl(url: string, width: PhotoWidth): string {
  return hasPhotoSizes(url) ? `${url}?w=${width}` : url;
}

/** `srcset` for a photo of ours (its sizes of `widths`, by width), or undefined for any other address. */
export function photoSrcSet(
  url: string,
  widths: readonly PhotoWidth[] = PHOTO_WIDTHS,
): string | undefined {
  if (!hasPhotoSizes(url)) {
    return undefined;
  }
  return widths.map((width) => `${photoSizeUrl(url, width)} ${width}w`).join(", ");
}

/**
 * Reads the `w` query parameter: undefined when absent (the original is asked for), null for
 * anything but one of the stored widths.
 */
export function parsePhotoWidth(value: string | undefined): PhotoWidth | null | undefined {
  if (value === undefined) {
    return undefined;
  }
  return PHOTO_WIDTHS.find((width) => String(width) === value) ?? null;
}
