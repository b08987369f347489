import { EMPTY_VALUE } from "@shared/domain/format";
import { hasPhone } from "@shared/domain/links";
import { formatPhone } from "@shared/domain/phone-numbers";
import type { Client } from "@shared/schemas/client";
import { DetailItem } from "@web/components/detail-item";

/** The client's phone and e-mail, as text. */
export function ClientContactDetails({ client }: { client: Pick<Client, "phone" | "email"> }) {
  return (
    <dl className="grid grid-cols-1 gap-3">
      <DetailItem label="Phone">
        {hasPhone(client.phone) ? formatPhone(client.phone) : EMPTY_VALUE}
      </DetailItem>
      <DetailItem label="Email">{client.email || EMPTY_VALUE}</DetailItem>
    </dl>
  );
}
