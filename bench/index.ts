// Benchmarks, printing figures: `npm run bench`. Speed is measured here, never asserted in tests.
import { get } from "node:http";
import {
  allClientMatches,
  allPropertyMatches,
  clientMatches,
  countMatchedProperties,
} from "@shared/domain/matching";
import { numberToWords } from "@shared/domain/number-to-words";
import type { Page } from "@shared/schemas/list-query";
import { GOAL, measureFirstLoads } from "../scripts/asset-budget";
import {
  referenceAllClientMatches,
  referenceAllPropertyMatches,
  referenceMatchedCount,
} from "../tests/support/matching-reference";
import { isPostgresUp } from "../tests/support/postgres";
import { benchAgentsDay } from "./agents-day";
import { benchApiOverhead } from "./api-overhead";
import { benchCapacity } from "./capacity";
import { benchDataVersions } from "./data-versions";
import { benchDuplicates } from "./duplicates";
import { benchInstallability } from "./installability";
import { benchLeads } from "./leads";
import { benchLighthouse } from "./lighthouse";
import { benchBreakdown, benchHiddenPairs } from "./match-statuses";
import { benchNewMatches } from "./new-matches";
import { benchPhotos } from "./photos";
import { benchPush } from "./push";
import { benchReplicas } from "./replicas";
import { benchShortlist } from "./shortlist";
import { benchStartup } from "./startup";
import {
  createListings,
  fakeClient,
  fakeProperty,
  signedInFetch,
  signIn,
  startBenchServer,
  throwAwayDatabase,
} from "./support";
import { median, report, time, timeAsync, timeEachAsync } from "./timing";
import { benchWritePaths } from "./write-paths";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 5000);

/** `BENCH_ONLY=startup|firstload|install|domain|api|versions|replicas|photos|day|shortlist|duplicates|leads|push|new-matches|write-paths|capacity npm run bench` runs only that part (capacity takes about ten minutes a database). */
const ONLY = process.env.BENCH_ONLY;
const runs = (part: string) => ONLY === undefined || ONLY === part;

if (runs("startup")) {
  await benchStartup();
}
if (runs("firstload")) {
  benchFirstLoad();
  await benchLighthouse();
}
if (runs("install")) {
  await benchInstallability();
}
if (runs("domain")) {
  await benchDomain();
}
if (runs("api")) {
  const hasPostgres = await isPostgresUp();
  await benchApi("pglite");
  if (hasPostgres) {
    await benchApi("postgres");
  }
  await benchApiOverhead(hasPostgres ? ["pglite", "postgres"] : ["pglite"]);
}
if (runs("versions")) {
  await benchDataVersions();
}
if (runs("replicas")) {
  await benchReplicas();
}
if (runs("photos")) {
  await benchPhotos();
}
if (runs("day")) {
  await benchAgentsDay();
}
if (runs("shortlist")) {
  await benchShortlist();
}
if (runs("new-matches")) {
  await benchNewMatches();
}
if (runs("write-paths")) {
  await benchWritePaths();
}
if (runs("duplicates")) {
  await benchDuplicates((await isPostgresUp()) ? ["pglite", "postgres"] : ["pglite"]);
}
if (runs("leads")) {
  await benchLeads((await isPostgresUp()) ? ["pglite", "postgres"] : ["pglite"]);
}
if (runs("push")) {
  await benchPush();
}
if (runs("capacity")) {
  await benchCapacity();
}

/** What the first screens load, from the last build (`npm run build` first). */
function benchFirstLoad() {
  try {
    for (const load of measureFirstLoads()) {
      console.log(
        `first load ${load.route}: ${(load.jsGzipBytes / 1024).toFixed(1)} KB JS gzip (goal ≤ ${GOAL.jsGzipBytes / 1024}), ${(load.cssGzipBytes / 1024).toFixed(1)} KB CSS (goal ≤ ${GOAL.cssGzipBytes / 1024}), ${load.requests} requests (goal ≤ ${GOAL.requests})`,
      );
    }
  } catch {
    console.log("first load: no build found, run `npm run build` first");
  }
}

