import type { ClientStatus } from "@shared/domain/catalogue";
import type { Client } from "@shared/schemas/client";

export type StatusFilter = ClientStatus | "all";

/** SPEC: the search matches name, e-mail or phone, case-insensitively; then the status filter. */
export function filterClients(
  clients: readonly Client[],
  search: string,
  status: StatusFilter,
): Client[] {
  const needle = search.trim().toLowerCase();
  return clients.filter(
    (client) =>
      (status === "all" || client.status === status) &&
      (needle === "" ||
        client.name.toLowerCase().includes(needle) ||
        client.email.toLowerCase().includes(needle) ||
        client.phone.toLowerCase().includes(needle)),
  );
}
