/** The dashboard's 'New leads' card (issue 29): the clients of the last 30 days, by where they came from. */

import { partitionPoint } from "./partition-point";

export const NEW_LEADS_DAYS = 30;
/** What a client without a source is counted under. */
export const NO_SOURCE = "Not set";

export type NewLeads = { total: number; bySource: { source: string; count: number }[] };

/** Most first, then by name; sources written in another case count as one. */
export function newLeadsBySource(
  clients: readonly { createdAt: Date | string; source: string | null }[],
  now: Date,
): NewLeads {
  const since = windowStart(now);
  const counts = new Map<string, { source: string; count: number }>();
  for (const client of clients) {
    if (new Date(client.createdAt).getTime() < since) {
      continue;
    }
    const source = client.source?.trim() || NO_SOURCE;
    const key = source.toLowerCase();
    const entry = counts.get(key) ?? { source, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const bySource = [...counts.values()].sort(
    (a, b) => b.count - a.count || a.source.localeCompare(b.source),
  );
  return { total: bySource.reduce((sum, entry) => sum + entry.count, 0), bySource };
}

/**
 * `newLeadsBySource` for clients listed newest first, as the clients list orders them: the ones
 * of the window are the first ones, found by bisection, so a long list costs little per call.
 */
export function newLeadsAmongNewest(
  newestFirst: readonly { createdAt: Date | string; source: string | null }[],
  now: Date,
): NewLeads {
  const since = windowStart(now);
  const inWindow = partitionPoint(
    newestFirst,
    (client) => new Date(client.createdAt).getTime() >= since,
  );
  return newLeadsBySource(newestFirst.slice(0, inWindow), now);
}

function windowStart(now: Date): number {
  return now.getTime() - NEW_LEADS_DAYS * 24 * 60 * 60 * 1000;
}
