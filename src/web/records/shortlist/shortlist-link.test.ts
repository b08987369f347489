import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { staleAfter } from "../../../../tests/support/stale-queries";
import { clientKey } from "../client/get-client";
import { CLIENTS_KEY } from "../client/get-clients";
import {
  putShortlistLink,
  refreshShortlistCards,
  type ShortlistCard,
  type ShortlistLink,
  shortlistKey,
} from "./shortlist-link";
import type { VisitRequest } from "./visit-request";

const link: ShortlistLink = {
  token: "t",
  url: "https://estate.example/s/t",
  viewCount: 0,
  createdAt: "2026-11-30T10:00:00.000Z",
};
const request = { id: "r1", clientId: "c1", status: "pending" } as VisitRequest;

describe("the Shortlist card's cache", () => {
  it("an answered visit request asks every client's card again, not the clients", async () => {
    const keys = {
      clients: CLIENTS_KEY,
      client: clientKey("c1"),
      card: shortlistKey("c1"),
      otherCard: shortlistKey("c2"),
    };
    expect(await staleAfter(keys, refreshShortlistCards)).toEqual(["card", "otherCard"]);
  });

  it("a sent or revoked link goes into a loaded card beside its visit requests", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<ShortlistCard>(shortlistKey("c1"), {
      link: null,
      visitRequests: [request],
    });

    putShortlistLink(queryClient, "c1", link);
    putShortlistLink(queryClient, "c2", link);

    expect(queryClient.getQueryData(shortlistKey("c1"))).toEqual({
      link,
      visitRequests: [request],
    });
    // A card not loaded is asked for whole when its page opens.
    expect(queryClient.getQueryData(shortlistKey("c2"))).toBeUndefined();
  });
});
