import { Button } from "@web/components/ui/button";
import { useToday } from "@web/records/follow-up/get-today";
import { ArrowRightIcon, CalendarClockIcon, ClockIcon, UserRoundXIcon } from "lucide-react";
import { Link } from "react-router";
import { SummaryCards } from "./summary-cards";

/**
 * The dashboard's first part: how many are overdue, due today and going cold (the Today page's
 * sections), each leading to that page. Light on purpose (the first screen's asset budget): the
 * summary cards' own look, and the rows and their actions load with the Today page.
 */
export function TodayCard() {
  const sections = useToday().data?.sections;
  return (
    <section aria-labelledby="today-card" className="flex flex-col gap-3 lg:col-span-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="today-card" className="font-semibold text-lg">
          Today
        </h2>
        <Button asChild variant="outline" className="h-11 md:h-9">
          <Link to="/today">
            Open Today
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <SummaryCards
        className="grid-cols-3 xl:grid-cols-3"
        items={[
          { label: "Overdue", to: "/today", icon: ClockIcon, value: sections?.overdue.count },
          { label: "Today", to: "/today", icon: CalendarClockIcon, value: sections?.today.count },
          {
            label: "Going cold",
            to: "/today",
            icon: UserRoundXIcon,
            value: sections?.goingCold.count,
          },
        ]}
      />
    </section>
  );
}
