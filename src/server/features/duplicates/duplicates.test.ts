import type { DuplicatePairView } from "@shared/schemas/duplicates";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents, signedInAgent } from "../../../../tests/support/http-agent";

const context = serverWithAgents();

async function client(agent: Agent, body: object): Promise<string> {
  const response = await agent.post("/api/clients", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function duplicates(agent: Agent, path = "/api/clients/duplicates") {
  const response = await agent.get(path);
  expect(response.status).toBe(200);
  const pairs = (await response.json()) as DuplicatePairView[];
  return pairs.map(({ clients, reasons }) => ({ ids: clients.map(({ id }) => id), reasons }));
}

describe("finding duplicates", () => {
  test("names each pair's reasons: the same phone however typed, e-mail, similar name", async () => {
    const agent = await signedInAgent(context.server);
    const ravi = await client(agent, { name: "Ravi Kumar", phone: "+91 98200 11111" });
    const raviAgain = await client(agent, { name: "Kumar Ravi", phone: "098200-11111" });
    const meera = await client(agent, { name: "Meera", phone: "+91 98200 22222", email: "m@x.in" });
    const meeraMail = await client(agent, {
      name: "M K",
      phone: "+91 98200 33333",
      email: "M@X.in",
    });
    const sunita = await client(agent, { name: "Mrs. Sunita Iyer", phone: "+91 98300 44444" });
    const sunitaAbroad = await client(agent, { name: "Sunita Iyer", phone: "+1 415 504 4444" });
    await client(agent, { name: "Anil Shah", phone: "+91 98300 55555" });
    await client(agent, { name: "Priya Nair", phone: "+91 98400 55555" });

    expect(await duplicates(agent)).toEqual([
      { ids: [sunitaAbroad, sunita], reasons: ["Similar name and phone"] },
      { ids: [meeraMail, meera], reasons: ["Same e-mail"] },
      { ids: [raviAgain, ravi], reasons: ["Same phone", "Similar name and phone"] },
    ]);
    expect(await duplicates(agent, `/api/clients/${ravi}/duplicates`)).toEqual([
      { ids: [raviAgain, ravi], reasons: ["Same phone", "Similar name and phone"] },
    ]);
    expect(await duplicates(agent, `/api/clients/${meera}/duplicates`)).toEqual([
      { ids: [meeraMail, meera], reasons: ["Same e-mail"] },
    ]);
    expect(await duplicates(context.stranger)).toEqual([]);
    // A client's own page reads only the clients sharing a key with them: the same pairs.
    const all = await duplicates(agent);
    for (const id of [ravi, raviAgain, meera, meeraMail, sunita, sunitaAbroad]) {
      expect(await duplicates(agent, `/api/clients/${id}/duplicates`)).toEqual(
        all.filter(({ ids }) => ids.includes(id)),
      );
    }
  });

  test("shows what a pair's card needs and nothing more", async () => {
    const agent = await signedInAgent(context.server);
    await client(agent, { name: "Ravi", phone: "+91 98200 11111", notes: "private" });
    await client(agent, { title: "Dr.", name: "Ravi", phone: "+91 98200 11111" });
    const [pair] = (await (
      await agent.get("/api/clients/duplicates")
    ).json()) as DuplicatePairView[];
    expect(pair?.clients[0]).toEqual({
      id: expect.any(String),
      title: "Dr.",
      name: "Ravi",
      phone: "+919820011111",
      email: "",
    });
  });

  test("a pair marked 'Not duplicates' is never shown again, from either side", async () => {
    const agent = await signedInAgent(context.server);
    const a = await client(agent, { name: "Twin A", phone: "+91 98200 11111" });
    const b = await client(agent, { name: "Twin B", phone: "+91 98200 11111" });
    const c = await client(agent, { name: "Twin C", phone: "+91 98200 11111" });
    for (const [from, otherId] of [
      [b, a],
      [a, b],
    ]) {
      const response = await agent.post(`/api/clients/${from}/not-duplicates`, { otherId });
      expect(response.status).toBe(204);
    }
    expect(await duplicates(agent)).toEqual([
      { ids: [c, b], reasons: ["Same phone"] },
      { ids: [c, a], reasons: ["Same phone"] },
    ]);
    expect(await duplicates(agent, `/api/clients/${a}/duplicates`)).toEqual([
      { ids: [c, a], reasons: ["Same phone"] },
    ]);
  });

  test("'Not duplicates' is refused for another account's client, an unknown one or the same one", async () => {
    const mine = await client(context.owner, { name: "Mine", phone: "+91 98200 11111" });
    const theirs = await client(context.stranger, { name: "Theirs", phone: "+91 98200 11111" });
    const refusals = [
      [mine, theirs, 404],
      [theirs, mine, 404],
      [mine, "00000000-0000-4000-8000-000000000000", 404],
      [mine, mine, 400],
      [mine, "not-an-id", 400],
    ] as const;
    for (const [id, otherId, status] of refusals) {
      const response = await context.owner.post(`/api/clients/${id}/not-duplicates`, { otherId });
      expect(response.status, `${id} ${otherId}`).toBe(status);
    }
    expect((await context.owner.get(`/api/clients/${theirs}/duplicates`)).status).toBe(404);
  });
});
