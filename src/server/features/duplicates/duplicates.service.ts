import {
  type DuplicatePair,
  duplicatePairKey,
  findDuplicatePairs,
  PHONE_SUFFIX_DIGITS,
} from "@shared/domain/client-duplicates";
import type { DuplicateClient, DuplicatePairView } from "@shared/schemas/duplicates";
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { rowsOf } from "../../db/rows-of";
import { clients } from "../../db/schema/clients";
import { notDuplicatePairs } from "../../db/schema/not-duplicate-pairs";
import { HttpError, notFound } from "../../http/errors";

const shownColumns = {
  id: clients.id,
  title: clients.title,
  name: clients.name,
  phone: clients.phone,
  email: clients.email,
};
// Phones are stored as E.164, so their last characters are their last digits.
const suffixKey = sql`right(${clients.phone}, ${PHONE_SUFFIX_DIGITS})`;
// An empty e-mail is no key: null never equals anything.
const emailKey = sql`nullif(lower(trim(${clients.email})), '')`;

// Fields and clients of the book in one text: control characters never stay in a stored client.
const FIELD = "\u001f";
const CLIENT = "\u001e";

/**
 * Every pair of the agent's clients that look like one person, newest clients first. The book
 * comes as one text: PGlite decodes rows (and builds JSON) in WebAssembly and JavaScript, ten
 * times slower for 10,000 clients than one joined string.
 */
export async function listDuplicates(db: Db, userId: string): Promise<DuplicatePairView[]> {
  const [row] = await rowsOf<{ book: string | null }>(
    db,
    sql`select string_agg(concat_ws(${FIELD}, id, title, name, phone, email), ${CLIENT}
        order by created_at desc, id desc) as book
      from ${clients} where user_id = ${userId}`,
  );
  const book = (row?.book ? row.book.split(CLIENT) : []).map((line) => {
    const [id = "", title = "", name = "", phone = "", email = ""] = line.split(FIELD);
    return { id, title, name, phone, email };
  });
  return pairViews(book, findDuplicatePairs(book, await notDuplicateKeys(db, userId)));
}

/** The pairs one client is in: read among the clients sharing its phone, e-mail or last digits. */
export async function clientDuplicates(db: Db, userId: string, clientId: string) {
  const [client] = await db
    .select({ phone: clients.phone, email: clients.email, suffix: suffixKey })
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.id, clientId)));
  if (!client) {
    throw notFound("Client");
  }
  const candidates = await db
    .select(shownColumns)
    .from(clients)
    .where(
      and(
        eq(clients.userId, userId),
        or(
          eq(clients.id, clientId),
          eq(clients.phone, client.phone),
          client.email.trim() === ""
            ? undefined
            : sql`${emailKey} = ${client.email.trim().toLowerCase()}`,
          String(client.suffix).length === PHONE_SUFFIX_DIGITS
            ? sql`${suffixKey} = ${client.suffix}`
            : undefined,
        ),
      ),
    )
    .orderBy(desc(clients.createdAt), desc(clients.id));
  const pairs = findDuplicatePairs(candidates, await notDuplicateKeys(db, userId));
  return pairViews(
    candidates,
    pairs.filter(({ ids }) => ids.includes(clientId)),
  );
}

/** 'Not duplicates': the pair is never shown again. 404 unless both are the agent's clients. */
export async function markNotDuplicates(db: Db, userId: string, id: string, otherId: string) {
  if (id === otherId) {
    throw new HttpError(400, "Choose another client");
  }
  const owned = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.userId, userId), or(eq(clients.id, id), eq(clients.id, otherId))));
  if (owned.length !== 2) {
    throw notFound("Client");
  }
  const [clientId, otherClientId] = id < otherId ? [id, otherId] : [otherId, id];
  await db
    .insert(notDuplicatePairs)
    .values({ userId, clientId, otherClientId })
    .onConflictDoNothing();
}

async function notDuplicateKeys(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ a: notDuplicatePairs.clientId, b: notDuplicatePairs.otherClientId })
    .from(notDuplicatePairs)
    .where(eq(notDuplicatePairs.userId, userId));
  return new Set(rows.map(({ a, b }) => duplicatePairKey(a, b)));
}

/** Each pair with its two clients, the newer first, in the order of the newer. */
function pairViews(book: DuplicateClient[], pairs: DuplicatePair[]): DuplicatePairView[] {
  const order = new Map(book.map((client, index) => [client.id, index]));
  const at = (id: string) => order.get(id) ?? 0;
  return pairs
    .map(({ ids, reasons }) => {
      const [a, b] = [...ids].sort((x, y) => at(x) - at(y)) as [string, string];
      return { clients: [book[at(a)], book[at(b)]] as [DuplicateClient, DuplicateClient], reasons };
    })
    .sort(
      (x, y) =>
        at(x.clients[0].id) - at(y.clients[0].id) || at(x.clients[1].id) - at(y.clients[1].id),
    );
}
