import type * as React from "react";

/** YouTube thumbnails come from another host: offline, show the empty frame, not a broken image. */
export function hideBrokenImage(event: React.SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.style.visibility = "hidden";
}
