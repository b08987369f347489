import { formatClockTime } from "@shared/domain/date-format";
import { addDays } from "@shared/domain/follow-ups";
import { wallClockAt } from "@shared/domain/wall-clock";
import { DEFAULT_NOTIFICATION_SETTINGS } from "@shared/schemas/notifications";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  agentWithDevice,
  created,
  jobsOf,
  sendFrom,
  waitUntil,
} from "../../../../tests/support/notification-jobs";
import { type PushReceiver, startPushReceiver } from "../../../../tests/support/push-receiver";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";
import { notificationJobs } from "../../db/schema/notification-jobs";

const KOLKATA = "Asia/Kolkata";
const NEW_YORK = "America/New_York";
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

const agentIn = (zone: string, settings = {}) => agentWithDevice(server, receiver, zone, settings);

async function reminderDue(userId: string, appointmentId: string) {
  return (await jobsOf(server.db, userId)).get(`appointment:${appointmentId}`)?.dueAt.toISOString();
}

/** A due time: the agent's wall clock `date` and `time` at `offset` ('+05:30'). */
const at = (date: string, time: string, offset: string) =>
  new Date(`${date}T${time}:00${offset}`).toISOString();

describe("appointment reminders", () => {
  test("come their minutes before in the agent's zone, move with the appointment and the settings, and stop with it", async () => {
    const { agent, client, listing, userId } = await agentIn(KOLKATA);
    const day = addDays(wallClockAt(new Date(), KOLKATA).date, 2);
    const visit = {
      title: "Visit",
      date: day,
      time: "16:30",
      location: "Juhu",
      clientId: client.id,
      propertyId: listing.id,
      process: "Property Visit",
    };
    const { id } = await created(agent, "/api/appointments", visit);
    expect(await reminderDue(userId, id)).toBe(at(day, "16:00", "+05:30"));

    await agent.patch(`/api/appointments/${id}`, { time: "17:00" });
    expect(await reminderDue(userId, id)).toBe(at(day, "16:30", "+05:30"));
    await sendFrom(agent, KOLKATA, "PUT", "/api/notification-settings", {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      appointmentMinutes: 60,
    });
    expect(await reminderDue(userId, id)).toBe(at(day, "16:00", "+05:30"));

    for (const status of ["completed", "missed"]) {
      await agent.patch(`/api/appointments/${id}`, { status });
      expect(await reminderDue(userId, id)).toBeUndefined();
      await agent.patch(`/api/appointments/${id}`, { status: "scheduled" });
      expect(await reminderDue(userId, id)).toBe(at(day, "16:00", "+05:30"));
    }
    await sendFrom(agent, KOLKATA, "PUT", "/api/notification-settings", {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      appointments: false,
    });
    expect(await reminderDue(userId, id)).toBeUndefined();
    await sendFrom(
      agent,
      KOLKATA,
      "PUT",
      "/api/notification-settings",
      DEFAULT_NOTIFICATION_SETTINGS,
    );
    expect(await reminderDue(userId, id)).toBe(at(day, "16:30", "+05:30"));
    expect((await agent.delete(`/api/appointments/${id}`)).status).toBe(204);
    expect(await reminderDue(userId, id)).toBeUndefined();
  }, 90_000);

  test("the same wall time is due at each agent's own instant; a new calendar zone moves what is pending", async () => {
    const kolkata = await agentIn(KOLKATA);
    const newYork = await agentIn(NEW_YORK);
    const day = addDays(wallClockAt(new Date(), KOLKATA).date, 3);
    const visit = (who: typeof kolkata) => ({
      title: "Visit",
      date: day,
      time: "16:30",
      location: "Juhu",
      clientId: who.client.id,
      process: "Property Visit",
    });
    const inKolkata = await created(kolkata.agent, "/api/appointments", visit(kolkata));
    const inNewYork = await created(newYork.agent, "/api/appointments", visit(newYork));
    expect(await reminderDue(kolkata.userId, inKolkata.id)).toBe(at(day, "16:00", "+05:30"));
    expect(await reminderDue(newYork.userId, inNewYork.id)).toBe(at(day, "16:00", "-05:00"));

    await kolkata.agent.post("/api/calendar-feed", { timeZone: NEW_YORK });
    expect(await reminderDue(kolkata.userId, inKolkata.id)).toBe(at(day, "16:00", "-05:00"));
    await kolkata.agent.patch("/api/calendar-feed", { timeZone: KOLKATA });
    expect(await reminderDue(kolkata.userId, inKolkata.id)).toBe(at(day, "16:00", "+05:30"));
  });

  test("falling due, one is sent naming the visit and opening it, quiet hours or not", async () => {
    // Quiet from an hour ago for two hours: reminders go through all the same.
    const quiet = {
      quietStart: wallClockAt(new Date(Date.now() - 60 * MINUTE), KOLKATA).time,
      quietEnd: wallClockAt(new Date(Date.now() + 60 * MINUTE), KOLKATA).time,
    };
    const { agent, device, client, listing } = await agentIn(KOLKATA, quiet);
    const start = wallClockAt(new Date(Date.now() + 20 * MINUTE), KOLKATA);
    const { id } = await created(agent, "/api/appointments", {
      title: "Visit",
      ...start,
      location: "Juhu",
      clientId: client.id,
      propertyId: listing.id,
      process: "Property Visit",
    });
    const mine = () => receiver.deliveries.filter((d) => d.deviceId === device.id);
    await waitUntil(() => mine().length > 0);
    expect(mine().map((d) => d.payload)).toEqual([
      {
        title: `Property Visit with Meera Kapoor at ${formatClockTime(start.time)} — Sea Breeze 3BHK`,
        body: "Juhu",
        url: `/appointments/${id}`,
        tag: `appointment:${id}`,
      },
    ]);
    expect(receiver.refusals).toEqual([]);
  });
});

