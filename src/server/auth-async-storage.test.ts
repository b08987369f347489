/**
 * Better Auth's AsyncLocalStorage is switched off between its calls (promise hooks cost every
 * request on Node 20), and its calls still find their context while others run beside them.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { createAgent, signedInAgent } from "../../tests/support/http-agent";
import { startTestServer, type TestServer } from "../../tests/support/test-server";
import { betterAuthStorages } from "./auth-async-storage";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Node 20's AsyncLocalStorage says whether it is on (and so keeps promise hooks on). */
const isOn = (storage: object) => (storage as { enabled?: boolean }).enabled;

test("calls made side by side each find their own session, and the storages are off after", async () => {
  const agents = await Promise.all(Array.from({ length: 6 }, () => signedInAgent(server)));
  const sessions = await Promise.all(
    agents.flatMap((agent) =>
      Array.from({ length: 3 }, async () => {
        // Past the cookie cache: Better Auth reads the session row inside its adapter's context.
        const response = await agent.get("/api/auth/get-session?disableCookieCache=true");
        expect(response.status).toBe(200);
        return { agent, session: (await response.json()) as { user: { email: string } } };
      }),
    ),
  );
  for (const { agent, session } of sessions) {
    expect(session.user.email).toBe(agent.email);
  }

  const storages = betterAuthStorages();
  expect(storages.length).toBeGreaterThan(0);
  expect(storages.map(isOn)).toEqual(storages.map(() => false));

  // The next call switches them on for itself and off again; a wrong password is still refused.
  const stranger = createAgent(server);
  const refused = await stranger.post("/api/auth/sign-in/email", {
    email: agents[0]?.email,
    password: "not-the-password",
  });
  expect(refused.status).toBe(401);
  expect(storages.map(isOn)).toEqual(storages.map(() => false));
});
