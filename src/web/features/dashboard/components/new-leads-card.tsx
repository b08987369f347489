import type { NewLeads } from "@shared/domain/new-leads";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";

/**
 * 'New leads': the clients of the last 30 days by source, as bars drawn with plain HTML (no chart
 * library on the first screen), each with its number as text.
 */
export function NewLeadsCard({
  newLeads,
  className,
}: {
  newLeads: NewLeads | undefined;
  className?: string;
}) {
  const most = Math.max(1, ...(newLeads?.bySource.map(({ count }) => count) ?? []));
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id="new-leads-card">New leads</h2>
        </CardTitle>
        <CardDescription>
          {newLeads ? `${newLeads.total} in the last 30 days, by source` : "Last 30 days"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!newLeads ? (
          <Skeleton role="status" aria-label="Loading new leads…" className="h-24" />
        ) : newLeads.total === 0 ? (
          <p className="text-muted-foreground text-sm">No new clients in the last 30 days.</p>
        ) : (
          <ul aria-labelledby="new-leads-card" className="flex flex-col gap-2">
            {newLeads.bySource.map(({ source, count }) => (
              <li key={source} className="flex items-center gap-2 text-sm">
                <span className="w-1/3 truncate" title={source}>
                  {source}
                </span>
                <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-muted">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${(count / most) * 100}%` }}
                  />
                </span>
                <span className="font-medium tabular-nums">{count}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
