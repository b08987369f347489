import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { type Agent, createAgent, signedInAgent } from "./http-agent";
import { startTestServer, type TestServer } from "./test-server";

/**
 * Two replicas on one PostgreSQL for a test file; PGlite is one process's database, so there one
 * server is both. `agentOnBoth()` is one signed-in agent, holding one session, on each.
 */
export function twoReplicas() {
  const replicas: TestServer[] = [];
  beforeAll(async () => {
    const secret = { AUTH_SECRET: randomBytes(32).toString("hex") };
    const first = await startTestServer(secret);
    const second =
      process.env.TEST_DATABASE === "postgres"
        ? await startTestServer({ ...secret, DATABASE_URL: first.databaseUrl ?? "" })
        : first;
    replicas.push(first, second);
  });
  afterAll(async () => {
    await Promise.all([...new Set(replicas)].reverse().map((server) => server.close()));
  });
  return {
    async agentOnBoth(): Promise<[Agent, Agent]> {
      const [first, second] = replicas as [TestServer, TestServer];
      const here = await signedInAgent(first);
      return [here, createAgent(second, { cookies: here.cookies })];
    },
  };
}
