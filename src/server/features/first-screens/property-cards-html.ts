import { capitalize } from "@shared/domain/capitalize";
import {
  PROPERTY_PURPOSES,
  PROPERTY_STATUSES,
  propertyStatusTone,
  type Tone,
} from "@shared/domain/catalogue";
import { formatListingPrice, type Settings } from "@shared/domain/format";
import { CARD_SIZES, CARD_WIDTHS, photoSrcSet } from "@shared/domain/photo-sizes";
import {
  cardAreaText,
  PROPERTY_PLACEHOLDER_IMAGE,
  purposeLabel,
} from "@shared/domain/property-card";
import { html, type SafeHtml } from "../../http/html";
import { iconBox } from "./app-shell-html";

/** The fields a card shows, as a listing's row holds them. */
type CardFields = {
  id: string;
  title: string;
  location: string;
  price: number | null;
  status: string;
  purpose: string;
  photos: readonly { url: string }[];
  bedrooms: number | null;
  bathrooms: number | null;
  builtUpArea: number | null;
  landSizeSqft: number | null;
};

/**
 * The Properties page's first screen as the web app draws it (components/record-list-page.tsx and
 * features/properties/components/property-card.tsx, the same classes and texts): the heading, the
 * search and status filter, and the first cards, the first with its photo asked for first.
 */
export function propertiesPageHtml(listings: readonly CardFields[], settings: Settings): SafeHtml {
  return html`<div class="flex flex-col gap-6 pb-12 md:pb-0">
<div class="flex flex-wrap items-center justify-between gap-x-4 gap-y-2"><h1 class="font-semibold text-2xl tracking-tight">Properties</h1><div class="flex items-center gap-2"><a href="/properties/import" class="${BUTTON} ${OUTLINE} ${SMALL}">${iconBox()}Import</a><button type="button" inert class="${BUTTON} ${OUTLINE} ${SMALL}">${iconBox()}Export${iconBox()}</button><a href="/properties/new" class="hidden justify-center md:inline-flex ${LOOK} ${PRIMARY} h-10 px-3">${iconBox()}Add Property</a></div><a href="/properties/new" aria-label="Add Property" class="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg md:hidden">${iconBox("size-6")}</a></div>
<search class="flex flex-col flex-wrap gap-3 sm:flex-row"><div class="relative min-w-48 flex-1"><label for="first-screen-search" class="sr-only">Search properties...</label><input id="first-screen-search" inert type="search" placeholder="Search properties..." class="flex h-11 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 pl-9 text-base shadow-xs placeholder:text-muted-foreground md:h-10 md:text-sm dark:bg-input/30"></div><div class="sm:w-48"><span class="flex h-11 w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-transparent px-3 py-2 text-sm shadow-xs md:h-10 dark:bg-input/30">All statuses${iconBox()}</span></div></search>
<ul class="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">${listings.map(
    (listing, index) =>
      html`<li class="grid grid-cols-1">${card(listing, index === 0, settings)}</li>`,
  )}</ul>
</div>`;
}

// components/ui/button.tsx: the shared look, the variants and the sizes these pages use.
const LOOK = "shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md font-medium text-sm";
const BUTTON = `inline-flex justify-center ${LOOK}`;
const OUTLINE = "border border-input bg-background shadow-xs dark:bg-input/30";
const SECONDARY = "bg-secondary text-secondary-foreground shadow-xs";
const PRIMARY = "bg-primary text-primary-foreground shadow-xs";
const SMALL = "h-11 px-3 md:h-8";
// components/ui/badge.tsx
const BADGE =
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-md border px-2 py-0.5 font-medium text-xs";
const TONES: Readonly<Record<Tone, string>> = {
  destructive: "border-transparent bg-destructive text-destructive-foreground",
  success: "border-transparent bg-success text-success-foreground",
  warning: "border-transparent bg-warning text-warning-foreground",
  info: "border-transparent bg-info text-info-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
};

const PHOTO_BOX = "aspect-[16/10] w-full bg-muted object-cover";

function card(listing: CardFields, isFirst: boolean, settings: Settings): SafeHtml {
  const area = cardAreaText(listing, settings.numberSystem);
  return html`<article class="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
<div class="relative">${photo(listing, isFirst)}<div class="absolute top-3 left-3 flex flex-wrap gap-2"><span class="${BADGE} ${TONES[statusTone(listing.status)]}">${capitalize(listing.status)}</span><span class="${BADGE} ${TONES.secondary}">${purposeLabel(listing.purpose)}</span></div></div>
<div class="flex flex-1 flex-col gap-3 p-4">
<div class="flex flex-col gap-1"><h2 class="wrap-break-word line-clamp-2 font-semibold text-lg leading-tight">${listing.title}</h2><p class="flex items-center gap-1 text-muted-foreground text-sm">${iconBox()}<span class="truncate">${listing.location}</span></p></div>
<p class="font-bold text-primary text-xl">${priceText(listing, settings)}</p>
<ul class="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">${stat(listing.bedrooms, "beds")}${stat(listing.bathrooms, "baths")}${area && html`<li class="flex items-center gap-1">${iconBox()}${area}</li>`}</ul>
<span class="inline-flex w-full justify-between ${LOOK} ${SMALL}"><span class="flex items-center gap-2">${iconBox()}Matched clients</span>${iconBox()}</span>
<div class="mt-auto flex flex-col gap-2 border-t pt-3"><div class="grid grid-cols-2 gap-2"><span class="${BUTTON} ${OUTLINE} ${SMALL}">${iconBox()}Call</span><span class="${BUTTON} ${OUTLINE} ${SMALL}">${iconBox()}WhatsApp</span></div>
<div class="flex gap-2"><a href="/properties/${listing.id}" class="${BUTTON} ${SECONDARY} ${SMALL} flex-1">${iconBox()}View</a><a href="/properties/${listing.id}/edit" class="${BUTTON} ${SECONDARY} ${SMALL} flex-1">${iconBox()}Edit</a><span class="${BUTTON} ${OUTLINE} size-11 md:size-8">${iconBox()}<span class="sr-only">Delete</span></span></div></div>
</div></article>`;
}

/**
 * The first card's photo as features/properties/components/property-photo.tsx gives it; the others
 * wait for it there, so here they are the grey box they show meanwhile.
 */
function photo(listing: CardFields, isFirst: boolean): SafeHtml {
  if (!isFirst) {
    return html`<div class="${PHOTO_BOX}"></div>`;
  }
  const url = listing.photos[0]?.url;
  const srcSet = url && photoSrcSet(url, CARD_WIDTHS);
  return html`<img src="${url ?? PROPERTY_PLACEHOLDER_IMAGE}" ${srcSet && html`srcset="${srcSet}" sizes="${CARD_SIZES}"`} alt="" fetchpriority="high" decoding="async" class="${PHOTO_BOX}">`;
}

function priceText({ price, purpose }: CardFields, settings: Settings): string {
  return formatListingPrice(
    { price, purpose: isOneOf(PROPERTY_PURPOSES, purpose) ? purpose : "sale" },
    settings,
  );
}

function statusTone(status: string): Tone {
  return isOneOf(PROPERTY_STATUSES, status) ? propertyStatusTone[status] : "secondary";
}

/** Rows hold what the schema let in; anything else is drawn plainly rather than failing the page. */
function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

function stat(value: number | null, label: string): SafeHtml | null {
  return value === null
    ? null
    : html`<li class="flex items-center gap-1">${iconBox()}${value} <span class="sr-only">${label}</span></li>`;
}
