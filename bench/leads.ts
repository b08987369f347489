// Issue #29's figure for the lead webhook: 200 leads/s from 20 concurrent senders on an open-loop
// schedule for 10 s, phones from a pool of 600 written in several spellings so that many repeat
// (some sent 5 ms apart by two senders); none may be lost or doubled.
import type { Client } from "@shared/schemas/client";
import type { LeadCapture, LeadReceipt } from "@shared/schemas/lead";
import { signedInFetch, signIn, startBenchServer, throwAwayDatabase } from "./support";
import { report, timeEachAsync } from "./timing";

const RATE_PER_S = 200;
const SECONDS = 10;
const LEADS = RATE_PER_S * SECONDS;
const SENDERS = 20;
const PEOPLE = 600;
/** Phones that come back more often than the others, as a busy listing's callers do. */
const HOT_PEOPLE = 20;
const GOAL_P99_MS = 50;
/** Leads sent one after the other before the run, each to a person of the pool. */
const ALONE = 50;

const NAMES = ["Ravi Kumar", "Priya Iyer", "Anil Shah", "Sunita Nair", "Vikram Rao", "राज शर्मा"];
const SOURCES = ["99acres", "MagicBricks", "Housing.com", "Facebook", "Google Ads"];
const BUDGETS = ["75 lakh", "1.2 crore", "45 lakh", "₹ 90,00,000", "2 cr"];

/** Ten digits starting 7, 8 or 9, one per person. */
function mobileOf(person: number): string {
  const rest = String((person * 7_919_993 + 12_345) % 1_000_000_000).padStart(9, "0");
  return `${7 + (person % 3)}${rest}`;
}

/** The same mobile as a portal, an ad form or a person might write it. */
function spelling(mobile: string, variant: number): string {
  const spaced = `${mobile.slice(0, 5)} ${mobile.slice(5)}`;
  return [`+91 ${spaced}`, `0${spaced}`, mobile, spaced, `+91-${mobile}`][variant % 5] ?? mobile;
}

/** A small seeded generator (mulberry32): the same leads on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Who sends each lead: everyone three times, the hot ones ten times more, shuffled; then every
 * tenth lead's person is sent again right after it (by the next sender, 5 ms later).
 */
function schedule(): number[] {
  const next = random(29);
  const people = [
    ...Array.from({ length: PEOPLE * 3 }, (_, index) => index % PEOPLE),
    ...Array.from({ length: LEADS - PEOPLE * 3 }, (_, index) => index % HOT_PEOPLE),
  ];
  for (let index = people.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [people[index], people[other]] = [people[other] ?? 0, people[index] ?? 0];
  }
  for (let index = 0; index + 1 < people.length; index += 10) {
    const later = people.indexOf(people[index] ?? 0, index + 2);
    if (later > 0) {
      [people[index + 1], people[later]] = [people[later] ?? 0, people[index + 1] ?? 0];
    }
  }
  return people;
}

function leadOf(person: number, index: number) {
  return {
    name: NAMES[person % NAMES.length],
    phone: spelling(mobileOf(person), index),
    // One person in three gives an e-mail, in either case: it must find the same client too.
    email:
      person % 3 === 0
        ? index % 2 === 0
          ? `lead.${person}@example.in`
          : `Lead.${person}@Example.IN`
        : "",
    message: `Is the 2BHK still available? (${index})`,
    budget: BUDGETS[index % BUDGETS.length],
    source: SOURCES[person % SOURCES.length],
  };
}

export async function benchLeads(drivers: ("pglite" | "postgres")[]) {
  for (const driver of drivers) {
    await benchOn(driver);
  }
}

async function benchOn(driver: "pglite" | "postgres") {
  const database = driver === "postgres" ? await throwAwayDatabase() : undefined;
  const { server, close } = await startBenchServer({
    name: "leads",
    databaseUrl: database?.url,
    // The per-token limit (120 a minute by default) would refuse most of the run: raised, so that
    // what is measured is the intake. The webhook has no per-address limit but for wrong tokens.
    env: { LEADS_PER_MINUTE: "100000" },
  });
  try {
    const cookie = await signIn(server.url);
    const request = signedInFetch(server.url, cookie);
    const capture = (await (
      await request("/api/lead-capture", { method: "POST" })
    ).json()) as LeadCapture;
    const webhook = `${server.url}${new URL(capture.url).pathname}`;
    const send = (lead: ReturnType<typeof leadOf>) =>
      fetch(webhook, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(lead),
      });
    const ids = new Set<string>();
    let created = 0;
    const take = async (response: Response) => {
      if (response.status !== 201) {
        throw new Error(`lead refused: ${response.status} ${await response.text()}`);
      }
      const receipt = (await response.json()) as LeadReceipt;
      ids.add(receipt.id);
      created += receipt.created ? 1 : 0;
    };
    // A warm-up as a portal's first leads of the day, with people of the pool: they count once.
    for (let person = 0; person < SENDERS; person += 1) {
      await take(await send(leadOf(person, person)));
    }
    // What one lead costs with nothing queued: the time the open loop's rate has to fit in.
    const alone = await timeEachAsync(
      async (round) => take(await send(leadOf(SENDERS + round, round))),
      ALONE,
    );

    const people = schedule();
    const latencies: number[] = [];
    const statuses = new Map<string, number>();
    const start = performance.now() + 50;
    let finished = start;
    const sender = async (first: number) => {
      for (let index = first; index < LEADS; index += SENDERS) {
        const due = start + (index * 1000) / RATE_PER_S;
        const wait = due - performance.now();
        if (wait > 0) {
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
        let status: string;
        try {
          const response = await send(leadOf(people[index] ?? 0, index));
          status = String(response.status);
          if (response.status === 201) {
            await take(response);
          } else {
            await response.arrayBuffer();
          }
        } catch (error) {
          status = error instanceof Error ? error.message : String(error);
        }
        finished = performance.now();
        latencies.push(finished - due);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, (_, first) => sender(first)));
    const seconds = (finished - start) / 1000;

    const clients = (await (await request("/api/clients")).json()) as Client[];
    const phones = new Set(clients.map((client) => client.phone));
    const expected = new Set(people.map((person) => `+91${mobileOf(person)}`));
    const found = [...phones].filter((phone) => expected.has(phone)).length;
    const errors = [...statuses].filter(([status]) => status !== "201");
    const repeats = people.filter((person, index) => person === people[index - 1]).length;
    report(`[${driver}] POST /api/leads/<token> one at a time (before the run)`, alone);
    report(
      `[${driver}] POST /api/leads/<token> ×${LEADS} at ${RATE_PER_S}/s from ${SENDERS} senders (open loop, from when each was due)`,
      latencies,
      GOAL_P99_MS,
    );
    const isExact = clients.length === expected.size && found === expected.size;
    console.log(
      `[${driver}] leads: max ${Math.max(...latencies).toFixed(1)} ms, ${(LEADS / seconds).toFixed(0)} leads/s achieved over ${seconds.toFixed(1)} s, errors ${LEADS - (statuses.get("201") ?? 0)}${errors.length ? ` (${errors.map(([status, count]) => `${status} ×${count}`).join(", ")})` : ""}; ${expected.size} distinct phones (${repeats} sent twice 5 ms apart): clients expected ${expected.size}, found ${clients.length} (${found} of the phones sent, ${ids.size} ids and ${created} 'created' answered, ${SENDERS + ALONE} leads before the run included) (${isExact ? "none lost or doubled" : "LOST OR DOUBLED"})`,
    );
  } finally {
    await close();
    await database?.drop();
  }
}
