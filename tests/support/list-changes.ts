import {
  applyListChanges,
  type ListChanges,
  type ListOrder,
  WHOLE_LIST_ORDERS,
  type WholeListKind,
} from "../../src/shared/domain/list-changes";
import type { Agent } from "./http-agent";

type Row = { id: string } & Record<string, unknown>;

const ORDERS = WHOLE_LIST_ORDERS as unknown as Record<WholeListKind, ListOrder<Row>>;

/** `GET /api/<list>/changes?since=<tag>`, which always answers 200. */
export async function changesSince(agent: Agent, list: WholeListKind, tag: string) {
  const response = await agent.get(`/api/${list}/changes?since=${encodeURIComponent(tag)}`);
  if (response.status !== 200) {
    throw new Error(`changes of ${list}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as ListChanges<Row>;
}

/** The list `held` at `tag`, brought up to date as the web app does it: by what changed since. */
export async function heldListNow(agent: Agent, list: WholeListKind, held: Row[], tag: string) {
  const changes = await changesSince(agent, list, tag);
  if (changes.tag === null) {
    throw new Error(`the server could not say what changed in ${list} since ${tag}`);
  }
  return { tag: changes.tag, rows: applyListChanges(held, changes, ORDERS[list]) };
}

/** A whole list and the tag of its version. */
export async function wholeListOf(agent: Agent, list: WholeListKind) {
  const response = await agent.get(`/api/${list}`);
  return { rows: (await response.json()) as Row[], tag: response.headers.get("etag") ?? "" };
}
