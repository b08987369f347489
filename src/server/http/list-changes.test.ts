/**
 * What changed in a whole list since a version (`GET /api/<list>/changes`, decision 039): it
 * brings a held list to what a whole read gives, deletions included; a tag it cannot follow
 * (another account's, another list's, garbage, older than an import) answers `{ tag: null }`, as
 * do more changes than are worth sending. The changes through another replica are in
 * list-versions.test.ts, change kind by change kind.
 */

import type { WholeListKind } from "@shared/domain/list-changes";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents } from "../../../tests/support/http-agent";
import { changesSince, heldListNow, wholeListOf } from "../../../tests/support/list-changes";

const context = serverWithAgents();
let serial = 0;

async function created(agent: Agent, list: WholeListKind, body: object): Promise<{ id: string }> {
  const response = await agent.post(`/api/${list}`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string };
}

const listing = () => ({ title: `Flat ${++serial}`, price: 4_500_000, location: "Andheri" });
const client = () => ({
  name: `सीता ${++serial}`,
  phone: `+91 98100 ${String(++serial).padStart(5, "0")}`,
});

async function importClients(agent: Agent, count: number) {
  const rows = Array.from({ length: count }, () => {
    const { name, phone } = client();
    return `"${name}","${phone}"`;
  });
  const form = new FormData();
  form.set("file", new File([["Name,Phone", ...rows].join("\n")], "clients.csv"));
  form.set("mode", "skip");
  form.set("country", "IN");
  const response = await agent.request("/api/clients/import", { method: "POST", body: form });
  const summary = JSON.parse((await response.text()).trim().split("\n").at(-1) ?? "{}");
  expect(summary).toMatchObject({ type: "summary", failed: 0 });
}

describe("what changed since a version", () => {
  test("brings each held list to the whole list: new rows in their place, edits, deletions", async () => {
    const { owner } = context;
    const first = await created(owner, "properties", listing());
    const second = await created(owner, "properties", listing());
    const ravi = await created(owner, "clients", client());
    const visit = (day: string, time: string, propertyId = first.id) => ({
      title: "Visit",
      date: day,
      time,
      location: "Andheri",
      process: "Property Visit",
      clientId: ravi.id,
      propertyId,
    });
    const early = await created(owner, "appointments", visit("2026-12-01", "10:00"));
    await created(owner, "appointments", visit("2026-12-03", "10:00"));
    const held = {
      properties: await wholeListOf(owner, "properties"),
      clients: await wholeListOf(owner, "clients"),
      appointments: await wholeListOf(owner, "appointments"),
    };

    await created(owner, "properties", listing());
    expect((await owner.patch(`/api/properties/${second.id}`, { price: 4_750_000 })).status).toBe(
      200,
    );
    // Its appointments lose the listing (ON DELETE SET NULL): the appointments list changes too.
    expect((await owner.delete(`/api/properties/${first.id}`)).status).toBe(204);
    await created(owner, "clients", client());
    expect((await owner.patch(`/api/clients/${ravi.id}`, { name: "Ravi Kumar" })).status).toBe(200);
    expect(
      (await owner.patch(`/api/appointments/${early.id}`, { date: "2026-12-05" })).status,
    ).toBe(200);
    await created(owner, "appointments", visit("2026-12-02", "09:30", second.id));

    for (const list of ["properties", "clients", "appointments"] as const) {
      const now = await wholeListOf(owner, list);
      const caughtUp = await heldListNow(owner, list, held[list].rows, held[list].tag);
      expect(caughtUp.rows, list).toEqual(now.rows);
      expect(caughtUp.tag, list).toBe(now.tag);
      // Asked again from there, nothing has changed.
      expect(await changesSince(owner, list, caughtUp.tag)).toEqual({
        tag: now.tag,
        changed: [],
        removed: [],
      });
    }
    const deletedClient = await created(owner, "clients", client());
    const beforeDelete = await wholeListOf(owner, "clients");
    expect((await owner.delete(`/api/clients/${deletedClient.id}`)).status).toBe(204);
    expect(await changesSince(owner, "clients", beforeDelete.tag)).toMatchObject({
      changed: [],
      removed: [deletedClient.id],
    });
  });

  test("another agent's changes are never among an agent's", async () => {
    const { owner, stranger } = context;
    const held = await wholeListOf(owner, "clients");
    await created(stranger, "clients", client());
    expect(await changesSince(owner, "clients", held.tag)).toEqual({
      tag: held.tag,
      changed: [],
      removed: [],
    });
  });

  test("a tag it cannot follow answers null, and the list is loaded whole", async () => {
    const { owner, stranger } = context;
    await created(owner, "clients", client());
    const clients = await wholeListOf(owner, "clients");
    const properties = await wholeListOf(owner, "properties");
    const strangers = await wholeListOf(stranger, "clients");
    const ahead = clients.tag.replace(
      /^W\/"clients\.(\d+)\./,
      (_, n) => `W/"clients.${Number(n) + 1}.`,
    );
    for (const tag of ["", "garbage", strangers.tag, properties.tag, ahead, `${clients.tag}x`]) {
      expect(await changesSince(owner, "clients", tag), tag).toEqual({ tag: null });
    }
    // The stranger cannot follow the owner's tag either.
    expect(await changesSince(stranger, "clients", clients.tag)).toEqual({ tag: null });
  });

  test("an import of more than a hundred rows, and more than 500 changes, send the list whole", async () => {
    const { stranger: agent } = context;
    await created(agent, "clients", client());
    const beforeImport = await wholeListOf(agent, "clients");
    await importClients(agent, 101);
    expect(await changesSince(agent, "clients", beforeImport.tag)).toEqual({ tag: null });

    // A hundred rows a statement are followed row by row, up to 500 of them.
    const afterImport = await wholeListOf(agent, "clients");
    for (let batch = 0; batch < 5; batch++) {
      await importClients(agent, 100);
    }
    const fiveHundred = await heldListNow(agent, "clients", afterImport.rows, afterImport.tag);
    expect(fiveHundred.rows).toEqual((await wholeListOf(agent, "clients")).rows);
    await created(agent, "clients", client());
    expect(await changesSince(agent, "clients", afterImport.tag)).toEqual({ tag: null });
  });
});
