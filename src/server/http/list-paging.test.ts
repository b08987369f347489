/**
 * Paging (`?limit=&cursor=`), search (`?q=`) and the status filter (`?status=`) of the three list
 * endpoints, against the plain list each still answers without `limit`.
 */
import { encodeCursor } from "@shared/domain/list-cursor";
import type { Page } from "@shared/schemas/list-query";
import { inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { type Agent, serverWithAgents } from "../../../tests/support/http-agent";
import { properties } from "../db/schema/properties";

const context = serverWithAgents();
type Row = { id: string; title: string };
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

async function created(agent: Agent, path: string, body: object): Promise<Row> {
  const response = await agent.post(path, body);
  expect(response.status).toBe(201);
  return (await response.json()) as Row;
}

async function listed(agent: Agent, path: string): Promise<Row[]> {
  const response = await agent.get(path);
  expect(response.status).toBe(200);
  return (await response.json()) as Row[];
}

/** Every page of `path`, following `nextCursor`; each but the last is full. */
async function allPages(agent: Agent, path: string, limit: number): Promise<Row[]> {
  const items: Row[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const after: string = cursor ? `&cursor=${cursor}` : "";
    const response = await agent.get(`${path}${separator}limit=${limit}${after}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page<Row>;
    cursor = page.nextCursor;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (cursor) {
      expect(page.items).toHaveLength(limit);
    }
    items.push(...page.items);
  } while (cursor);
  return items;
}

async function refused(agent: Agent, path: string, message: string) {
  const response = await agent.get(path);
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: { message } });
}

describe("paging properties", () => {
  let mine: Row[];
  let theirs: Row[];

  beforeAll(async () => {
    mine = [];
    for (let index = 0; index < 14; index += 1) {
      mine.push(
        await created(context.owner, "/api/properties", {
          title: `Flat ${index}`,
          price: 1_000_000,
          location: "Powai",
          status: index % 4 === 0 ? "sold" : "available",
        }),
      );
    }
    theirs = [];
    for (let index = 0; index < 4; index += 1) {
      theirs.push(
        await created(context.stranger, "/api/properties", {
          title: `Flat ${index}`,
          price: 1_000_000,
          location: "Powai",
        }),
      );
    }
    // Ties: five listings created in the same microsecond, and three in the same millisecond
    // but different microseconds (a millisecond cursor would skip or repeat them).
    const setCreatedAt = (rows: Row[], instant: string) =>
      context.server.db
        .update(properties)
        .set({ createdAt: sql`${instant}::timestamptz` })
        .where(inArray(properties.id, ids(rows)));
    await setCreatedAt(mine.slice(2, 7), "2026-03-01T10:00:00.123456Z");
    await setCreatedAt(mine.slice(7, 8), "2026-03-01T10:00:00.123400Z");
    await setCreatedAt(mine.slice(8, 9), "2026-03-01T10:00:00.123999Z");
    await setCreatedAt(mine.slice(9, 10), "2026-03-01T10:00:00.123001Z");
    await setCreatedAt(theirs, "2026-03-01T10:00:00.123456Z");
  });

  test("without a limit answer the whole list, newest first, ties broken by id", async () => {
    const list = await listed(context.owner, "/api/properties");
    expect(new Set(ids(list))).toEqual(new Set(ids(mine)));
    const tied = ids(list).filter((id) => ids(mine.slice(2, 7)).includes(id));
    expect(tied).toEqual([...tied].sort().reverse());
    // Within one millisecond: .123999, then the five at .123456, then .123400, then .123001.
    const sameMillisecond = [mine[8], ...mine.slice(2, 8), mine[9]].map((row) => row?.id ?? "");
    expect(ids(list).filter((id) => sameMillisecond.includes(id))).toEqual([
      sameMillisecond[0],
      ...tied,
      sameMillisecond[6],
      sameMillisecond[7],
    ]);
  });

  test.each([1, 3, 5, 14, 200])(
    "in pages of %i cover every listing exactly once, in the list's order",
    async (limit) => {
      const list = await listed(context.owner, "/api/properties");
      expect(ids(await allPages(context.owner, "/api/properties", limit))).toEqual(ids(list));
    },
  );

  test("never show another account's listings, whatever the cursor", async () => {
    const strangerPages = await allPages(context.stranger, "/api/properties", 2);
    expect(new Set(ids(strangerPages))).toEqual(new Set(ids(theirs)));
    // A well-formed cursor at one of the stranger's listings is only a place in the owner's list.
    const [theirFirst] = theirs;
    const atTheirs = encodeCursor(["2026-03-01T10:00:00.123456Z", theirFirst?.id ?? ""]);
    const response = await context.owner.get(`/api/properties?limit=200&cursor=${atTheirs}`);
    const page = (await response.json()) as Page<Row>;
    expect(response.status).toBe(200);
    expect(ids(page.items).every((id) => ids(mine).includes(id))).toBe(true);
  });

  test("filter by status and search within pages", async () => {
    const sold = await allPages(context.owner, "/api/properties?status=sold", 2);
    expect(new Set(ids(sold))).toEqual(new Set(ids(mine.filter((_, index) => index % 4 === 0))));
    const flat1x = await allPages(context.owner, "/api/properties?q=fLaT%201", 2);
    expect(flat1x.map((row) => row.title).sort()).toEqual(
      ["Flat 1", "Flat 10", "Flat 11", "Flat 12", "Flat 13"].sort(),
    );
    expect(await listed(context.owner, "/api/properties?q=powai&status=sold")).toHaveLength(4);
  });

  test.each([
    ["limit=0", "Limit must be a whole number from 1 to 200"],
    ["limit=201", "Limit must be a whole number from 1 to 200"],
    ["limit=1.5", "Limit must be a whole number from 1 to 200"],
    ["limit=ten", "Limit must be a whole number from 1 to 200"],
    [
      "limit=10&cursor=not-a-cursor!",
      "The list's cursor is not valid: load the list again from the start",
    ],
    [
      `limit=10&cursor=${encodeCursor(["2026-02-30T10:00:00.000000Z", crypto.randomUUID()])}`,
      "The list's cursor is not valid: load the list again from the start",
    ],
    [
      `limit=10&cursor=${encodeCursor(["2026-03-01T10:00:00.000Z", crypto.randomUUID()])}`,
      "The list's cursor is not valid: load the list again from the start",
    ],
    [
      `limit=10&cursor=${encodeCursor(["2026-03-01T10:00:00.000000Z"])}`,
      "The list's cursor is not valid: load the list again from the start",
    ],
    [
      `limit=10&cursor=${encodeCursor(["2026-03-01T10:00:00.000000Z", "1 or 1=1"])}`,
      "The list's cursor is not valid: load the list again from the start",
    ],
    [
      `cursor=${encodeCursor(["2026-03-01T10:00:00.000000Z", crypto.randomUUID()])}`,
      "A cursor needs a limit",
    ],
    ["status=demolished", "Choose a valid status"],
    [`q=${"a".repeat(201)}`, "Search must be at most 200 characters"],
  ])("refuse ?%s with a clear message", async (query, message) => {
    await refused(context.owner, `/api/properties?${query}`, message);
  });
});

describe("searching on the server", () => {
  test("takes %, _ and \\ in the search literally", async () => {
    const agent = context.owner;
    const titles = [
      "100% sea view",
      "1000 sea view",
      "plot_7",
      "plot 7",
      "back\\slash",
      "backslash",
    ];
    for (const title of titles) {
      await created(agent, "/api/properties", { title, price: 1, location: "Juhu" });
    }
    const search = async (q: string) =>
      (await listed(agent, `/api/properties?q=${encodeURIComponent(q)}`)).map((row) => row.title);
    expect(await search("0%")).toEqual(["100% sea view"]);
    expect(await search("t_")).toEqual(["plot_7"]);
    expect(await search("k\\s")).toEqual(["back\\slash"]);
    expect((await search("  SEA VIEW ")).sort()).toEqual(["100% sea view", "1000 sea view"]);
  });

  test("finds clients by name, e-mail or phone", async () => {
    const agent = context.stranger;
    await created(agent, "/api/clients", { name: "Asha Rao", phone: "+91 90000 00001" });
    await created(agent, "/api/clients", {
      name: "Vikram",
      phone: "+91 90000 00002",
      email: "asha.friend@example.com",
    });
    await created(agent, "/api/clients", { name: "Meena", phone: "+91 77777 12345" });
    const names = async (q: string) =>
      (await allPages(agent, `/api/clients?q=${encodeURIComponent(q)}`, 1))
        .map((row) => (row as Row & { name: string }).name)
        .sort();
    expect(await names("ASHA")).toEqual(["Asha Rao", "Vikram"]);
    expect(await names("77777")).toEqual(["Meena"]);
    expect(await listed(context.owner, "/api/clients?q=asha")).toEqual([]);
  });
});

describe("paging appointments", () => {
  test("go by date, time and id, and search the client's name and property's title", async () => {
    const agent = context.owner;
    const client = await created(agent, "/api/clients", {
      name: "Kiran Shah",
      phone: "+91 98200 44444",
    });
    const property = await created(agent, "/api/properties", {
      title: "Hilltop Bungalow",
      price: 1,
      location: "Lonavala",
    });
    const visit = (date: string, time: string, title: string) =>
      created(agent, "/api/appointments", {
        title,
        date,
        time,
        location: "Office",
        process: "Property Visit",
        clientId: client.id,
        propertyId: title === "Site visit" ? property.id : null,
      });
    const made: Row[] = [];
    for (const [date, time, title] of [
      ["2026-12-02", "09:00", "Site visit"],
      ["2026-12-01", "10:30", "Call back"],
      ["2026-12-01", "10:30", "Call back"],
      ["2026-12-01", "10:30", "Call back"],
      ["2026-11-30", "18:00", "Sign papers"],
      ["2026-12-01", "08:15", "Site visit"],
    ] as const) {
      made.push(await visit(date, time, title));
    }
    const list = await listed(agent, "/api/appointments");
    const tied = ids(list).filter((id) => ids(made.slice(1, 4)).includes(id));
    expect(tied).toEqual([...tied].sort());
    for (const limit of [1, 2, 4]) {
      expect(ids(await allPages(agent, "/api/appointments", limit))).toEqual(ids(list));
    }
    const byClient = await allPages(agent, "/api/appointments?q=kiran%20SHAH", 2);
    expect(ids(byClient)).toEqual(ids(list));
    const byProperty = await allPages(agent, "/api/appointments?q=hilltop", 1);
    expect(byProperty.map((row) => row.title)).toEqual(["Site visit", "Site visit"]);
    expect(await listed(context.stranger, "/api/appointments?q=kiran")).toEqual([]);
    await refused(
      agent,
      `/api/appointments?limit=2&cursor=${encodeCursor(["2026-12-01", "25:00", made[0]?.id ?? ""])}`,
      "The list's cursor is not valid: load the list again from the start",
    );
  });
});
