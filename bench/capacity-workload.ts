// An agent's working minute (issue #32), as the web app sends it: each page's requests as the
// browser was seen sending them on in-app navigation (`staleTime` 0: every query of the page is
// asked again), those that wait for another's answer sent after it.
import { randomUUID } from "node:crypto";
import type { WholeListKind } from "@shared/domain/list-changes";
import { localWallClockAt } from "@shared/domain/wall-clock";

/** What the load needs of one seeded account. */
export type SeededAgent = { cookie: string; clientIds: string[]; propertyIds: string[] };

/** One request; `after` are sent once it has answered (a page's dependent queries). */
export type Call = {
  kind: string;
  method: "GET" | "POST" | "PATCH" | "PUT";
  path: string;
  body?: unknown;
  after?: Call[];
  /**
   * A list the web app loads whole: once, then only what changed since the version it holds
   * (decision 039), as the load's browser asks it (capacity-load.ts).
   */
  wholeList?: WholeListKind;
};

/** A moment of the minute: `at` seconds after its start, the requests it sends at once. */
export type Step = { at: number; page: string; calls: (minute: number) => Call[] };

/** Matching opens once every this many minutes. */
const MATCHING_EVERY = 5;

/** The minute of one agent, its pages in the order, Today and three contacts added. */
export function workingMinute(agent: SeededAgent): Step[] {
  const client = (minute: number) => pick(agent.clientIds, minute);
  const property = (minute: number) => pick(agent.propertyIds, minute);
  const clientPath = (minute: number) => `/api/clients/${client(minute)}`;
  return [
    { at: 0, page: "dashboard", calls: () => [getSession(), dashboard(), today()] },
    {
      at: 5,
      page: "today",
      calls: () => [
        get("visit-requests", "/api/visit-requests"),
        today(),
        get("new-matches", "/api/new-matches"),
      ],
    },
    { at: 7, page: "call", calls: (m) => [logContact("call", client(m), [today()])] },
    { at: 9, page: "whatsapp", calls: (m) => [logContact("whatsapp", client(m + 1), [today()])] },
    {
      at: 10,
      page: "properties",
      calls: () => [
        get("properties first page", "/api/properties?limit=24"),
        pairStatuses(),
        { ...counts(), after: [wholeList("properties")] },
        wholeList("clients"),
      ],
    },
    {
      at: 20,
      page: "clients",
      calls: () => [
        pairStatuses(),
        { ...counts(), after: [wholeList("clients")] },
        wholeList("properties"),
      ],
    },
    {
      at: 30,
      page: "client",
      calls: (m) => [
        get("client", clientPath(m)),
        wholeList("properties"),
        { ...counts(), after: [wholeList("appointments")] },
        get("client duplicates", `${clientPath(m)}/duplicates`),
        timeline("clientId", client(m)),
        pairStatuses(),
        get("shortlist card", `${clientPath(m)}/shortlist`),
      ],
    },
    {
      at: 35,
      page: "note",
      calls: (m) => [
        {
          kind: "POST activity",
          method: "POST",
          path: "/api/activities",
          body: {
            kind: "note",
            text: `Wants a sea view (${m})`,
            outcome: null,
            clientId: client(m),
          },
          after: [timeline("clientId", client(m)), get("client", clientPath(m))],
        },
      ],
    },
    {
      at: 40,
      page: "property",
      calls: (m) => [
        get("share link", `/api/properties/${property(m)}/share`),
        timeline("propertyId", property(m)),
        pairStatuses(),
        get("property", `/api/properties/${property(m)}`),
        wholeList("clients"),
      ],
    },
    {
      at: 50,
      page: "edit",
      calls: (m) => [m % 2 === 0 ? editClient(client(m), m) : newVisit(agent, m)],
    },
    {
      at: 55,
      page: "matching",
      calls: (m) =>
        m % MATCHING_EVERY === MATCHING_EVERY - 1
          ? [pairStatuses(), wholeList("clients"), wholeList("properties")]
          : [],
    },
  ];
}

const get = (kind: string, path: string): Call => ({ kind, method: "GET", path });
const getSession = () => get("get-session", "/api/auth/get-session");
const counts = () => get("counts", "/api/counts");
const pairStatuses = () => get("pair-statuses", "/api/pair-statuses");
const wholeList = (kind: WholeListKind): Call => ({
  ...get(kind, `/api/${kind}`),
  wholeList: kind,
});
const timeline = (by: "clientId" | "propertyId", id: string) =>
  get(`timeline by ${by === "clientId" ? "client" : "property"}`, `/api/activities?${by}=${id}`);

/** The summary at this device's date and time, as features/dashboard asks for it. */
function dashboard(): Call {
  const { date, time } = localWallClockAt(new Date());
  return get("dashboard", `/api/dashboard?${new URLSearchParams({ date, time })}`);
}

function today(): Call {
  return get("today", `/api/today?at=${new Date().toISOString()}`);
}

/** A tap on Call or WhatsApp in a Today row: the outbox's POST, then Today is asked again. */
function logContact(kind: "call" | "whatsapp", clientId: string, after: Call[]): Call {
  const body = {
    kind,
    clientId,
    appointmentId: null,
    id: randomUUID(),
    happenedAt: new Date().toISOString(),
  };
  return { kind: "POST activity", method: "POST", path: "/api/activities", body, after };
}

function editClient(clientId: string, minute: number): Call {
  const body = { notes: `Prefers a higher floor (minute ${minute})` };
  return { kind: "PATCH client", method: "PATCH", path: `/api/clients/${clientId}`, body };
}

function newVisit(agent: SeededAgent, minute: number): Call {
  const body = {
    title: "Property Visit",
    date: localWallClockAt(new Date(Date.now() + 2 * 86_400_000)).date,
    time: "17:30",
    location: "Bandra, Mumbai",
    clientId: pick(agent.clientIds, minute),
    propertyId: pick(agent.propertyIds, minute),
    process: "Property Visit",
    notes: "",
    status: "scheduled",
  };
  return { kind: "POST appointment", method: "POST", path: "/api/appointments", body };
}

function pick(ids: readonly string[], index: number): string {
  return ids[index % ids.length] ?? "";
}
