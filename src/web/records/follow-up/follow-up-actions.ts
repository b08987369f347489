import { SNOOZE_LABELS, type SnoozeChoice } from "@shared/domain/follow-ups";
import type { TodayList } from "@shared/domain/today";
import type { Client } from "@shared/schemas/client";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, messageOf } from "@web/lib/api";
import { refreshListPages } from "@web/lib/list-pages";
import { notify } from "@web/lib/toast";
import { ACTIVITIES_KEY, TODAY_KEY } from "../activity/activity-keys";
import { clientKey } from "../client/get-client";
import { CLIENTS_KEY } from "../client/get-clients";

const followUpPath = (clientId: string, action: "done" | "snooze") =>
  `/api/clients/${encodeURIComponent(clientId)}/follow-up/${action}`;

/** 'Done': logged as a note; the cadence sets the next follow-up, or none. */
export function useFollowUpDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      api.post<Client>(followUpPath(clientId, "done"), { at: new Date().toISOString() }),
    onMutate: (clientId) => dropFromToday(queryClient, clientId),
    onSuccess: (client) => {
      storeClient(queryClient, client);
      notify.success({ title: "Follow-up done" });
    },
    onError: (error, _clientId, snapshot) => {
      restoreToday(queryClient, snapshot);
      notify.error({ title: "Error updating follow-up", description: messageOf(error) });
    },
    onSettled: () => refreshAfter(queryClient),
  });
}

export type SnoozeVariables = { clientId: string; until: SnoozeChoice };

/** 'Snooze': the follow-up moves to tomorrow or next week. */
export function useSnoozeFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, until }: SnoozeVariables) =>
      api.post<Client>(followUpPath(clientId, "snooze"), { until, at: new Date().toISOString() }),
    onMutate: ({ clientId }) => dropFromToday(queryClient, clientId),
    onSuccess: (client, { until }) => {
      storeClient(queryClient, client);
      notify.success({ title: `Snoozed until ${SNOOZE_LABELS[until].toLowerCase()}` });
    },
    onError: (error, _variables, snapshot) => {
      restoreToday(queryClient, snapshot);
      notify.error({ title: "Error updating follow-up", description: messageOf(error) });
    },
    onSettled: () => refreshAfter(queryClient),
  });
}

export type FollowUpChange = Pick<
  Client,
  "nextFollowUpDate" | "nextFollowUpTime" | "nextFollowUpNote" | "followUpCadence"
>;

/** 'Set' or 'Change' on the client page: the next follow-up and its cadence. */
export function useSetFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, change }: { clientId: string; change: FollowUpChange }) =>
      api.patch<Client>(`/api/clients/${encodeURIComponent(clientId)}`, change),
    onSuccess: (client) => {
      storeClient(queryClient, client);
      notify.success({ title: "Follow-up saved" });
    },
    onError: (error) =>
      notify.error({ title: "Error updating follow-up", description: messageOf(error) }),
    onSettled: () => refreshAfter(queryClient),
  });
}

/** The client's follow-up rows leave the list at once; the server's answer follows. */
async function dropFromToday(queryClient: QueryClient, clientId: string) {
  await queryClient.cancelQueries({ queryKey: TODAY_KEY });
  const snapshot = queryClient.getQueryData<TodayList>(TODAY_KEY);
  if (snapshot) {
    queryClient.setQueryData<TodayList>(TODAY_KEY, withoutFollowUpsOf(snapshot, clientId));
  }
  return snapshot;
}

function restoreToday(queryClient: QueryClient, snapshot: TodayList | undefined) {
  if (snapshot) {
    queryClient.setQueryData(TODAY_KEY, snapshot);
  }
}

function withoutFollowUpsOf(list: TodayList, clientId: string): TodayList {
  const sections = { ...list.sections };
  for (const name of Object.keys(sections) as (keyof typeof sections)[]) {
    const { rows, count } = sections[name];
    const kept = rows.filter(
      (row) => !(row.client?.id === clientId && row.reason !== "appointment"),
    );
    sections[name] = { rows: kept, count: count - (rows.length - kept.length) };
  }
  return { ...list, sections };
}

function storeClient(queryClient: QueryClient, client: Client) {
  queryClient.setQueryData(clientKey(client.id), client);
  queryClient.setQueryData<Client[]>(CLIENTS_KEY, (list) =>
    list?.map((each) => (each.id === client.id ? client : each)),
  );
  refreshListPages(queryClient, "clients");
}

function refreshAfter(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: TODAY_KEY }),
    queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
  ]);
}
