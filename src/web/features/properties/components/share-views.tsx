import { formatShortDate } from "@shared/domain/date-format";
import { viewsText } from "@shared/domain/sharing";
import { localWallClockAt } from "@shared/domain/wall-clock";
import type { ShareLink } from "@shared/schemas/share";
import { useSettings } from "@web/records/settings/use-settings";
import { EyeIcon } from "lucide-react";

/** "Viewed N times, last on {date}" for a shared listing, the day as this device's clock saw it. */
export function ShareViews({ share }: { share: ShareLink }) {
  const { country } = useSettings();
  const lastViewed = share.lastViewedAt
    ? formatShortDate(localWallClockAt(new Date(share.lastViewedAt)).date, country)
    : null;
  return (
    <p className="flex items-center gap-1 text-muted-foreground text-sm">
      <EyeIcon aria-hidden="true" className="size-4 shrink-0" />
      {viewsText(share.viewCount, lastViewed)}
    </p>
  );
}
