import { formatPrice } from "@shared/domain/format";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { Dialog, DialogTrigger } from "@web/components/ui/dialog";
import { ViewEditLinks } from "@web/components/view-edit-links";
import { clientDisplayName } from "@web/records/client/client-display-name";
import { DELETED_FROM_LIST } from "@web/records/client/delete-client";
import { lastContactLabel } from "@web/records/client/last-contact";
import { useSettings } from "@web/records/settings/use-settings";
import { Building2Icon, ClockIcon, MapPinIcon } from "lucide-react";
import { memo, useId } from "react";
import { clientPurposeLabel } from "../client-display";
import { ClientBadges } from "./client-badges";
import { ClientContactActions } from "./client-contact-actions";
import { ClientDetailDialog } from "./client-detail-dialog";
import { DeleteClientButton } from "./delete-client-button";
import { MatchedPropertiesMenu } from "./matched-properties-menu";
import { TagList } from "./tag-list";

type ClientCardProps = { client: Client; properties: readonly Property[] };

/**
 * One client in the grid. The name is a button stretched over the card, so a click anywhere
 * but on the card's own controls (raised above it) opens the detail dialog, by keyboard too.
 */
export const ClientCard = memo(function ClientCard({ client, properties }: ClientCardProps) {
  const settings = useSettings();
  const titleId = useId();
  const name = clientDisplayName(client);
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary/50"
    >
      <Dialog>
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="wrap-anywhere min-w-0 font-semibold text-lg leading-tight">
            <DialogTrigger className="text-left outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-ring focus-visible:after:outline-solid focus-visible:after:outline-offset-2">
              {name}
            </DialogTrigger>
          </h2>
          <ClientBadges
            status={client.status}
            interest={client.interest}
            className="flex shrink-0 flex-col items-end gap-1"
          />
        </div>
        <ClientDetailDialog client={client} />
      </Dialog>
      <div className="flex items-baseline justify-between gap-2">
        {client.budget === null ? (
          <p className="text-muted-foreground">No budget set</p>
        ) : (
          <p className="font-bold text-primary text-xl">{formatPrice(client.budget, settings)}</p>
        )}
        <p className="text-muted-foreground text-sm">{clientPurposeLabel(client.purpose)}</p>
      </div>
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <ClockIcon aria-hidden="true" className="size-4 shrink-0" />
        Last contact: {lastContactLabel(client.lastContactAt)}
      </p>
      <Preference icon={MapPinIcon} label="Preferred locations">
        <TagList items={client.locations} limit={3} emptyText="Any location" />
      </Preference>
      <Preference icon={Building2Icon} label="Property types">
        <TagList items={client.propertyTypes} limit={3} emptyText="Any type" />
      </Preference>
      <div className="relative z-10 mt-auto flex flex-col gap-2">
        <MatchedPropertiesMenu client={client} properties={properties} />
        <div className="flex flex-col gap-2 border-t pt-3">
          <ClientContactActions client={client} />
          <ViewEditLinks path={`/clients/${client.id}`}>
            <DeleteClientButton
              client={{ id: client.id, name }}
              success={DELETED_FROM_LIST}
              isIconOnly
              size="icon-sm"
            />
          </ViewEditLinks>
        </div>
      </div>
    </article>
  );
});

type PreferenceProps = { icon: typeof MapPinIcon; label: string; children: React.ReactNode };

function Preference({ icon: Icon, label, children }: PreferenceProps) {
  return (
    <div className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="sr-only">{label}:</span>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
