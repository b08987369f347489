import { viewsText } from "@shared/domain/sharing";
import type { ShareLink } from "@shared/schemas/share";
import { EyeIcon } from "lucide-react";

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** "Viewed N times, last on {date}" for a shared listing. */
export function ShareViews({ share }: { share: ShareLink }) {
  const lastViewed = share.lastViewedAt ? DATE_FORMAT.format(new Date(share.lastViewedAt)) : null;
  return (
    <p className="flex items-center gap-1 text-muted-foreground text-sm">
      <EyeIcon aria-hidden="true" className="size-4 shrink-0" />
      {viewsText(share.viewCount, lastViewed)}
    </p>
  );
}
