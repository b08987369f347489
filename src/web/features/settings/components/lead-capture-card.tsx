import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { InboxIcon } from "lucide-react";
import { useLeadCapture, useTurnOnLeadCapture } from "../api/lead-capture";
import { LeadCaptureDetails } from "./lead-capture-details";

/** Settings' Lead capture: leads from portals and ad forms arrive as clients by themselves. */
export function LeadCaptureCard() {
  const { data: capture, isPending, isError } = useLeadCapture();
  const turnOn = useTurnOnLeadCapture();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Lead capture</h2>
        </CardTitle>
        <CardDescription>
          Leads from your website, property portals and ad forms become clients by themselves, with
          their source, and show as New leads on Today.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-9 w-32" />
        ) : capture ? (
          <LeadCaptureDetails capture={capture} />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted-foreground text-sm">
              {isError
                ? "Lead capture could not be loaded. Reload the page to try again."
                : "Lead capture is off. Turning it on makes a private address that takes leads."}
            </p>
            <Button disabled={isError || turnOn.isPending} onClick={() => turnOn.mutate()}>
              <InboxIcon aria-hidden="true" />
              Turn on
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
