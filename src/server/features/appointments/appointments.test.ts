import type {
  Appointment,
  AppointmentReminders,
  AppointmentWithParticipants,
} from "@shared/schemas/appointment";
import { describe, expect, test } from "vitest";
import { type Agent, serverWithAgents, signedInAgent } from "../../../../tests/support/http-agent";

const context = serverWithAgents();

async function created<T>(agent: Agent, path: string, body: object): Promise<T> {
  const response = await agent.post(path, body);
  expect(response.status).toBe(201);
  return (await response.json()) as T;
}

async function participants(agent: Agent) {
  const client = await created<{ id: string }>(agent, "/api/clients", {
    name: "Ravi Kumar",
    phone: "+91 98200 11111",
  });
  const property = await created<{ id: string }>(agent, "/api/properties", {
    title: "Sea View Flat",
    price: 5_000_000,
    location: "Bandra",
  });
  return { clientId: client.id, propertyId: property.id };
}

function visit(ids: { clientId: string; propertyId?: string | null }, overrides: object = {}) {
  return {
    title: "Ravi Kumar - Property Visit - re: Sea View Flat",
    date: "2026-12-01",
    time: "10:30",
    location: "Bandra",
    process: "Property Visit",
    ...ids,
    ...overrides,
  };
}

describe("appointments", () => {
  test("are created with SPEC's defaults and listed by date and time", async () => {
    const agent = await signedInAgent(context.server);
    const ids = await participants(agent);
    const later = await created<Appointment>(
      agent,
      "/api/appointments",
      visit(ids, { date: "2026-12-02", time: "09:00" }),
    );
    const sooner = await created<Appointment>(
      agent,
      "/api/appointments",
      visit(ids, { time: "16:00" }),
    );
    const soonest = await created<Appointment>(
      agent,
      "/api/appointments",
      visit(ids, { time: "08:15" }),
    );
    expect(sooner).toMatchObject({
      ...visit(ids, { time: "16:00" }),
      status: "scheduled",
      notes: "",
      id: expect.any(String),
    });
    const list = (await (await agent.get("/api/appointments")).json()) as Appointment[];
    expect(list.map((appointment) => appointment.id)).toEqual([soonest.id, sooner.id, later.id]);
  });

  test.each([
    [{ title: "" }, "Title is required"],
    [{ date: "2026-02-30" }, "Enter a valid date (YYYY-MM-DD)"],
    [{ time: "25:00" }, "Enter a valid time (HH:MM)"],
    [{ process: "Lunch" }, "Choose a valid process"],
    [{ clientId: "" }, "Client is required"],
  ])("refuse %j with a clear message", async (overrides, message) => {
    const ids = await participants(context.owner);
    const response = await context.owner.post("/api/appointments", visit(ids, overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message } });
  });

  test("may only name the agent's own client and property", async () => {
    const mine = await participants(context.owner);
    const theirs = await participants(context.stranger);
    const withTheirClient = await context.owner.post(
      "/api/appointments",
      visit({ ...mine, clientId: theirs.clientId }),
    );
    expect(withTheirClient.status).toBe(400);
    expect(await withTheirClient.json()).toMatchObject({ error: { message: "Client not found" } });
    const withTheirProperty = await context.owner.post(
      "/api/appointments",
      visit({ ...mine, propertyId: theirs.propertyId }),
    );
    expect(withTheirProperty.status).toBe(400);
    expect(await withTheirProperty.json()).toMatchObject({
      error: { message: "Property not found" },
    });

    const appointment = await created<Appointment>(context.owner, "/api/appointments", visit(mine));
    const moved = await context.owner.patch(`/api/appointments/${appointment.id}`, {
      clientId: theirs.clientId,
    });
    expect(moved.status).toBe(400);
    const unchanged = (await (
      await context.owner.get(`/api/appointments/${appointment.id}`)
    ).json()) as Appointment;
    expect(unchanged.clientId).toBe(mine.clientId);
  });

  test("are read, changed and deleted by their owner only", async () => {
    const ids = await participants(context.owner);
    const appointment = await created<Appointment>(context.owner, "/api/appointments", visit(ids));
    const path = `/api/appointments/${appointment.id}`;
    expect((await context.stranger.get(path)).status).toBe(404);
    expect((await context.stranger.patch(path, { status: "completed" })).status).toBe(404);
    expect((await context.stranger.delete(path)).status).toBe(404);

    const updated = await context.owner.patch(path, {
      status: "completed",
      notes: "Liked the view",
    });
    expect(await updated.json()).toMatchObject({
      status: "completed",
      notes: "Liked the view",
      time: "10:30",
    });
    expect((await context.owner.delete(path)).status).toBe(204);
    expect((await context.owner.get(path)).status).toBe(404);
    expect(await (await context.owner.get("/api/appointments/nope")).json()).toEqual({
      error: { message: "Appointment not found" },
    });
  });

  test("stay, unlinked, when their client or property is deleted", async () => {
    const ids = await participants(context.owner);
    const appointment = await created<Appointment>(context.owner, "/api/appointments", visit(ids));
    await context.owner.delete(`/api/clients/${ids.clientId}`);
    await context.owner.delete(`/api/properties/${ids.propertyId}`);
    const kept = (await (
      await context.owner.get(`/api/appointments/${appointment.id}`)
    ).json()) as Appointment;
    expect(kept).toMatchObject({ id: appointment.id, clientId: null, propertyId: null });
  });

  test("come in pages with what their cards show of the client and property", async () => {
    const agent = await signedInAgent(context.server);
    const ids = await participants(agent);
    const withBoth = await created<Appointment>(agent, "/api/appointments", visit(ids));
    await created(
      agent,
      "/api/appointments",
      visit({ ...ids, propertyId: null }, { time: "11:00" }),
    );
    await agent.delete(`/api/clients/${ids.clientId}`);
    const response = await agent.get("/api/appointments?limit=5");
    const page = (await response.json()) as { items: AppointmentWithParticipants[] };
    expect(page.items).toEqual([
      {
        ...withBoth,
        clientId: null,
        client: null,
        property: { title: "Sea View Flat", ownerName: "", ownerPhone: expect.any(String) },
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ time: "11:00", client: null, property: null }),
    ]);
  });

  test("are listed for one client", async () => {
    const agent = await signedInAgent(context.server);
    const ids = await participants(agent);
    const other = await participants(agent);
    const theirs = await created<Appointment>(agent, "/api/appointments", visit(ids));
    await created(agent, "/api/appointments", visit(other));
    const forClient = await agent.get(`/api/appointments?clientId=${ids.clientId}`);
    expect(await forClient.json()).toEqual([theirs]);
    const stranger = await context.stranger.get(`/api/appointments?clientId=${ids.clientId}`);
    expect(await stranger.json()).toEqual([]);
    const refused = await agent.get("/api/appointments?clientId=nope");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { message: "The client id must be a UUID" },
    });
  });

  test("give SPEC's reminders at the agent's clock", async () => {
    const agent = await signedInAgent(context.server);
    const ids = await participants(agent);
    const at = (date: string, time: string, process = "Property Visit") =>
      created<Appointment>(agent, "/api/appointments", visit(ids, { date, time, process }));
    const later = await at("2026-12-01", "16:00");
    const soon = await at("2026-12-01", "10:30");
    await at("2026-12-01", "09:00");
    await at("2026-12-02", "09:00");
    await at("2026-11-30", "18:00", "Follow up call");
    await at("2026-12-01", "08:00", "Follow up call");
    await at("2026-12-01", "12:00", "Follow up call");

    const response = await agent.get("/api/appointments/reminders?date=2026-12-01&time=10:30");
    const reminders = (await response.json()) as AppointmentReminders;
    expect(reminders.upcomingToday.map((appointment) => appointment.id)).toEqual([
      soon.id,
      expect.any(String),
      later.id,
    ]);
    expect(reminders.upcomingToday[1]).toMatchObject({ time: "12:00" });
    expect(reminders.overdueFollowUps).toBe(2);
    expect(
      await (
        await context.stranger.get("/api/appointments/reminders?date=2026-12-01&time=10:30")
      ).json(),
    ).toEqual({ upcomingToday: [], overdueFollowUps: 0 });

    const refused = await agent.get("/api/appointments/reminders?date=2026-12-01&time=25:00");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { message: "Enter a valid time (HH:MM)" },
    });
  });

  test("need a session", async () => {
    expect((await fetch(`${context.server.url}/api/appointments`)).status).toBe(401);
  });
});
