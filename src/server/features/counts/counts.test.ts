import { describe, expect, test } from "vitest";
import { serverWithAgents, signedInAgent } from "../../../../tests/support/http-agent";

const context = serverWithAgents();

describe("record counts", () => {
  test("count only the agent's own records of each kind", async () => {
    const agent = await signedInAgent(context.server);
    expect(await (await agent.get("/api/counts")).json()).toEqual({
      properties: 0,
      clients: 0,
      appointments: 0,
    });
    const property = { title: "Sea View Flat", price: 1, location: "Bandra" };
    await agent.post("/api/properties", property);
    await agent.post("/api/properties", property);
    await context.stranger.post("/api/properties", property);
    const client = await agent.post("/api/clients", { name: "Ravi", phone: "+91 98200 44444" });
    await agent.post("/api/appointments", {
      title: "Visit",
      date: "2026-12-01",
      time: "10:30",
      location: "Bandra",
      process: "Property Visit",
      clientId: ((await client.json()) as { id: string }).id,
    });
    expect(await (await agent.get("/api/counts")).json()).toEqual({
      properties: 2,
      clients: 1,
      appointments: 1,
    });
  });
});
