import {
  type DuplicatePair,
  duplicatePairKey,
  findDuplicatePairs,
  PHONE_SUFFIX_DIGITS,
} from "@shared/domain/client-duplicates";
import type { DuplicateClient, DuplicatePairView } from "@shared/schemas/duplicates";
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/db";
import { preparedSql } from "../../db/prepared";
import { rowsOf } from "../../db/rows-of";
import { clients } from "../../db/schema/clients";
import { notDuplicatePairs } from "../../db/schema/not-duplicate-pairs";
import { HttpError, notFound } from "../../http/errors";

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

/**
 * The client and the clients that share their phone, e-mail or last digits, newest first, each
 * with the pairs of the client the agent said are different people: one statement, where the
 * client, the candidates and the pairs were one each (issue #32). No row: not the agent's client.
 * Phones are stored as E.164, so their last characters are their last digits; an empty e-mail is
 * no key (null never equals anything).
 */
const candidatesOfClient = preparedSql<DuplicateClient & { notDuplicates: [string, string][] }>(
  "client_duplicate_candidates",
  sql`with target as (
      select phone,
        nullif(lower(trim(email)), '') as email_key,
        right(phone, ${PHONE_SUFFIX_DIGITS}) as suffix
      from ${clients}
      where user_id = ${sql.placeholder("userId")} and id = ${sql.placeholder("clientId")}::uuid
    )
    select c.id, c.title, c.name, c.phone, c.email,
      (select coalesce(json_agg(json_build_array(n.client_id, n.other_client_id)), '[]')
        from ${notDuplicatePairs} n
        where n.user_id = ${sql.placeholder("userId")}
          and ${sql.placeholder("clientId")}::uuid in (n.client_id, n.other_client_id)
      ) as "notDuplicates"
    from target join ${clients} c on c.user_id = ${sql.placeholder("userId")} and (
      c.id = ${sql.placeholder("clientId")}::uuid
      or c.phone = target.phone
      or nullif(lower(trim(c.email)), '') = target.email_key
      or (length(target.suffix) = ${PHONE_SUFFIX_DIGITS}
        and right(c.phone, ${PHONE_SUFFIX_DIGITS}) = target.suffix)
    )
    order by c.created_at desc, c.id desc`,
);

/** The pairs one client is in: read among the clients sharing its phone, e-mail or last digits. */
export async function clientDuplicates(db: Db, userId: string, clientId: string) {
  const rows = await candidatesOfClient(db, { userId, clientId });
  if (rows.length === 0) {
    throw notFound("Client");
  }
  const candidates = rows.map(({ notDuplicates: _pairs, ...client }) => client);
  const notDuplicates = new Set(
    (rows[0]?.notDuplicates ?? []).map(([a, b]) => duplicatePairKey(a, b)),
  );
  const pairs = findDuplicatePairs(candidates, notDuplicates);
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
