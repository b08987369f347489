import { Button } from "@web/components/ui/button";

type ShowMoreProps = { shown: number; total: number; onShowMore: () => void };

/** 'Showing 24 of 5000' and the button for the next page; nothing once all are shown. */
export function ShowMore({ shown, total, onShowMore }: ShowMoreProps) {
  if (shown >= total) {
    return null;
  }
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-muted-foreground text-sm">
        Showing {shown} of {total}
      </p>
      <Button variant="outline" onClick={onShowMore}>
        Show more
      </Button>
    </div>
  );
}
