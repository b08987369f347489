import { CARD_SIZES, CARD_WIDTHS, photoSrcSet } from "@shared/domain/photo-sizes";
import { PROPERTY_PLACEHOLDER_IMAGE } from "@shared/domain/property-card";
import type { MediaItem } from "@shared/schemas/property";
import { cn } from "@web/lib/cn";
import { settleFirstPhoto, useFirstPhotoSettled } from "./use-first-photo-settled";

type PropertyPhotoProps = {
  photo: MediaItem | undefined;
  className?: string;
  alt?: string;
  /** The first card's photo: fetched first, not lazily, as it is the largest thing on screen. */
  isPriority?: boolean;
};

/**
 * The photo in the size the card needs (the browser picks from the srcset), lazily loaded unless
 * it is the first (the others wait for it); the bundled placeholder when there is none or it fails
 * to load.
 */
export function PropertyPhoto({ photo, className, alt, isPriority = false }: PropertyPhotoProps) {
  const srcSet = photo && photoSrcSet(photo.url, CARD_WIDTHS);
  const canLoad = useFirstPhotoSettled() || isPriority;
  return (
    <img
      src={canLoad ? (photo?.url ?? PROPERTY_PLACEHOLDER_IMAGE) : undefined}
      srcSet={canLoad ? srcSet : undefined}
      sizes={srcSet && CARD_SIZES}
      alt={alt ?? (photo ? photo.name : "No photo")}
      loading={isPriority ? "eager" : "lazy"}
      fetchPriority={isPriority ? "high" : "auto"}
      decoding="async"
      // A photo still waiting for the first one shows its grey box, not its file name.
      className={cn("bg-muted object-cover", !canLoad && "text-transparent", className)}
      onLoad={isPriority ? settleFirstPhoto : undefined}
      onError={(event) => {
        if (isPriority) {
          settleFirstPhoto();
        }
        const image = event.currentTarget;
        if (!image.src.endsWith(PROPERTY_PLACEHOLDER_IMAGE)) {
          image.removeAttribute("srcset");
          image.src = PROPERTY_PLACEHOLDER_IMAGE;
        }
      }}
    />
  );
}
