import { describe, expect, it } from "vitest";
import { staleAfter } from "../../../../tests/support/stale-queries";
import { clientKey } from "../client/get-client";
import { CLIENTS_KEY } from "../client/get-clients";
import { shortlistKey } from "../shortlist/shortlist-link";
import { TODAY_KEY, timelineKey } from "./activity-keys";
import { refreshAfterActivity } from "./refresh-after-activity";

describe("refreshAfterActivity", () => {
  it("asks again for the timelines, Today and the clients, not a client's shortlist link", async () => {
    const keys = {
      timeline: timelineKey({ clientId: "c1" }),
      today: TODAY_KEY,
      clients: CLIENTS_KEY,
      client: clientKey("c1"),
      shortlist: shortlistKey("c1"),
    };
    expect(await staleAfter(keys, refreshAfterActivity)).toEqual([
      "timeline",
      "today",
      "clients",
      "client",
    ]);
  });
});
