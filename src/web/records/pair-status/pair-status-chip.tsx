import { PAIR_STATUS_LABELS, PAIR_STATUSES, type PairStatus } from "@shared/domain/pair-status";
import { Badge, type BadgeTone } from "@web/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { ChevronDownIcon } from "lucide-react";
import { useState } from "react";
import { NotSuitableDialog } from "./not-suitable-dialog";
import { usePairStatuses } from "./pair-statuses-query";
import { useSetPairStatus } from "./set-pair-status";

type PairStatusChipProps = { clientId: string; propertyId: string };

/** A match's status as a chip; one tap opens the menu that changes it. */
export function PairStatusChip({ clientId, propertyId }: PairStatusChipProps) {
  const { statusOf, reasonOf } = usePairStatuses();
  const { mutate } = useSetPairStatus();
  const [isAskingReason, setIsAskingReason] = useState(false);
  const status = statusOf(clientId, propertyId);
  const label = PAIR_STATUS_LABELS[status];
  const reason = status === "not-suitable" ? reasonOf(clientId, propertyId) : "";

  const choose = (value: string) => {
    const next = value as PairStatus;
    if (next === status) {
      return;
    }
    if (next === "not-suitable") {
      setIsAskingReason(true);
      return;
    }
    mutate({ clientId, propertyId, status: next });
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`Status: ${label}. Change status`}
          title={reason ? `${label}: ${reason}` : undefined}
          className="inline-flex h-11 shrink-0 items-center rounded-md md:h-8"
        >
          <Badge variant={PAIR_STATUS_TONES[status]} data-pair-status={status}>
            {label}
            <ChevronDownIcon aria-hidden="true" />
          </Badge>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-48">
          <DropdownMenuLabel>Status</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuRadioGroup value={status} onValueChange={choose}>
            {PAIR_STATUSES.map((value) => (
              <DropdownMenuRadioItem key={value} value={value}>
                {PAIR_STATUS_LABELS[value]}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <NotSuitableDialog
        open={isAskingReason}
        onOpenChange={setIsAskingReason}
        onConfirm={(text) => {
          setIsAskingReason(false);
          mutate({ clientId, propertyId, status: "not-suitable", reason: text });
        }}
      />
    </>
  );
}

/** Existing badge tones, readable in both themes: grey, blue on the way, amber at visits, green at a deal. */
export const PAIR_STATUS_TONES: Readonly<Record<PairStatus, BadgeTone>> = {
  suggested: "secondary",
  sent: "info",
  interested: "info",
  "visit-booked": "warning",
  visited: "warning",
  "offer-made": "success",
  closed: "success",
  "not-suitable": "destructive",
};
