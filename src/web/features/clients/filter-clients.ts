import type { ClientStatus } from "@shared/domain/catalogue";
import type { CountryCode } from "@shared/domain/format";
import { CLIENT_SOURCES } from "@shared/domain/lead-sources";
import { phoneMatches } from "@shared/domain/phone-search";
import type { Client } from "@shared/schemas/client";
import type { ListOption } from "@web/components/list-filters";

export type StatusFilter = ClientStatus | "all";

/** The clients' own selects: 'Follow-up due' (today or earlier) and the order. */
export const CLIENT_LIST_OPTIONS: readonly ListOption[] = [
  {
    name: "followUp",
    label: "Follow-up",
    choices: [
      { value: "any", label: "Any follow-up" },
      { value: "due", label: "Follow-up due" },
    ],
  },
  {
    name: "source",
    label: "Source",
    choices: [
      { value: "any", label: "Any source" },
      ...CLIENT_SOURCES.map((source) => ({ value: source, label: source })),
    ],
  },
  {
    name: "sort",
    label: "Sort",
    choices: [
      { value: "newest", label: "Newest first" },
      { value: "follow-up", label: "Next follow-up" },
    ],
  },
];

export type ClientListOptions = { followUp?: string; sort?: string; source?: string };

/**
 * SPEC: the search matches name, e-mail or phone, case-insensitively; then the status filter. A
 * phone matches however it is typed: '98450 12345', '+91 98450-12345' or '098450 12345'.
 */
export function filterClients(
  clients: readonly Client[],
  search: string,
  status: StatusFilter,
  country: CountryCode,
  { followUp, sort, source }: ClientListOptions = {},
  today = "",
): Client[] {
  const needle = search.trim().toLowerCase();
  const isDueOnly = followUp === "due";
  const sourceKey = source && source !== "any" ? source.toLowerCase() : null;
  const shown = clients.filter(
    (client) =>
      (status === "all" || client.status === status) &&
      (sourceKey === null || client.source?.toLowerCase() === sourceKey) &&
      (!isDueOnly || (client.nextFollowUpDate !== null && client.nextFollowUpDate <= today)) &&
      (needle === "" ||
        client.name.toLowerCase().includes(needle) ||
        client.email.toLowerCase().includes(needle) ||
        phoneMatches(client.phone, needle, country)),
  );
  return sort === "follow-up" ? shown.sort(bySoonestFollowUp) : shown;
}

/** As the server orders them: soonest follow-up first (untimed first in a day), none last. */
function bySoonestFollowUp(a: Client, b: Client): number {
  return (
    (a.nextFollowUpDate ?? NO_FOLLOW_UP).localeCompare(b.nextFollowUpDate ?? NO_FOLLOW_UP) ||
    (a.nextFollowUpTime ?? "").localeCompare(b.nextFollowUpTime ?? "") ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

const NO_FOLLOW_UP = "9999-12-31";
