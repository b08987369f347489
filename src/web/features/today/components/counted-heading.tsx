import { Badge } from "@web/components/ui/badge";

/** A Today section's heading with its count, read as 'New matches (3)'. */
export function CountedHeading({ id, title, count }: { id: string; title: string; count: number }) {
  return (
    <h2 id={id} className="flex items-center gap-2 font-semibold text-lg">
      {title}
      <Badge variant="secondary" className="tabular-nums">
        <span className="sr-only">(</span>
        {count}
        <span className="sr-only">)</span>
      </Badge>
    </h2>
  );
}
