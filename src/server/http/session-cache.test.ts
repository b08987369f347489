/**
 * The session check reads a signed copy of the session from a cookie for SESSION_CACHE_SECONDS
 * instead of the database: what that buys and what it costs (docs/security.md).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Agent, createAgent, signedInAgent } from "../../../tests/support/http-agent";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { sessions } from "../db/schema/sessions";

const SESSION_DATA = "better-auth.session_data";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("the session's cookie cache", () => {
  test("a signed-in request needs no session row while the cached copy lasts", async () => {
    const agent = await signedInAgent(server);
    expect(agent.cookies.has(SESSION_DATA)).toBe(true);
    await deleteSessions(await userIdOf(agent));

    expect((await agent.get("/api/properties")).status).toBe(200);
    // Reading the database instead of the copy finds the session gone and clears the cookies.
    expect(await (await agent.get("/api/auth/get-session?disableCookieCache=true")).json()).toBe(
      null,
    );
    expect((await agent.get("/api/properties")).status).toBe(401);
  });

  test("an API request without the cached copy reads the database once and sends a new copy", async () => {
    const agent = await signedInAgent(server);
    agent.cookies.delete(SESSION_DATA);

    const renewed = await agent.get("/api/properties");
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie().join("\n")).toContain(`${SESSION_DATA}=`);
    await deleteSessions(await userIdOf(agent));
    expect((await agent.get("/api/properties")).status).toBe(200);
  });

  test("signing out is immediate on the device; a copy of its cookies lasts until the cache expires", async () => {
    const agent = await signedInAgent(server);
    const copied = createAgent(server, { cookies: new Map(agent.cookies) });

    expect((await agent.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(agent.cookies.size).toBe(0);
    expect((await agent.get("/api/properties")).status).toBe(401);
    expect(await (await agent.get("/api/auth/get-session")).json()).toBeNull();

    // The documented delay: the session row is gone, the copy still checks out for a while.
    expect((await copied.get("/api/properties")).status).toBe(200);
    expect(
      await (await copied.get("/api/auth/get-session?disableCookieCache=true")).json(),
    ).toBeNull();
  });

  test("concurrent requests of two agents, once their cookies are verified, each get their own account", async () => {
    const agents = await Promise.all([signedInAgent(server), signedInAgent(server)]);
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const agent = agents[index % 2] as Agent;
        const profile = (await (await agent.get("/api/profile")).json()) as { email: string };
        return { expected: agent.email, email: profile.email };
      }),
    );

    for (const { expected, email } of answers) {
      expect(email).toBe(expected);
    }
  });

  test("get-session asked again gives Better Auth's answer, until signing out", async () => {
    const agent = await signedInAgent(server);
    expect((await agent.get("/api/properties")).status).toBe(200);
    const first = await agent.get("/api/auth/get-session");
    const again = await agent.get("/api/auth/get-session");

    expect(again.status).toBe(200);
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    const answer = await first.text();
    expect(await again.text()).toBe(answer);
    expect(JSON.parse(answer)).toMatchObject({ user: { email: agent.email } });
    expect((await agent.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await (await agent.get("/api/auth/get-session")).json()).toBeNull();
  });

  test("an account change shows in the next get-session", async () => {
    const agent = await signedInAgent(server);
    expect((await agent.get("/api/properties")).status).toBe(200);
    await agent.get("/api/auth/get-session");
    await agent.get("/api/auth/get-session");

    expect((await agent.post("/api/auth/update-user", { name: "Asha Verma" })).status).toBe(200);
    expect(await (await agent.get("/api/auth/get-session")).json()).toMatchObject({
      user: { name: "Asha Verma" },
    });
  });

  test("a cached copy that was tampered with is not believed", async () => {
    const agent = await signedInAgent(server);
    const userId = await userIdOf(agent);
    const cached = agent.cookies.get(SESSION_DATA) ?? "";
    agent.cookies.set(SESSION_DATA, `${cached.slice(0, -4)}AAAA`);
    await deleteSessions(userId);

    expect((await agent.get("/api/properties")).status).toBe(401);
  });
});

async function userIdOf(agent: Agent): Promise<string> {
  const { user } = (await (await agent.get("/api/auth/get-session")).json()) as {
    user: { id: string };
  };
  return user.id;
}

async function deleteSessions(userId: string) {
  await server.db.delete(sessions).where(eq(sessions.userId, userId));
}
