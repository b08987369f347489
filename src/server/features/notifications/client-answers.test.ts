import { addDays } from "@shared/domain/follow-ups";
import { wallClockAt } from "@shared/domain/wall-clock";
import { DEFAULT_NOTIFICATION_SETTINGS } from "@shared/schemas/notifications";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAgent } from "../../../../tests/support/http-agent";
import {
  agentWithDevice,
  jobsOf,
  quietHoursAwayFromNow,
  sendFrom,
  waitUntil,
} from "../../../../tests/support/notification-jobs";
import { type PushReceiver, startPushReceiver } from "../../../../tests/support/push-receiver";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";

const KOLKATA = "Asia/Kolkata";
const MINUTE = 60_000;

let server: TestServer;
let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
  server = await startTestServer({ PUSH_ENDPOINT_HOSTS: receiver.host });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

describe("a client's answers on their shortlist page", () => {
  test("reach the agent at once, or when quiet hours end, and not at all when turned off", async () => {
    const { agent, device, client, listing, userId } = await agentWithDevice(
      server,
      receiver,
      KOLKATA,
    );
    const settings = { country: "IN", currencySymbol: "₹", numberSystem: "indian" };
    const sent = await agent.post(`/api/clients/${client.id}/shortlist`, {
      propertyIds: [listing.id],
      ...settings,
    });
    const { token } = (await sent.json()) as { token: string };
    const visitor = createAgent(server);
    const answer = () =>
      visitor.post(`/api/public/shortlists/${token}/answers`, {
        propertyId: listing.id,
        answer: "interested",
      });
    expect((await answer()).status).toBe(204);
    await waitUntil(() => receiver.deliveries.some((d) => d.deviceId === device.id));
    expect(receiver.deliveries.find((d) => d.deviceId === device.id)?.payload).toEqual({
      title: "Meera Kapoor",
      body: expect.stringContaining("Sea Breeze 3BHK"),
      url: `/clients/${client.id}`,
      tag: `client:${client.id}`,
    });

    const quietEnd = wallClockAt(new Date(Date.now() + 60 * MINUTE), KOLKATA).time;
    const quietStart = wallClockAt(new Date(Date.now() - 60 * MINUTE), KOLKATA).time;
    await sendFrom(agent, KOLKATA, "PUT", "/api/notification-settings", {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      quietStart,
      quietEnd,
    });
    const visit = {
      propertyId: listing.id,
      date: addDays(wallClockAt(new Date(), KOLKATA).date, 2),
      time: "11:00",
      note: "",
    };
    expect(
      (await visitor.post(`/api/public/shortlists/${token}/visits`, visit)).status,
    ).toBeLessThan(300);
    const held = [...(await jobsOf(server.db, userId)).values()].filter(
      (j) => j.kind === "leads" && j.state === "pending",
    );
    expect(held.map((j) => wallClockAt(j.dueAt, KOLKATA).time)).toEqual([quietEnd]);

    await sendFrom(agent, KOLKATA, "PUT", "/api/notification-settings", {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      ...quietHoursAwayFromNow(KOLKATA),
      leads: false,
    });
    expect((await answer()).status).toBe(204);
    const leads = [...(await jobsOf(server.db, userId)).values()].filter((j) => j.kind === "leads");
    expect(leads).toHaveLength(2);
  });
});

describe("a new lead from the lead webhook", () => {
  test("reaches the agent's device naming the lead, and opens their client page", async () => {
    const { agent, device, userId } = await agentWithDevice(server, receiver, KOLKATA);
    const capture = (await (await agent.post("/api/lead-capture")).json()) as { url: string };
    const portal = createAgent(server);
    const lead = await portal.post(new URL(capture.url).pathname, {
      name: "Anil Deshmukh",
      phone: "98201 55555",
      message: "Looking for a 2BHK in Thane",
    });
    expect(lead.status).toBe(201);
    const { id } = (await lead.json()) as { id: string };
    await waitUntil(() =>
      receiver.deliveries.some(
        (d) => d.deviceId === device.id && d.payload.url === `/clients/${id}`,
      ),
    );
    const delivered = receiver.deliveries.find((d) => d.payload.url === `/clients/${id}`);
    expect(delivered?.payload).toEqual({
      title: "New lead: Anil Deshmukh",
      body: "Looking for a 2BHK in Thane",
      url: `/clients/${id}`,
      tag: `client:${id}`,
    });
    const jobs = [...(await jobsOf(server.db, userId)).values()].filter((j) => j.kind === "leads");
    expect(jobs).toHaveLength(1);
  });
});
