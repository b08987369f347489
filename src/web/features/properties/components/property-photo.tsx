import type { MediaItem } from "@shared/schemas/property";
import { cn } from "@web/lib/cn";
import { PROPERTY_PLACEHOLDER_IMAGE } from "../property-display";

type PropertyPhotoProps = { photo: MediaItem | undefined; className?: string; alt?: string };

/** The photo, lazily loaded; the bundled placeholder when there is none or it fails to load. */
export function PropertyPhoto({ photo, className, alt }: PropertyPhotoProps) {
  return (
    <img
      src={photo?.url ?? PROPERTY_PLACEHOLDER_IMAGE}
      alt={alt ?? (photo ? photo.name : "No photo")}
      loading="lazy"
      decoding="async"
      className={cn("bg-muted object-cover", className)}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PROPERTY_PLACEHOLDER_IMAGE)) {
          event.currentTarget.src = PROPERTY_PLACEHOLDER_IMAGE;
        }
      }}
    />
  );
}
