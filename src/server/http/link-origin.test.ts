import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Agent, signedInAgent } from "../../../tests/support/http-agent";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

async function sharedListingUrl(agent: Agent): Promise<string> {
  const created = await agent.post("/api/properties", {
    title: "Sea View Flat",
    price: 1_000_000,
    location: "Bandra",
  });
  const { id } = (await created.json()) as { id: string };
  const share = await agent.post(`/api/properties/${id}/share`, {
    country: "IN",
    currencySymbol: "₹",
    numberSystem: "indian",
  });
  return ((await share.json()) as { url: string }).url;
}

async function calendarFeedUrl(agent: Agent): Promise<string> {
  const feed = await agent.post("/api/calendar-feed", { timeZone: "Asia/Kolkata" });
  return ((await feed.json()) as { url: string }).url;
}

describe("without APP_URL, the links shown to an agent follow the address their browser is on", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test.each(["localhost", "127.0.0.1"])("used at %s", async (host) => {
    const origin = server.url.replace("localhost", host);
    const agent = await signedInAgent({ url: origin }, { origin });
    expect(await sharedListingUrl(agent)).toMatch(new RegExp(`^${origin}/p/[\\w-]{32}$`));
    expect(await calendarFeedUrl(agent)).toMatch(
      new RegExp(`^${origin}/api/calendar/[\\w-]+\\.ics$`),
    );
  });
});

describe("with APP_URL, every link starts with it", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ APP_URL: "https://crm.example.com" });
  });
  afterAll(() => server.close());

  test("whichever address the request came to", async () => {
    const agent = await signedInAgent(server, { origin: "https://crm.example.com" });
    expect(await sharedListingUrl(agent)).toMatch(/^https:\/\/crm\.example\.com\/p\//);
    expect(await calendarFeedUrl(agent)).toMatch(/^https:\/\/crm\.example\.com\/api\/calendar\//);
  });
});
