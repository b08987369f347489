import { TODAY_SECTION_TITLES, TODAY_SECTIONS, type TodayList } from "@shared/domain/today";
import { LinkButton } from "@web/components/link-button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { ArrowRightIcon } from "lucide-react";

type TodayCardProps = {
  /** The Today list; undefined while it loads, or when it could not be. */
  list: TodayList | undefined;
  className?: string;
};

/**
 * The dashboard's first card: how many are overdue, due today and going cold, and the way to the
 * Today page. Light on purpose: the list's rows and actions load with that page.
 */
export function TodayCard({ list, className }: TodayCardProps) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle asChild>
          <h2>Today</h2>
        </CardTitle>
        <LinkButton
          to="/today"
          icon={ArrowRightIcon}
          variant="outline"
          size="sm"
          className="h-11 md:h-9"
        >
          Open Today
        </LinkButton>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-2 sm:gap-4">
          {TODAY_SECTIONS.map((section) => (
            <div key={section} className="flex flex-col gap-1 rounded-lg bg-muted/50 p-3">
              <dt className="text-muted-foreground text-sm">{TODAY_SECTION_TITLES[section]}</dt>
              <dd className="font-semibold text-2xl tabular-nums">
                {list ? list.sections[section].count : <Skeleton className="h-8 w-10" />}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
