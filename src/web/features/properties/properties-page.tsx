import { PROPERTY_STATUSES } from "@shared/domain/catalogue";
import { PROPERTY_EXPORT_FORMATS } from "@shared/domain/export-formats";
import type { Client } from "@shared/schemas/client";
import type { Property } from "@shared/schemas/property";
import { ExportMenu } from "@web/components/export-menu";
import { ImportLink } from "@web/components/import-link";
import { RecordListPage } from "@web/components/record-list-page";
import { useIsLargeList } from "@web/lib/record-counts";
import { useClients } from "@web/records/client/get-clients";
import { useProperties } from "@web/records/property/get-properties";
import { useSettings } from "@web/records/settings/use-settings";
import { Building2Icon } from "lucide-react";
import { useCallback } from "react";
import { PropertyCard } from "./components/property-card";
import { PropertyCardSkeleton } from "./components/property-card-skeleton";
import { filterProperties } from "./filter-properties";

const NO_CLIENTS: readonly Client[] = [];
const EMPTY = {
  title: "No properties found",
  description: "Add a listing to see it here.",
  addFirstLabel: "Add Your First Property",
};

export function PropertiesPage() {
  const settings = useSettings();
  // A large account's list comes from the server a page at a time instead.
  const properties = useProperties({ isEnabled: useIsLargeList("properties") === false });
  // The agent's clients feed each card's matched-clients dropdown.
  const clients = useClients().data ?? NO_CLIENTS;
  const renderCard = useCallback(
    (property: Property, index: number) => (
      <PropertyCard property={property} clients={clients} isFirst={index === 0} />
    ),
    [clients],
  );
  return (
    <RecordListPage
      title="Properties"
      add={{ label: "Add Property", to: "/properties/new" }}
      actions={
        <>
          <ImportLink resource="properties" />
          <ExportMenu resource="properties" formats={PROPERTY_EXPORT_FORMATS} settings={settings} />
        </>
      }
      noun="properties"
      kind="properties"
      hasEarlyFirstPage
      icon={Building2Icon}
      query={properties}
      searchLabel="Search properties..."
      statuses={PROPERTY_STATUSES}
      filter={filterProperties}
      empty={EMPTY}
      renderSkeleton={PropertyCardSkeleton}
      renderItem={renderCard}
    />
  );
}