async function benchDomain() {
  const properties = Array.from({ length: LISTINGS }, (_, index) => ({
    ...fakeProperty(index),
    id: `p${index}`,
  }));
  const clients = Array.from({ length: LISTINGS }, (_, index) => ({
    ...fakeClient(index),
    id: `c${index}`,
  }));
  const matchEveryone = () => {
    allClientMatches(clients, properties);
    allPropertyMatches(properties, clients);
    countMatchedProperties(properties, clients);
  };
  // The first round runs before the JIT has compiled the walk; the app matches again on every
  // visit, so the goal is read on the median of the rounds after it.
  const [cold = 0, ...warm] = time(matchEveryone, 6);
  const fast = median(warm);
  const [straightforward = 0] = time(() => {
    referenceAllClientMatches(clients, properties);
    referenceAllPropertyMatches(properties, clients);
    referenceMatchedCount(properties, clients);
  }, 1);
  console.log(
    `full matching ${LISTINGS} × ${LISTINGS} (both lists for everyone, and the count): ${fast.toFixed(0)} ms (median of 5 after a first round of ${cold.toFixed(0)} ms) vs ${straightforward.toFixed(0)} ms for the double loop over matchScore: ${(straightforward / fast).toFixed(1)}× faster, ${(straightforward / cold).toFixed(1)}× on the first round (goal ≥ 10×)`,
  );
  benchHiddenPairs(properties, clients);
  benchBreakdown(properties, clients);
  report(
    `countMatchedProperties ${LISTINGS} properties × ${LISTINGS} clients`,
    time(() => countMatchedProperties(properties, clients), 3),
  );
  report(
    `clientMatches 1 client × ${LISTINGS} properties`,
    time(() => clientMatches(clients[0] ?? { ...fakeClient(0), id: "c0" }, properties), 50),
  );
  report(
    "numberToWords ×10,000",
    time(() => {
      for (let n = 0; n < 10_000; n += 1) {
        numberToWords(n * 7919, "indian");
      }
    }, 5),
  );
}

async function benchApi(driver: "pglite" | "postgres") {
  const database = driver === "postgres" ? await throwAwayDatabase() : undefined;
  const { server, close } = await startBenchServer({ name: "api", databaseUrl: database?.url });
  try {
    const cookie = await signIn(server.url);
    const call = signedInFetch(server.url, cookie);

    const created = await timeAsync(() => createListings(server.url, cookie, LISTINGS));
    console.log(
      `[${driver}] POST /api/properties ×${LISTINGS}: ${(LISTINGS / (created / 1000)).toFixed(0)} creates/s`,
    );
    const listed = (await (await call("/api/properties")).json()) as unknown;
    if (!Array.isArray(listed) || listed.length !== LISTINGS) {
      throw new Error(`expected ${LISTINGS} listings, got ${JSON.stringify(listed).slice(0, 200)}`);
    }
    let bytes = 0;
    const list = await timeEachAsync(async () => {
      bytes = (await (await call("/api/properties")).arrayBuffer()).byteLength;
    }, 20);
    const gzipped = await transferredBytes(`${server.url}/api/properties`, cookie);
    report(
      `[${driver}] GET /api/properties (${LISTINGS} rows, ${kib(bytes)} KiB, ${kib(gzipped)} KiB gzipped)`,
      list,
    );
    let nextCursor: string | null = null;
    const firstPage = await timeEachAsync(async () => {
      ({ nextCursor } = (await (await call("/api/properties?limit=50")).json()) as Page<unknown>);
    }, 50);
    report(`[${driver}] GET /api/properties?limit=50 (first page of ${LISTINGS})`, firstPage);
    if (!nextCursor) {
      throw new Error("expected a second page of listings");
    }
    report(
      `[${driver}] GET /api/properties?limit=50&cursor=… (second page)`,
      await timeEachAsync(
        async () => (await call(`/api/properties?limit=50&cursor=${nextCursor}`)).arrayBuffer(),
        50,
      ),
    );
    report(
      `[${driver}] GET /api/properties?limit=50&q=listing%2042 (search)`,
      await timeEachAsync(
        async () => (await call("/api/properties?limit=50&q=listing%2042")).arrayBuffer(),
        50,
      ),
    );
  } finally {
    await close();
    await database?.drop();
  }
}

/** The bytes that cross the wire for a browser that accepts gzip (fetch would hide them). */
function transferredBytes(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { cookie, "accept-encoding": "gzip" } }, (response) => {
      let total = 0;
      response.on("data", (chunk: Buffer) => {
        total += chunk.length;
      });
      response.on("end", () => resolve(total));
    }).on("error", reject);
  });
}

function kib(bytes: number): string {
  return (bytes / 1024).toFixed(0);
}
