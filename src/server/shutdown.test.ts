import { request } from "node:http";
import { expect, test } from "vitest";
import { signedInAgent } from "../../tests/support/http-agent";
import { startTestServer } from "../../tests/support/test-server";

const SHUTDOWN_TIMEOUT_MS = 300;
/** Far beyond the timeout: without it, close() would wait for the stuck request for ever. */
const GIVE_UP_MS = 10_000;

test("shutting down cuts off a request still unfinished at SHUTDOWN_TIMEOUT_MS, then closes", async () => {
  const server = await startTestServer({ SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) });
  const agent = await signedInAgent(server);
  // An upload whose body never arrives: in flight until the server gives up on it.
  const stuck = request(`${server.url}/api/files`, {
    method: "POST",
    headers: {
      "content-type": "multipart/form-data; boundary=never",
      "content-length": "1000000",
      cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      origin: server.url,
    },
  });
  const cutOff = new Promise<string>((resolve) =>
    stuck.once("error", (error) => resolve(error.message)),
  );
  await new Promise<void>((resolve) => stuck.write("--never\r\n", () => resolve()));

  const closing = server.close().then(() => "closed");
  const timeout = new Promise((resolve) => setTimeout(() => resolve("still waiting"), GIVE_UP_MS));
  expect(await Promise.race([closing, timeout])).toBe("closed");
  expect(await cutOff).toBe("socket hang up");
});
