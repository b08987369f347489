import { Button } from "@web/components/ui/button";

type ShowMoreProps = {
  shown: number;
  /** The list's length, when known ('Showing 24 of 5000'); a server search does not count. */
  total?: number;
  hasMore: boolean;
  isLoading?: boolean;
  onShowMore: () => void;
};

/** 'Showing 24 of 5000' and the button for the next page; nothing once all are shown. */
export function ShowMore({ shown, total, hasMore, isLoading = false, onShowMore }: ShowMoreProps) {
  if (!hasMore) {
    return null;
  }
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-muted-foreground text-sm">
        Showing {shown}
        {total !== undefined && ` of ${total}`}
      </p>
      <Button variant="outline" onClick={onShowMore} disabled={isLoading}>
        Show more
      </Button>
    </div>
  );
}