describe("the follow-ups due", () => {
  test("come at the morning time naming the clients; none when none is due; then the next day's is planned", async () => {
    const { agent, device, userId } = await agentIn(KOLKATA);
    const today = wallClockAt(new Date(), KOLKATA).date;
    for (const name of ["Asha Rao", "Dev Shah", "Neha Iyer", "Ravi Kumar"]) {
      await created(agent, "/api/clients", {
        name,
        phone: "+91 98200 22222",
        nextFollowUpDate: today,
      });
    }
    const [job] = [...(await jobsOf(server.db, userId)).values()].filter(
      (j) => j.kind === "follow-ups",
    );
    expect(job?.dueAt.toISOString()).toBe(at(job?.key.slice(-10) ?? "", "09:00", "+05:30"));
    // The morning comes: the job falls due now.
    await server.db
      .update(notificationJobs)
      .set({ dueAt: new Date() })
      .where(eq(notificationJobs.id, job?.id ?? ""));
    await waitUntil(() => receiver.deliveries.some((d) => d.deviceId === device.id));
    expect(
      receiver.deliveries.filter((d) => d.deviceId === device.id).map((d) => d.payload),
    ).toEqual([
      {
        title: "Follow-ups due today",
        body: "4 clients to follow up: Asha Rao, Dev Shah and 2 more",
        url: "/today",
        tag: expect.stringMatching(/^follow-ups:/),
      },
    ]);
    await waitUntil(
      async () =>
        [...(await jobsOf(server.db, userId)).values()].filter(
          (j) => j.kind === "follow-ups" && j.state === "pending",
        ).length === 1,
    );

    const idle = await agentIn(KOLKATA);
    const [idleJob] = [...(await jobsOf(server.db, idle.userId)).values()].filter(
      (j) => j.kind === "follow-ups",
    );
    await server.db
      .update(notificationJobs)
      .set({ dueAt: new Date() })
      .where(eq(notificationJobs.id, idleJob?.id ?? ""));
    await waitUntil(
      async () => (await jobsOf(server.db, idle.userId)).get(idleJob?.key ?? "")?.state === "sent",
    );
    expect(receiver.deliveries.some((d) => d.deviceId === idle.device.id)).toBe(false);
  });

  test("quiet hours hold them until they end; a new morning time moves the pending one", async () => {
    const { agent, userId } = await agentIn(KOLKATA, {
      quietStart: "06:00",
      quietEnd: "10:00",
      morningTime: "07:00",
    });
    const followUps = async () =>
      [...(await jobsOf(server.db, userId)).values()].filter(
        (j) => j.kind === "follow-ups" && j.state === "pending",
      );
    const [held] = await followUps();
    expect(held?.dueAt.toISOString()).toBe(at(held?.key.slice(-10) ?? "", "10:00", "+05:30"));
    await sendFrom(agent, KOLKATA, "PUT", "/api/notification-settings", {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      morningTime: "11:15",
    });
    const [moved] = await followUps();
    expect(moved?.dueAt.toISOString()).toBe(at(moved?.key.slice(-10) ?? "", "11:15", "+05:30"));
    await sendFrom(agent, NEW_YORK, "PUT", "/api/notification-settings", {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      morningTime: "11:15",
    });
    const [elsewhere] = await followUps();
    expect(elsewhere?.dueAt.toISOString()).toBe(
      at(elsewhere?.key.slice(-10) ?? "", "11:15", "-05:00"),
    );
  });
});
