import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "./test-server";

export type Agent = {
  email: string;
  password: string;
  /** The cookie jar, name → value: copy it to act as a second device holding the same cookies. */
  cookies: Map<string, string>;
  request(path: string, init?: RequestInit): Promise<Response>;
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  patch(path: string, body: unknown): Promise<Response>;
  put(path: string, body: unknown): Promise<Response>;
  delete(path: string): Promise<Response>;
};

/** A browser-like caller: keeps cookies and sends the app's Origin, as the SPA does. */
export function createAgent(
  server: Pick<TestServer, "url">,
  {
    email = uniqueEmail(),
    password = "secret-pass",
    ip = randomIp(),
    cookies = new Map<string, string>(),
    origin = server.url,
  } = {},
): Agent {
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has("origin")) {
      headers.set("origin", origin);
    }
    // Test servers trust one proxy hop, so each agent is its own caller for rate limiting
    // (or each request, when it brings its own X-Forwarded-For).
    if (!headers.has("x-forwarded-for")) {
      headers.set("x-forwarded-for", ip);
    }
    if (cookies.size > 0) {
      headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await fetch(`${server.url}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/max-age=0/i.test(line) || value === "") {
        cookies.delete(name);
      } else {
        cookies.set(name, value);
      }
    }
    return response;
  };
  const send = (method: string) => (path: string, body?: unknown) =>
    request(path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    email,
    password,
    cookies,
    request,
    get: (path) => request(path),
    post: send("POST"),
    patch: send("PATCH"),
    put: send("PUT"),
    delete: send("DELETE"),
  };
}

/** Signs a new user up and in; the returned agent carries the session cookie. */
export async function signedInAgent(
  server: Pick<TestServer, "url">,
  options: Parameters<typeof createAgent>[1] = {},
): Promise<Agent> {
  const agent = createAgent(server, options);
  const signUp = await agent.post("/api/auth/sign-up/email", {
    email: agent.email,
    password: agent.password,
    name: "",
  });
  if (!signUp.ok) {
    throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  }
  const signIn = await agent.post("/api/auth/sign-in/email", {
    email: agent.email,
    password: agent.password,
  });
  if (!signIn.ok) {
    throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  }
  return agent;
}

export function uniqueEmail(): string {
  return `agent-${randomBytes(6).toString("hex")}@example.com`;
}

function randomIp(): string {
  return `10.${[...randomBytes(3)].join(".")}`;
}

/** Uploads bytes as multipart/form-data to POST /api/files, as the web app does. */
export async function upload(
  agent: Agent,
  kind: string,
  bytes: Uint8Array,
  name: string,
  type: string,
) {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return agent.request("/api/files", { method: "POST", body: form });
}

export type ServerWithAgents = { server: TestServer; owner: Agent; stranger: Agent };

/** One real server for a test file, with two signed-in agents: an owner and a stranger. */
export function serverWithAgents(): ServerWithAgents {
  const context = {} as ServerWithAgents;
  beforeAll(async () => {
    context.server = await startTestServer();
    context.owner = await signedInAgent(context.server);
    context.stranger = await signedInAgent(context.server);
  });
  afterAll(async () => {
    await context.server.close();
  });
  return context;
}
