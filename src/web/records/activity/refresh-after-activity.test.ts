import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { clientKey } from "../client/get-client";
import { CLIENTS_KEY } from "../client/get-clients";
import { shortlistKey } from "../shortlist/shortlist-link";
import { TODAY_KEY, timelineKey } from "./activity-keys";
import { refreshAfterActivity } from "./refresh-after-activity";

describe("refreshAfterActivity", () => {
  it("asks again for the timelines, Today and the clients, not a client's shortlist link", async () => {
    const queryClient = new QueryClient();
    const keys = {
      timeline: timelineKey({ clientId: "c1" }),
      today: TODAY_KEY,
      clients: CLIENTS_KEY,
      client: clientKey("c1"),
      shortlist: shortlistKey("c1"),
    };
    for (const key of Object.values(keys)) {
      queryClient.setQueryData(key, {});
    }

    await refreshAfterActivity(queryClient);

    const invalidated = Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(invalidated).toEqual(["timeline", "today", "clients", "client"]);
  });
});
