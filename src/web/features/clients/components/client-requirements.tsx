import { formatPrice } from "@shared/domain/format";
import { numberToWords } from "@shared/domain/number-to-words";
import type { Client } from "@shared/schemas/client";
import { DetailItem } from "@web/components/detail-item";
import { useSettings } from "@web/records/settings/use-settings";
import { clientPurposeLabel, interestLabel } from "../client-display";
import { TagList } from "./tag-list";

/** What the client is looking for: purpose, budget (with its words), interest, where and what. */
export function ClientRequirements({ client }: { client: Client }) {
  const settings = useSettings();
  const words = client.budget === null ? "" : numberToWords(client.budget, settings.numberSystem);
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <DetailItem label="Budget">
        {formatPrice(client.budget, settings)}
        {words && <span className="block font-normal text-muted-foreground text-sm">{words}</span>}
      </DetailItem>
      <DetailItem label="Purpose">{clientPurposeLabel(client.purpose)}</DetailItem>
      <DetailItem label="Interest">{interestLabel(client.interest)}</DetailItem>
      <DetailItem label="Preferred Locations" className="sm:col-span-2">
        <TagList items={client.locations} emptyText="Any location" className="mt-1" />
      </DetailItem>
      <DetailItem label="Property Types" className="sm:col-span-2">
        <TagList items={client.propertyTypes} emptyText="Any type" className="mt-1" />
      </DetailItem>
    </dl>
  );
}
