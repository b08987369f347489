import { BackLink } from "@web/components/back-link";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { CopyCheckIcon, TriangleAlertIcon } from "lucide-react";
import { useDuplicates } from "./api/get-duplicates";
import { DuplicateClientSummary } from "./components/duplicate-client-summary";
import { DuplicatePairActions } from "./components/duplicate-pair-actions";

/** `/clients/duplicates`: every pair of clients that look like one person, to merge or dismiss. */
export function DuplicatesPage() {
  usePageTitle("Duplicates");
  const duplicates = useDuplicates();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink to="/clients">Back to Clients</BackLink>
        <h1 className="font-semibold text-2xl tracking-tight">Duplicates</h1>
        <p className="text-muted-foreground">
          Clients with the same phone, the same e-mail, or a very similar name and phone.
        </p>
      </div>
      <DuplicateList query={duplicates} />
    </div>
  );
}

function DuplicateList({ query }: { query: ReturnType<typeof useDuplicates> }) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading duplicates…" className="flex flex-col gap-4">
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        icon={TriangleAlertIcon}
        title="Duplicates could not be loaded"
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (query.data.length === 0) {
    return <EmptyState icon={CopyCheckIcon} title="No duplicates found" />;
  }
  return (
    <ul className="flex flex-col gap-4">
      {query.data.map((pair) => {
        // The older record stays: its links and history have been around longest.
        const [newer, older] = pair.clients;
        return (
          <li key={`${newer.id}:${older.id}`}>
            <Card className="min-w-0">
              <CardContent className="flex flex-col gap-4">
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <DuplicateClientSummary client={older} />
                  <DuplicateClientSummary client={newer} />
                </div>
                <DuplicatePairActions pair={pair} survivorId={older.id} />
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
