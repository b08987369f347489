import { CAROUSEL_SIZES, photoSrcSet } from "@shared/domain/photo-sizes";
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "@web/components/ui/carousel";
import { ImageOffIcon } from "lucide-react";

type PhotoCarouselProps = {
  photos: readonly { url: string }[];
  title: string;
  /** The `sizes` of its photos: the page's width by default. */
  sizes?: string;
  /** Whether its first photo is the page's main one (loaded at once, first). */
  isFirstOnPage?: boolean;
};

/** The property's photos, one at a time, without looping (SPEC). */
export function PhotoCarousel({
  photos,
  title,
  sizes = CAROUSEL_SIZES,
  isFirstOnPage = true,
}: PhotoCarouselProps) {
  if (photos.length === 0) {
    return (
      <div className="flex aspect-video flex-col items-center justify-center gap-2 rounded-xl border bg-muted text-muted-foreground">
        <ImageOffIcon aria-hidden="true" className="size-8" />
        <p>No photos available</p>
      </div>
    );
  }
  return (
    <Carousel aria-label={`Photos of ${title}`} className="overflow-hidden rounded-xl border">
      <CarouselContent>
        {photos.map((photo, index) => (
          <CarouselItem key={photo.url}>
            <img
              src={photo.url}
              srcSet={photoSrcSet(photo.url)}
              sizes={photoSrcSet(photo.url) && sizes}
              alt={`${title} (${index + 1} of ${photos.length})`}
              loading={index === 0 && isFirstOnPage ? "eager" : "lazy"}
              fetchPriority={index === 0 && isFirstOnPage ? "high" : "auto"}
              className="aspect-video w-full bg-muted object-cover"
            />
          </CarouselItem>
        ))}
      </CarouselContent>
      {photos.length > 1 && (
        <>
          <CarouselPrevious />
          <CarouselNext />
        </>
      )}
    </Carousel>
  );
}
