import type { NotificationSettings, PushDevice } from "@shared/schemas/notifications";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Agent, signedInAgent } from "../../../../tests/support/http-agent";
import { type PushReceiver, startPushReceiver } from "../../../../tests/support/push-receiver";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";

const REFUSED = "Notifications can only go through a browser's own push service.";
const FCM = "https://fcm.googleapis.com/fcm/send/dGVzdC1kZXZpY2U";
const KEYS = {
  p256dh: "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U",
  auth: "tBHItJI5svbpez7KI4CCXg",
};

let server: TestServer;
let receiver: PushReceiver;
let owner: Agent;
let stranger: Agent;
beforeAll(async () => {
  receiver = await startPushReceiver();
  server = await startTestServer({ PUSH_ENDPOINT_HOSTS: receiver.host });
  owner = await signedInAgent(server);
  stranger = await signedInAgent(server);
  const { publicKey } = (await (await owner.get("/api/push/public-key")).json()) as {
    publicKey: string;
  };
  receiver.expectKey(publicKey);
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function devices(agent: Agent): Promise<PushDevice[]> {
  return (await (await agent.get("/api/push/subscriptions")).json()) as PushDevice[];
}

describe("push subscriptions", () => {
  test("the public key is the server's VAPID key, for signed-in agents only", async () => {
    const answer = (await (await owner.get("/api/push/public-key")).json()) as {
      publicKey: string;
    };
    expect(answer.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(answer.publicKey, "base64url")[0]).toBe(4);
    const signedOut = await fetch(`${server.url}/api/push/public-key`);
    expect(signedOut.status).toBe(401);
  });

  test("a browser's push service is accepted; anything else is refused and nothing is stored", async () => {
    const agent = await signedInAgent(server);
    const accepted = await agent.post("/api/push/subscriptions", {
      endpoint: FCM,
      keys: KEYS,
      label: "Chrome on Android",
    });
    expect(accepted.status).toBe(201);
    const device = (await accepted.json()) as PushDevice;
    expect(device).toEqual({
      id: expect.any(String),
      label: "Chrome on Android",
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(device)).not.toContain("fcm");

    for (const endpoint of [
      "http://push.example.com/sub/1",
      "https://10.0.0.5/push",
      "https://169.254.169.254/latest/meta-data",
      `http://127.0.0.1:${Number(receiver.host.split(":")[1]) + 1}/push/1`,
      "https://fcm.googleapis.com.attacker.example/fcm/send/x",
    ]) {
      const refused = await agent.post("/api/push/subscriptions", { endpoint, keys: KEYS });
      expect(refused.status, endpoint).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        REFUSED,
      );
    }
    expect((await devices(agent)).map((d) => d.id)).toEqual([device.id]);
  });

  test("the same device again is updated; subscribed from another account it moves there", async () => {
    const { subscription } = receiver.device();
    const first = await owner.post("/api/push/subscriptions", subscription);
    expect(first.status).toBe(201);
    const again = await owner.post("/api/push/subscriptions", {
      ...subscription,
      label: "Renamed",
    });
    expect(again.status).toBe(200);
    const device = (await again.json()) as PushDevice;
    expect((await devices(owner)).filter((d) => d.id === device.id)).toEqual([
      { ...device, label: "Renamed" },
    ]);

    const moved = await stranger.post("/api/push/subscriptions", subscription);
    expect(moved.status).toBe(200);
    expect((await devices(owner)).some((d) => d.id === device.id)).toBe(false);
    expect((await devices(stranger)).map((d) => d.id)).toContain(device.id);
    await stranger.delete(`/api/push/subscriptions/${device.id}`);
  });

  test("another account's device can be neither seen nor removed", async () => {
    const { subscription } = receiver.device();
    const device = (await (
      await owner.post("/api/push/subscriptions", subscription)
    ).json()) as PushDevice;
    expect((await devices(stranger)).some((d) => d.id === device.id)).toBe(false);
    expect((await stranger.delete(`/api/push/subscriptions/${device.id}`)).status).toBe(404);
    expect((await owner.delete(`/api/push/subscriptions/${device.id}`)).status).toBe(204);
    expect((await owner.delete(`/api/push/subscriptions/${device.id}`)).status).toBe(404);
  });

  test("devices are listed newest first", async () => {
    const agent = await signedInAgent(server);
    const older = (await (
      await agent.post("/api/push/subscriptions", receiver.device().subscription)
    ).json()) as PushDevice;
    const newer = (await (
      await agent.post("/api/push/subscriptions", receiver.device().subscription)
    ).json()) as PushDevice;
    expect((await devices(agent)).map((d) => d.id)).toEqual([newer.id, older.id]);
  });
});

describe("the test notification", () => {
  test("without a device it says so", async () => {
    const agent = await signedInAgent(server);
    const answer = await agent.post("/api/push/test");
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      "No device has notifications turned on.",
    );
  });

  test("reaches every device at once, signed and encrypted; a device gone (404/410) is removed", async () => {
    const agent = await signedInAgent(server);
    const phone = receiver.device();
    const gone = receiver.device([410]);
    const lost = receiver.device([404]);
    for (const { subscription } of [phone, gone, lost]) {
      expect((await agent.post("/api/push/subscriptions", subscription)).status).toBe(201);
    }
    const answer = await agent.post("/api/push/test");
    expect(await answer.json()).toEqual({ sent: 1 });
    const arrived = receiver.deliveries.filter((d) =>
      [phone.id, gone.id, lost.id].includes(d.deviceId),
    );
    expect(arrived).toHaveLength(3);
    expect(arrived.find((d) => d.deviceId === phone.id)?.payload).toEqual({
      title: "Test notification",
      body: "Notifications are on for Estate CRM.",
      url: "/settings",
      tag: "test",
    });
    expect(receiver.refusals).toEqual([]);
    expect((await devices(agent)).map((d) => d.label)).toEqual([phone.subscription.label]);
  });
});

describe("notification settings", () => {
  test("are the defaults until saved, and saved as given", async () => {
    const agent = await signedInAgent(server);
    const defaults = (await (
      await agent.get("/api/notification-settings")
    ).json()) as NotificationSettings;
    expect(defaults).toEqual({
      appointments: true,
      appointmentMinutes: 30,
      followUps: true,
      morningTime: "09:00",
      leads: true,
      quietStart: "21:00",
      quietEnd: "08:00",
      morningEmail: false,
    });
    const changed = { ...defaults, appointmentMinutes: 60, morningTime: "07:30", leads: false };
    expect(await (await agent.put("/api/notification-settings", changed)).json()).toEqual(changed);
    expect(await (await agent.get("/api/notification-settings")).json()).toEqual(changed);
    expect(await (await stranger.get("/api/notification-settings")).json()).toEqual(defaults);
  });

  test.each([
    [{ appointmentMinutes: 45 }, "Choose 15, 30 or 60 minutes"],
    [{ morningTime: "9am" }, "Enter a valid time for the morning notification"],
    [{ quietEnd: "24:00" }, "Enter a valid time for the end of quiet hours"],
  ])("refuse %o: %s", async (change, message) => {
    const defaults = await (await owner.get("/api/notification-settings")).json();
    const answer = await owner.put("/api/notification-settings", {
      ...(defaults as object),
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(message);
  });
});
