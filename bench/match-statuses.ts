// Issue 27's matching figures: full matching with 'Not suitable' pairs left out, and one pair's
// breakdown. Part of `BENCH_ONLY=domain`.
import { isDeepStrictEqual } from "node:util";
import { DEFAULT_SETTINGS } from "@shared/domain/format";
import { matchBreakdown } from "@shared/domain/match-breakdown";
import {
  allClientMatches,
  allPropertyMatches,
  countMatchedProperties,
  type MatchableClient,
  type MatchableProperty,
  type WithId,
} from "@shared/domain/matching";
import { type HiddenPairs, pairKey } from "@shared/domain/pair-status";
import {
  referenceAllClientMatches,
  referenceAllPropertyMatches,
  referenceMatchedCount,
} from "../tests/support/matching-reference";
import { median, percentile, time } from "./timing";

/** One pair in 50 (2%), picked by a hash so the choice follows no pattern of the fake data. */
const HIDDEN_SHARE = 50;

export function benchHiddenPairs(
  properties: readonly (MatchableProperty & WithId)[],
  clients: readonly (MatchableClient & WithId)[],
) {
  const hidden = hiddenPairs(properties, clients);
  const clientId = (index: number) => (clients[index] as WithId).id;
  let fast: unknown;
  const [cold = 0, ...warm] = time(() => {
    fast = {
      forClients: allClientMatches(clients, properties, hidden),
      forProperties: allPropertyMatches(properties, clients, hidden),
      count: countMatchedProperties(properties, clients, hidden),
    };
  }, 6);
  let reference: unknown;
  const [straightforward = 0] = time(() => {
    reference = {
      forClients: referenceAllClientMatches(clients, properties, hidden),
      forProperties: referenceAllPropertyMatches(properties, clients, hidden),
      count: referenceMatchedCount(properties, clients, hidden),
    };
  }, 1);
  const isEqual = isDeepStrictEqual(fast, reference);
  const shown = allClientMatches(clients, properties).flatMap((lists, index) =>
    [...lists.primary, ...lists.secondary].map(({ item }) => pairKey(clientId(index), item.id)),
  );
  const left = shown.filter((key) => hidden.has(key)).length;
  const median5 = median(warm);
  console.log(
    `full matching ${properties.length} × ${clients.length} with ${hidden.size} pairs hidden (${((100 * hidden.size) / (properties.length * clients.length)).toFixed(1)}%, ${left} of ${shown.length} client-list entries left out): ${median5.toFixed(0)} ms (median of 5 after a first round of ${cold.toFixed(0)} ms) vs ${straightforward.toFixed(0)} ms for the double loop without the hidden pairs: ${(straightforward / median5).toFixed(1)}× faster, ${(straightforward / cold).toFixed(1)}× on the first round (goal ≥ 10×); ${isEqual ? "identical to the double loop minus the hidden pairs" : "DIFFERENT from the double loop"}`,
  );
  if (!isEqual) {
    process.exitCode = 1;
  }
}

export function benchBreakdown(
  properties: readonly MatchableProperty[],
  clients: readonly MatchableClient[],
) {
  const pairs = 10_000;
  const samples: number[] = [];
  for (let round = 0; round < pairs; round += 1) {
    const property = properties[round % properties.length] as MatchableProperty;
    const client = clients[(round * 7919) % clients.length] as MatchableClient;
    const start = performance.now();
    matchBreakdown(property, client, DEFAULT_SETTINGS, { secondOption: round % 2 === 0 });
    samples.push(performance.now() - start);
  }
  const micros = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
  const worst = Math.max(...samples);
  console.log(
    `matchBreakdown of one pair, ${pairs} pairs timed one by one: median ${micros(median(samples))}, p99 ${micros(percentile(samples, 0.99))}, worst ${micros(worst)} (goal < 1 ms${percentile(samples, 0.99) < 1 ? ", met" : ", NOT met"})`,
  );
}

function hiddenPairs(properties: readonly WithId[], clients: readonly WithId[]): HiddenPairs {
  const hidden = new Set<string>();
  clients.forEach((client, c) => {
    properties.forEach((property, p) => {
      if (mix(c * properties.length + p) % HIDDEN_SHARE === 0) {
        hidden.add(pairKey(client.id, property.id));
      }
    });
  });
  return hidden;
}

/** A 32-bit integer hash (the 'lowbias32' mix). */
function mix(value: number): number {
  let hash = value >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x7feb352d);
  hash = Math.imul(hash ^ (hash >>> 15), 0x846ca68b);
  return (hash ^ (hash >>> 16)) >>> 0;
}
