import type { DuplicatePairView } from "@shared/schemas/duplicates";
import { LinkButton } from "@web/components/link-button";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { CombineIcon, UserXIcon } from "lucide-react";
import { useMarkNotDuplicates } from "../api/mark-not-duplicates";

type DuplicatePairActionsProps = {
  pair: DuplicatePairView;
  /** The client that stays: the merge page's left-hand side. */
  survivorId: string;
};

/** Why the pair looks alike, then Merge and Not duplicates. */
export function DuplicatePairActions({ pair, survivorId }: DuplicatePairActionsProps) {
  const markNotDuplicates = useMarkNotDuplicates();
  const otherId = pair.clients.find(({ id }) => id !== survivorId)?.id ?? "";
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-2" aria-label="Why they look alike">
        {pair.reasons.map((reason) => (
          <li key={reason}>
            <Badge variant="secondary">{reason}</Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <LinkButton to={`/clients/${survivorId}/merge/${otherId}`} icon={CombineIcon} size="sm">
          Merge
        </LinkButton>
        <Button
          variant="outline"
          size="sm"
          disabled={markNotDuplicates.isPending}
          onClick={() => markNotDuplicates.mutate({ id: survivorId, otherId })}
        >
          <UserXIcon aria-hidden="true" />
          Not duplicates
        </Button>
      </div>
    </div>
  );
}
