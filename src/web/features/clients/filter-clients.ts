import type { ClientStatus } from "@shared/domain/catalogue";
import type { CountryCode } from "@shared/domain/format";
import { phoneMatches } from "@shared/domain/phone-search";
import type { Client } from "@shared/schemas/client";

export type StatusFilter = ClientStatus | "all";

/**
 * SPEC: the search matches name, e-mail or phone, case-insensitively; then the status filter. A
 * phone matches however it is typed: '98450 12345', '+91 98450-12345' or '098450 12345'.
 */
export function filterClients(
  clients: readonly Client[],
  search: string,
  status: StatusFilter,
  country: CountryCode,
): Client[] {
  const needle = search.trim().toLowerCase();
  return clients.filter(
    (client) =>
      (status === "all" || client.status === status) &&
      (needle === "" ||
        client.name.toLowerCase().includes(needle) ||
        client.email.toLowerCase().includes(needle) ||
        phoneMatches(client.phone, needle, country)),
  );
}
