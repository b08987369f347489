import { CLIENT_STATUSES } from "@shared/domain/catalogue";
import { CLIENT_EXPORT_FORMATS } from "@shared/domain/export-formats";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { ExportMenu } from "@web/components/export-menu";
import { ImportLink } from "@web/components/import-link";
import { LinkButton } from "@web/components/link-button";
import { RecordListPage } from "@web/components/record-list-page";
import { localNow } from "@web/lib/local-time";
import { useIsLargeList } from "@web/lib/record-counts";
import type { ListOptionValues } from "@web/lib/use-filtered-list";
import { useClients } from "@web/records/client/get-clients";
import { useProperties } from "@web/records/property/get-properties";
import { useSettings } from "@web/records/settings/use-settings";
import { CopyIcon, UsersIcon } from "lucide-react";
import { useCallback } from "react";
import { ClientCard } from "./components/client-card";
import { ClientCardSkeleton } from "./components/client-card-skeleton";
import { CLIENT_LIST_OPTIONS, filterClients, type StatusFilter } from "./filter-clients";

const NO_PROPERTIES: readonly Property[] = [];
const EMPTY = {
  title: "No clients found",
  description: "Add a client to see them here.",
  addFirstLabel: "Add Your First Client",
};

export function ClientsPage() {
  const settings = useSettings();
  // A large account's list comes from the server a page at a time instead.
  const clients = useClients({ isEnabled: useIsLargeList("clients") === false });
  // The agent's listings feed each card's matched-properties dropdown.
  const properties = useProperties().data ?? NO_PROPERTIES;
  const filter = useCallback(
    (list: readonly Client[], search: string, status: StatusFilter, options: ListOptionValues) =>
      // 'Due' is on this device's date: the browser's clock, as the server's pages use it.
      filterClients(list, search, status, settings.country, options, localNow().date),
    [settings.country],
  );
  const renderCard = useCallback(
    (client: Client) => <ClientCard client={client} properties={properties} />,
    [properties],
  );
  return (
    <RecordListPage
      title="Clients"
      add={{ label: "Add Client", to: "/clients/new" }}
      actions={
        <>
          <LinkButton to="/clients/duplicates" icon={CopyIcon} variant="outline" size="sm">
            Duplicates
          </LinkButton>
          <ImportLink resource="clients" />
          <ExportMenu resource="clients" formats={CLIENT_EXPORT_FORMATS} settings={settings} />
        </>
      }
      noun="clients"
      kind="clients"
      icon={UsersIcon}
      query={clients}
      searchLabel="Search clients..."
      statuses={CLIENT_STATUSES}
      options={CLIENT_LIST_OPTIONS}
      filter={filter}
      empty={EMPTY}
      renderSkeleton={ClientCardSkeleton}
      renderItem={renderCard}
    />
  );
}
