import { VisitRequestRow } from "@web/records/shortlist/visit-request-row";
import { usePendingVisitRequests } from "@web/records/shortlist/visit-requests";
import { useId } from "react";
import { CountedHeading } from "./counted-heading";

/** Visits clients asked for on their shortlist pages, waiting for the agent's one tap. */
export function VisitRequestsSection() {
  const headingId = useId();
  const { data: requests = [] } = usePendingVisitRequests();
  if (requests.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <CountedHeading id={headingId} title="Visit requests" count={requests.length} />
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {requests.map((request) => (
          <VisitRequestRow key={request.id} request={request} showClient />
        ))}
      </ul>
    </section>
  );
}
