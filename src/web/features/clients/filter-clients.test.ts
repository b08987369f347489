import type { Client } from "@shared/schemas/client";
import { describe, expect, test } from "vitest";
import { filterClients } from "./filter-clients";

const client = (
  id: string,
  nextFollowUpDate: string | null,
  nextFollowUpTime: string | null = null,
) =>
  ({
    id,
    name: id,
    email: "",
    phone: "",
    status: "active",
    nextFollowUpDate,
    nextFollowUpTime,
  }) as Client;

const clients = [
  client("later", "2026-03-11"),
  client("none", null),
  client("today-nine", "2026-03-10", "09:00"),
  client("yesterday", "2026-03-09", "18:00"),
  client("today-any", "2026-03-10"),
];
const ids = (list: Client[]) => list.map(({ id }) => id);

describe("the clients list's follow-up options", () => {
  test.each([
    [{}, ["later", "none", "today-nine", "yesterday", "today-any"]],
    [{ followUp: "due" }, ["today-nine", "yesterday", "today-any"]],
    [{ sort: "follow-up" }, ["yesterday", "today-any", "today-nine", "later", "none"]],
    [{ followUp: "due", sort: "follow-up" }, ["yesterday", "today-any", "today-nine"]],
  ])("%j on 2026-03-10", (options, expected) => {
    expect(ids(filterClients(clients, "", "all", "IN", options, "2026-03-10"))).toEqual(expected);
  });

  test("sorting leaves the loaded list as it was", () => {
    filterClients(clients, "", "all", "IN", { sort: "follow-up" }, "2026-03-10");
    expect(clients[0]?.id).toBe("later");
  });
});
