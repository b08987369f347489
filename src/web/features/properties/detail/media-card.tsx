import type { Property } from "@shared/schemas/property";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { DownloadIcon, FileTextIcon } from "lucide-react";
import { VideoGrid } from "./video-grid";

/** Video thumbnails that open a player, and the documents as download links. */
export function MediaCard({ property }: { property: Property }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>Media and documents</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <section className="flex flex-col gap-2">
          <h3 className="font-medium text-sm">Videos</h3>
          <VideoGrid links={property.videoLinks} />
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="font-medium text-sm">Documents</h3>
          {property.documents.length === 0 ? (
            <p className="text-muted-foreground text-sm">No documents available</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {property.documents.map((document) => (
                <li key={document.url}>
                  <a
                    href={document.url}
                    download={document.name}
                    className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-accent"
                  >
                    <FileTextIcon
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted-foreground"
                    />
                    <span className="min-w-0 flex-1 truncate">{document.name}</span>
                    <DownloadIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
