import { INVALID_YOUTUBE_LINK, parseYouTubeUrl } from "@shared/domain/youtube";
import { AddItemField } from "@web/components/form/add-item-field";
import { Button } from "@web/components/ui/button";
import { notify } from "@web/lib/toast";
import { XIcon } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";
import { hideBrokenImage } from "../hide-broken-image";
import type { PropertyFormValues } from "./property-form-values";

/** YouTube links: checked when added, listed as thumbnails that can be removed. */
export function VideoLinksField() {
  const { control, setValue, formState } = useFormContext<PropertyFormValues>();
  const links = useWatch({ control, name: "videoLinks" });
  const error = formState.errors.videoLinks?.message;

  const add = (text: string) => {
    const link = text.trim();
    if (link === "") {
      return true;
    }
    if (!parseYouTubeUrl(link)) {
      notify.error(INVALID_YOUTUBE_LINK);
      return false;
    }
    if (!links.includes(link)) {
      setValue("videoLinks", [...links, link], { shouldDirty: true });
    }
    return true;
  };

  return (
    <div className="flex flex-col gap-3">
      <AddItemField
        label="Video Links"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        error={error}
        onAdd={add}
      />
      {links.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {links.map((link, index) => (
            <VideoThumbnail
              key={link}
              link={link}
              index={index}
              onRemove={() =>
                setValue(
                  "videoLinks",
                  links.filter((other) => other !== link),
                  { shouldDirty: true },
                )
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

type VideoThumbnailProps = { link: string; index: number; onRemove: () => void };

function VideoThumbnail({ link, index, onRemove }: VideoThumbnailProps) {
  const video = parseYouTubeUrl(link);
  return (
    <li className="relative overflow-hidden rounded-lg border">
      <img
        src={video?.thumbnailUrl}
        alt={`Video ${index + 1}`}
        loading="lazy"
        onError={hideBrokenImage}
        className="aspect-video w-full bg-muted object-cover"
      />
      <Button
        type="button"
        variant="secondary"
        size="icon-sm"
        className="absolute top-1.5 right-1.5 rounded-full shadow"
        onClick={onRemove}
      >
        <XIcon aria-hidden="true" />
        <span className="sr-only">Remove video {index + 1}</span>
      </Button>
    </li>
  );
}
