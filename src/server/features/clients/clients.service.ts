import type { ClientInput, ClientUpdate } from "@shared/schemas/client";
import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/open";
import { clients } from "../../db/schema/clients";
import { found } from "../../http/found";

const { userId: _owner, ...publicColumns } = getTableColumns(clients);

export async function listClients(db: Db, userId: string) {
  return db
    .select(publicColumns)
    .from(clients)
    .where(eq(clients.userId, userId))
    .orderBy(desc(clients.createdAt));
}

export async function getClient(db: Db, userId: string, id: string) {
  return found(await db.select(publicColumns).from(clients).where(owned(userId, id)), "Client");
}

export async function createClient(db: Db, userId: string, input: ClientInput) {
  const [row] = await db
    .insert(clients)
    .values({ ...input, userId })
    .returning(publicColumns);
  return row;
}

export async function updateClient(db: Db, userId: string, id: string, patch: ClientUpdate) {
  // A PATCH that names no known field changes nothing (and Drizzle refuses an empty SET).
  if (Object.keys(patch).length === 0) {
    return getClient(db, userId, id);
  }
  return found(
    await db.update(clients).set(patch).where(owned(userId, id)).returning(publicColumns),
    "Client",
  );
}

export async function deleteClient(db: Db, userId: string, id: string) {
  return found(
    await db.delete(clients).where(owned(userId, id)).returning(publicColumns),
    "Client",
  );
}

function owned(userId: string, id: string) {
  return and(eq(clients.userId, userId), eq(clients.id, id));
}
