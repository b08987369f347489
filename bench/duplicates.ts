// Issue #29's figure: finding duplicates in a book of 10,000 clients with Indian names and
// phones, a few percent of them entered twice, over HTTP on the embedded database.
import { clients } from "@server/db/schema/clients";
import type { DuplicatePairView } from "@shared/schemas/duplicates";
import { signedInFetch, signIn, startBenchServer, throwAwayDatabase } from "./support";
import { report, timeEachAsync } from "./timing";

const BOOK = 10_000;
/** One client in 33 (3%) comes back as a second record, in one of three ways. */
const TWIN_EVERY = 33;
const GOAL_P99_MS = 200;

const FIRST = [
  "Ravi",
  "Priya",
  "Anil",
  "Sunita",
  "Vikram",
  "Meera",
  "Arjun",
  "Lakshmi",
  "Rahul",
  "Asha",
  "Suresh",
  "Kavita",
  "Deepak",
  "Anjali",
  "Manoj",
  "Pooja",
  "Sanjay",
  "Neha",
  "Rajesh",
  "Divya",
  "राज",
  "सुनीता",
];
const LAST = [
  "Kumar",
  "Sharma",
  "Iyer",
  "Nair",
  "Patel",
  "Shah",
  "Reddy",
  "Rao",
  "Gupta",
  "Mehta",
  "Singh",
  "Verma",
  "Menon",
  "Joshi",
  "Desai",
  "Kapoor",
  "Pillai",
  "Chopra",
  "Bose",
  "शर्मा",
];

/** A deterministic mobile number per index: +91 and ten digits starting 7, 8 or 9. */
function phoneOf(index: number): string {
  const digits = String((index * 7_919_993 + 12_345) % 1_000_000_000).padStart(9, "0");
  return `+91${7 + (index % 3)}${digits}`;
}

function book(userId: string) {
  const rows = Array.from({ length: BOOK }, (_, index) => {
    const first = FIRST[index % FIRST.length] ?? "Ravi";
    const last = LAST[Math.floor(index / FIRST.length) % LAST.length] ?? "Kumar";
    return {
      userId,
      title: index % 4 === 0 ? "Mrs." : "Mr.",
      name: `${first} ${last}`,
      phone: phoneOf(index),
      email: index % 2 === 0 ? `${first}.${last}.${index}@example.in`.toLowerCase() : "",
    };
  });
  const twins = rows
    .filter((_, index) => index % TWIN_EVERY === 0)
    .map((row, index) => {
      const [first, last] = row.name.split(" ");
      if (index % 3 === 0) {
        return { ...row, name: `${last} ${first}` };
      }
      if (index % 3 === 1 && row.email) {
        return { ...row, phone: phoneOf(BOOK + index), email: row.email.toUpperCase() };
      }
      // The same last digits under another country code, the name with a typo.
      return { ...row, name: `${row.name}a`, phone: `+1415${row.phone.slice(-7)}` };
    });
  return [...rows, ...twins];
}

export async function benchDuplicates(drivers: ("pglite" | "postgres")[]) {
  for (const driver of drivers) {
    await benchOn(driver);
  }
}

async function benchOn(driver: "pglite" | "postgres") {
  const database = driver === "postgres" ? await throwAwayDatabase() : undefined;
  const { server, close } = await startBenchServer({
    name: "duplicates",
    databaseUrl: database?.url,
  });
  try {
    const cookie = await signIn(server.url);
    const request = signedInFetch(server.url, cookie);
    const session = (await (await request("/api/auth/get-session")).json()) as {
      user: { id: string };
    };
    const userId = session.user.id;
    const rows = book(userId);
    await server.asUser(userId, async (db) => {
      for (let start = 0; start < rows.length; start += 1000) {
        await db.insert(clients).values(rows.slice(start, start + 1000));
      }
    });
    // Seeding idles the keep-alive socket past the server's timeout: the first call may find it
    // closed. It also warms the route up, as an agent's first visit does.
    await request("/api/counts").catch(() => undefined);
    await request("/api/clients/duplicates");
    let pairs = 0;
    const samples = await timeEachAsync(async () => {
      const response = await request("/api/clients/duplicates");
      pairs = ((await response.json()) as DuplicatePairView[]).length;
    }, 50);
    report(
      `[${driver}] GET /api/clients/duplicates over ${rows.length} clients (${rows.length - BOOK} entered twice, ${pairs} pairs found)`,
      samples,
      GOAL_P99_MS,
    );
  } finally {
    await close();
    await database?.drop();
  }
}
