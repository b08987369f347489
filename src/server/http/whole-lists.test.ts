/**
 * The whole lists answered from the server's cache (decision 017): each change to a record, by
 * any route, an import or another server on the same database, is in the next whole list.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents } from "../../../tests/support/http-agent";
import type { Db } from "../db/db";
import { openDatabase } from "../db/open";
import { properties } from "../db/schema/properties";

const context = serverWithAgents();
type Row = { id: string; title?: string; name?: string; clientId?: string | null };

async function whole(agent: Agent, path: string, encoding = "br"): Promise<Row[]> {
  const response = await agent.request(path, { headers: { "accept-encoding": encoding } });
  expect(response.status).toBe(200);
  return (await response.json()) as Row[];
}

const listing = (title: string) => ({ title, price: 1_000_000, location: "Powai" });

async function created(agent: Agent, path: string, body: object): Promise<Row> {
  const response = await agent.post(path, body);
  expect(response.status).toBe(201);
  return (await response.json()) as Row;
}

describe("whole lists", () => {
  test("show every create, edit and delete at once, in every encoding", async () => {
    const { owner } = context;
    expect(await whole(owner, "/api/properties")).toEqual([]);
    const first = await created(owner, "/api/properties", listing("Sea view flat"));
    for (const encoding of ["br", "gzip", "identity"]) {
      expect((await whole(owner, "/api/properties", encoding)).map((row) => row.title)).toEqual([
        "Sea view flat",
      ]);
    }
    const second = await created(owner, "/api/properties", listing("Garden villa"));
    expect((await whole(owner, "/api/properties")).map((row) => row.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(
      (await owner.patch(`/api/properties/${first.id}`, { title: "Sea view loft" })).status,
    ).toBe(200);
    expect((await whole(owner, "/api/properties", "gzip")).map((row) => row.title)).toEqual([
      "Garden villa",
      "Sea view loft",
    ]);
    expect((await owner.delete(`/api/properties/${second.id}`)).status).toBe(204);
    expect((await whole(owner, "/api/properties")).map((row) => row.id)).toEqual([first.id]);
  });

  test("a deleted client leaves its appointments' list changed too", async () => {
    const { owner } = context;
    const client = await created(owner, "/api/clients", {
      name: "Asha Rao",
      phone: "+91 98200 00001",
    });
    await created(owner, "/api/appointments", {
      clientId: client.id,
      process: "Property Visit",
      title: "Call Asha",
      date: "2026-12-01",
      time: "10:00",
      location: "Office",
    });
    expect((await whole(owner, "/api/appointments"))[0]?.clientId).toBe(client.id);
    expect((await whole(owner, "/api/clients")).map((row) => row.name)).toContain("Asha Rao");
    expect((await owner.delete(`/api/clients/${client.id}`)).status).toBe(204);
    expect((await whole(owner, "/api/clients")).map((row) => row.name)).not.toContain("Asha Rao");
    expect((await whole(owner, "/api/appointments"))[0]?.clientId).toBeNull();
  });

  test("each account gets its own list", async () => {
    const { owner, stranger } = context;
    await created(stranger, "/api/properties", listing("The stranger's plot"));
    expect((await whole(owner, "/api/properties")).map((row) => row.title)).not.toContain(
      "The stranger's plot",
    );
    expect((await whole(stranger, "/api/properties")).map((row) => row.title)).toEqual([
      "The stranger's plot",
    ]);
  });

  test("an import is in the next whole list", async () => {
    const { owner } = context;
    const before = await whole(owner, "/api/clients");
    const form = new FormData();
    form.set("file", new File(["Name,Phone\nImported One,+91 98200 00002\n"], "clients.csv"));
    form.set("mode", "skip");
    form.set("country", "IN");
    const response = await owner.request("/api/clients/import", { method: "POST", body: form });
    expect(response.status).toBe(200);
    await response.text();
    expect(await whole(owner, "/api/clients")).toHaveLength(before.length + 1);
  });
});

describe("a change no route of this server made", () => {
  const retitle = (userId: string, title: string) => (db: Db) =>
    db.update(properties).set({ title }).where(eq(properties.userId, userId));

  test("is in the next whole list: another replica on the same database, or a job", async () => {
    const { owner, server } = context;
    await created(owner, "/api/properties", listing("Before"));
    const { user } = (await (await owner.get("/api/auth/get-session")).json()) as {
      user: { id: string };
    };
    expect((await whole(owner, "/api/properties")).map((row) => row.title)).toContain("Before");

    await server.asUser(user.id, retitle(user.id, "Changed by a job"));
    expect(new Set((await whole(owner, "/api/properties")).map((row) => row.title))).toEqual(
      new Set(["Changed by a job"]),
    );

    if (server.databaseUrl) {
      const replica = openDatabase({
        databaseUrl: server.databaseUrl,
        pgliteDir: "",
        log: () => {},
      });
      try {
        await replica.asUser(user.id, retitle(user.id, "Changed on another replica"));
      } finally {
        await replica.close();
      }
      expect(new Set((await whole(owner, "/api/properties")).map((row) => row.title))).toEqual(
        new Set(["Changed on another replica"]),
      );
    }
  });
});
