import { Progress } from "@web/components/ui/progress";
import type { DraftFile } from "./use-draft-files";

type UploadProgressProps = { item: DraftFile; percent: number | undefined; className?: string };

/** The bar under a file being uploaded; nothing for files already stored. */
export function UploadProgress({ item, percent, className }: UploadProgressProps) {
  if (percent === undefined || (item.file === null && percent >= 100)) {
    return null;
  }
  return <Progress value={percent} aria-label={`Uploading ${item.name}`} className={className} />;
}
