import { formatClockTime, formatLongDate } from "@shared/domain/date-format";
import { Button } from "@web/components/ui/button";
import { useSettings } from "@web/records/settings/use-settings";
import { CheckIcon, XIcon } from "lucide-react";
import { Link } from "react-router";
import type { VisitRequest } from "./visit-request";
import { useConfirmVisitRequest, useDeclineVisitRequest } from "./visit-requests";

type VisitRequestRowProps = {
  request: VisitRequest;
  /** On Today the row names the client; on the client's own page it need not. */
  showClient?: boolean;
};

/** A visit a client asked for: when, the listing and their note, confirmed or declined in a tap. */
export function VisitRequestRow({ request, showClient = false }: VisitRequestRowProps) {
  const { country } = useSettings();
  const confirm = useConfirmVisitRequest();
  const decline = useDeclineVisitRequest();
  const isBusy = confirm.isPending || decline.isPending;
  const when = `${formatLongDate(request.date, country)} at ${formatClockTime(request.time)}`;
  return (
    <li className="flex flex-col gap-3 rounded-md border bg-card px-3 py-3 text-card-foreground">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="wrap-anywhere font-medium">
          {showClient ? (
            <>
              <Link to={`/clients/${request.clientId}`} className="underline underline-offset-4">
                {request.clientName}
              </Link>{" "}
              asks to visit{" "}
            </>
          ) : (
            "Visit to "
          )}
          <Link to={`/properties/${request.propertyId}`} className="underline underline-offset-4">
            {request.propertyTitle}
          </Link>
        </p>
        <p className="text-sm">{when}</p>
        {request.note && (
          <p className="wrap-anywhere text-muted-foreground text-sm">“{request.note}”</p>
        )}
      </div>
      {request.status === "pending" ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={isBusy} onClick={() => confirm.mutate(request.id)}>
            <CheckIcon aria-hidden="true" />
            Confirm<span className="sr-only"> the visit to {request.propertyTitle}</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={isBusy}
            onClick={() => decline.mutate(request.id)}
          >
            <XIcon aria-hidden="true" />
            Decline<span className="sr-only"> the visit to {request.propertyTitle}</span>
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">
          {request.status === "confirmed" ? "Confirmed" : "Declined"}
          {request.appointmentId && (
            <>
              {" · "}
              <Link
                to={`/appointments/${request.appointmentId}`}
                className="text-foreground underline underline-offset-4"
              >
                Open appointment
              </Link>
            </>
          )}
        </p>
      )}
    </li>
  );
}
