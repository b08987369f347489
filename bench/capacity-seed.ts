// One agent's book for the capacity benchmark, made as an agent makes it: signed up, listings and
// clients imported from a sheet, appointments, contacts and pair statuses through the API.
import type { SeededAgent } from "./capacity-workload";
import { fakeClient, fakeProperty, inBatches, signedInFetch, signIn } from "./support";

export type BookSize = {
  listings: number;
  clients: number;
  appointments: number;
  activities: number;
  pairStatuses: number;
};

/** The load picks its clients and listings among these first few of each. */
const KEPT_IDS = 20;
const IN_FLIGHT = 8;
const CONTACT_KINDS = ["call", "whatsapp", "note", "email"] as const;
const PAIR_STATUSES = ["sent", "interested", "not-suitable"] as const;
const DAY_MS = 86_400_000;

/** Seeds account number `index` on the server at `url`. */
export async function seedAgent(url: string, index: number, book: BookSize): Promise<SeededAgent> {
  // An address of its own: sign-ups from one address are rate limited.
  const cookie = await signIn(url, { "x-forwarded-for": addressOf(index) });
  const call = signedInFetch(url, cookie);
  await importSheet(url, cookie, "properties", propertiesSheet(book.listings));
  await importSheet(url, cookie, "clients", clientsSheet(book.clients));
  const propertyIds = await idsOf(call("/api/properties"));
  const clientIds = await idsOf(call("/api/clients"));
  const send = async (path: string, method: string, body: object) => {
    const response = await call(path, { method, body: JSON.stringify(body) });
    if (!response.ok) {
      throw new Error(`seeding ${method} ${path}: ${response.status} ${await response.text()}`);
    }
  };
  const at = (n: number, list: string[]) => list[n % list.length] ?? "";
  await inBatches(book.appointments, IN_FLIGHT, (n) =>
    send("/api/appointments", "POST", appointment(n, at(n, clientIds), at(n * 7, propertyIds))),
  );
  await inBatches(book.activities, IN_FLIGHT, (n) =>
    send("/api/activities", "POST", {
      kind: CONTACT_KINDS[n % CONTACT_KINDS.length],
      clientId: at(n, clientIds),
      text: "Asked about parking",
    }),
  );
  await inBatches(book.pairStatuses, IN_FLIGHT, (n) =>
    send("/api/pair-statuses", "PUT", {
      clientId: at(n, clientIds),
      propertyId: at(n * 3, propertyIds),
      status: PAIR_STATUSES[n % PAIR_STATUSES.length],
    }),
  );
  return {
    cookie,
    clientIds: clientIds.slice(0, KEPT_IDS),
    propertyIds: propertyIds.slice(0, KEPT_IDS),
  };
}

function addressOf(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

/** A sheet as the import page sends it; every row must be stored. */
async function importSheet(url: string, cookie: string, kind: string, csv: string) {
  const form = new FormData();
  form.set("file", new File([csv], `${kind}.csv`));
  form.set("mode", "skip");
  form.set("country", "IN");
  const response = await fetch(`${url}/api/${kind}/import`, {
    method: "POST",
    headers: { cookie, origin: url },
    body: form,
  });
  const lines = (await response.text()).trim().split("\n");
  const summary = JSON.parse(lines.at(-1) ?? "{}") as { type?: string; failed?: number };
  if (summary.type !== "summary" || summary.failed !== 0) {
    throw new Error(`importing ${kind}: ${lines.at(-1)}`);
  }
}

function propertiesSheet(count: number): string {
  const header = ["Title", "Price", "Location", "Main type", "Sub type", "Status", "Purpose"];
  const rows = Array.from({ length: count }, (_, n) => {
    const { title, price, location, mainType, subType, status, purpose } = fakeProperty(n);
    return [title, price, location, mainType, subType, status, purpose];
  });
  return sheet(header, rows);
}

function clientsSheet(count: number): string {
  const header = ["Name", "Phone", "Purpose", "Budget", "Locations", "Property types"];
  const rows = Array.from({ length: count }, (_, n) => {
    const { purpose, budget, locations, propertyTypes } = fakeClient(n);
    const phone = `+91 98${String(n).padStart(8, "0")}`;
    return [`Client ${n}`, phone, purpose, budget, locations.join("; "), propertyTypes.join("; ")];
  });
  return sheet(header, rows);
}

function sheet(header: string[], rows: unknown[][]): string {
  const line = (cells: unknown[]) =>
    cells.map((cell) => `"${String(cell ?? "").replaceAll('"', '""')}"`).join(",");
  return [line(header), ...rows.map(line)].join("\n");
}

/** Spread over sixty days around today, so the dashboard has past, today's and upcoming ones. */
function appointment(n: number, clientId: string, propertyId: string) {
  const day = new Date(Date.now() + ((n % 60) - 30) * DAY_MS).toISOString().slice(0, 10);
  return {
    title: `Visit ${n}`,
    date: day,
    time: `${String(9 + (n % 10)).padStart(2, "0")}:30`,
    location: "Bandra, Mumbai",
    clientId,
    propertyId,
    process: "Property Visit",
    status: n % 4 === 0 ? "completed" : "scheduled",
  };
}

async function idsOf(answer: Promise<Response>): Promise<string[]> {
  const rows = (await (await answer).json()) as { id: string }[];
  return rows.map(({ id }) => id);
}
