import { EMPTY_VALUE } from "@shared/domain/format";
import { hasPhone } from "@shared/domain/links";
import { formatPhone } from "@shared/domain/phone-numbers";
import type { Client } from "@shared/schemas/client";
import { DetailItem } from "@web/components/detail-item";
import { lastContactLabel } from "@web/records/client/last-contact";

type ContactDetailsClient = Pick<Client, "phone" | "email" | "lastContactAt"> & {
  source?: string | null;
};

/** The client's phone and e-mail, as text, and when they were last contacted. */
export function ClientContactDetails({ client }: { client: ContactDetailsClient }) {
  return (
    <dl className="grid grid-cols-1 gap-3">
      <DetailItem label="Phone">
        {hasPhone(client.phone) ? formatPhone(client.phone) : EMPTY_VALUE}
      </DetailItem>
      <DetailItem label="Email">{client.email || EMPTY_VALUE}</DetailItem>
      <DetailItem label="Last contact">{lastContactLabel(client.lastContactAt)}</DetailItem>
      {client.source && <DetailItem label="Source">{client.source}</DetailItem>}
    </dl>
  );
}
