import { parseYouTubeUrl } from "@shared/domain/youtube";
import { VideoDialog } from "./video-dialog";

/** The listing's YouTube videos as thumbnails that open a player. */
export function VideoGrid({ links }: { links: readonly string[] }) {
  const videos = links.flatMap((link) => parseYouTubeUrl(link) ?? []);
  if (videos.length === 0) {
    return <p className="text-muted-foreground text-sm">No videos available</p>;
  }
  return (
    <div className="grid grid-cols-2 gap-3">
      {videos.map((video, index) => (
        <VideoDialog key={video.id} video={video} index={index} />
      ))}
    </div>
  );
}
