import { SectionCard } from "@web/components/section-card";
import { useClientDuplicates } from "./api/get-duplicates";
import { DuplicateClientSummary } from "./components/duplicate-client-summary";
import { DuplicatePairActions } from "./components/duplicate-pair-actions";

/** 'Possible duplicates' on a client's page: shown only when the client has some. */
export function DuplicatesCard({ clientId }: { clientId: string }) {
  const { data: pairs = [] } = useClientDuplicates(clientId);
  if (pairs.length === 0) {
    return null;
  }
  return (
    <SectionCard title="Possible duplicates">
      <ul className="flex flex-col gap-6">
        {pairs.map((pair) => {
          const other = pair.clients.find(({ id }) => id !== clientId) ?? pair.clients[0];
          return (
            <li key={other.id} className="flex flex-col gap-3">
              <DuplicateClientSummary client={other} />
              <DuplicatePairActions pair={pair} survivorId={clientId} />
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
