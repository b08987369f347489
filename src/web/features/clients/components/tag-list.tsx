import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";

type TagListProps = {
  items: readonly string[];
  /** Show the first `limit` and '+N more' for the rest (SPEC's cards show 3); all by default. */
  limit?: number;
  /** Shown when there are none. */
  emptyText: string;
  className?: string;
};

/** Locations or property types as small tags. */
export function TagList({
  items,
  limit = Number.POSITIVE_INFINITY,
  emptyText,
  className,
}: TagListProps) {
  if (items.length === 0) {
    return <p className={cn("text-muted-foreground text-sm", className)}>{emptyText}</p>;
  }
  const shown = items.slice(0, limit);
  const more = items.length - shown.length;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)}>
      {shown.map((item) => (
        <li key={item} className="flex min-w-0">
          <Badge variant="secondary" className="max-w-full font-normal" title={item}>
            <span className="truncate">{item}</span>
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li className="flex">
          <Badge variant="outline" className="font-normal">
            +{more} more
          </Badge>
        </li>
      )}
    </ul>
  );
}
