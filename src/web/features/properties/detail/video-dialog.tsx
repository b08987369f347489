import type { YouTubeVideo } from "@shared/domain/youtube";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { PlayIcon } from "lucide-react";
import { hideBrokenImage } from "../hide-broken-image";

type VideoDialogProps = { video: YouTubeVideo; index: number };

/** A thumbnail that opens the YouTube player in a dialog. */
export function VideoDialog({ video, index }: VideoDialogProps) {
  const name = `Property video ${index + 1}`;
  return (
    <Dialog>
      <DialogTrigger className="group relative overflow-hidden rounded-lg border">
        <img
          src={video.thumbnailUrl}
          alt=""
          loading="lazy"
          onError={hideBrokenImage}
          className="aspect-video w-full bg-muted object-cover"
        />
        <span className="absolute inset-0 flex items-center justify-center bg-black/30 transition-colors group-hover:bg-black/40">
          <PlayIcon aria-hidden="true" className="size-10 fill-white text-white" />
        </span>
        <span className="sr-only">Play {name}</span>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        <DialogTitle>{name}</DialogTitle>
        <DialogDescription className="sr-only">Plays the video from YouTube.</DialogDescription>
        <iframe
          src={video.embedUrl}
          title={name}
          className="aspect-video w-full rounded-md border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </DialogContent>
    </Dialog>
  );
}
