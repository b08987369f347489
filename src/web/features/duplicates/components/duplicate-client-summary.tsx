import { formatPhone } from "@shared/domain/phone-numbers";
import type { DuplicateClient } from "@shared/schemas/duplicates";
import { clientDisplayName } from "@web/records/client/client-display-name";
import { Link } from "react-router";

/** A client of a duplicate pair: the name (to their page), phone and e-mail. */
export function DuplicateClientSummary({ client }: { client: DuplicateClient }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <Link
        to={`/clients/${client.id}`}
        className="wrap-anywhere inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline md:min-h-0"
      >
        {clientDisplayName(client)}
      </Link>
      <span className="text-muted-foreground text-sm">{formatPhone(client.phone)}</span>
      {client.email && (
        <span className="wrap-anywhere text-muted-foreground text-sm">{client.email}</span>
      )}
    </div>
  );
}
