import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAgent, signedInAgent } from "../../tests/support/http-agent";
import { lastMailTo } from "../../tests/support/outbox";
import { startTestServer, type TestServer } from "../../tests/support/test-server";
import { inlineScriptSources } from "./http/inline-scripts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("the API basics", () => {
  test("health answers while the process runs", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  test("every other /api route needs a session and answers JSON", async () => {
    for (const path of ["/api/properties", "/api/clients/1", "/api/anything"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { message: "Please sign in to continue." } });
    }
  });

  test("responses carry security headers", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    // Scripts from the app's own origin, and the inline ones its pages carry (inline-scripts.ts):
    // this server has no built web app, so only those the first screens add.
    expect(response.headers.get("content-security-policy")).toContain(
      `script-src 'self' ${inlineScriptSources(null).join(" ")};`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("an unknown API path is a JSON 404 for a signed-in user", async () => {
    const agent = await signedInAgent(server);
    const response = await agent.get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: "Not found" } });
  });
});

describe("sign-up, sign-in and sign-out", () => {
  test("a new agent signs up, signs in, keeps the session across a restart, and signs out", async () => {
    const agent = createAgent(server);
    const signUp = await agent.post("/api/auth/sign-up/email", {
      email: agent.email,
      password: agent.password,
      name: "",
    });
    expect(signUp.status).toBe(200);
    // Sign-up does not sign in: the agent is sent to /login.
    expect((await agent.get("/api/auth/get-session")).status).toBe(200);
    expect(await (await agent.get("/api/auth/get-session")).json()).toBeNull();

    const signIn = await agent.post("/api/auth/sign-in/email", {
      email: agent.email,
      password: agent.password,
    });
    expect(signIn.status).toBe(200);
    expect(await (await agent.get("/api/auth/get-session")).json()).toMatchObject({
      user: { email: agent.email },
    });

    await server.restart();
    expect(await (await agent.get("/api/auth/get-session")).json()).toMatchObject({
      user: { email: agent.email },
    });

    expect((await agent.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await (await agent.get("/api/auth/get-session")).json()).toBeNull();
  });

  test("an address that is already registered is refused with SPEC's wording", async () => {
    const first = await signedInAgent(server);
    const again = createAgent(server, { email: first.email.toUpperCase() });
    const response = await again.post("/api/auth/sign-up/email", {
      email: again.email,
      password: "another-pass",
      name: "",
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { message: "User already registered" } });
  });

  test("a password shorter than 6 characters is refused", async () => {
    const agent = createAgent(server);
    const response = await agent.post("/api/auth/sign-up/email", {
      email: agent.email,
      password: "12345",
      name: "",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/password/i) });
  });

  test("a wrong password does not sign in", async () => {
    const agent = await signedInAgent(server);
    const stranger = createAgent(server, { email: agent.email, password: "wrong-pass" });
    const response = await stranger.post("/api/auth/sign-in/email", {
      email: agent.email,
      password: "wrong-pass",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  test("sign-in attempts from one address are rate limited", async () => {
    const ip = "10.9.9.9";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const caller = createAgent(server, { ip, password: "wrong-pass" });
      statuses.push(
        (await caller.post("/api/auth/sign-in/email", { email: caller.email, password: "x-wrong" }))
          .status,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  test("reading the session is not rate limited: after many page loads the agent still signs in", async () => {
    const agent = createAgent(server);
    await agent.post("/api/auth/sign-up/email", {
      email: agent.email,
      password: agent.password,
      name: "",
    });
    // More than the 100 requests a minute every other auth path allows one address.
    for (let load = 0; load < 110; load += 1) {
      expect((await agent.get("/api/auth/get-session")).status).toBe(200);
    }
    const signIn = await agent.post("/api/auth/sign-in/email", {
      email: agent.email,
      password: agent.password,
    });
    expect(signIn.status).toBe(200);
    const session = await agent.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: agent.email } });
  });

  test("a request from a foreign origin is refused", async () => {
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "https://evil.example",
        cookie: "better-auth.session_token=x",
      },
      body: JSON.stringify({ email: "a@b.co", password: "secret-pass" }),
    });
    expect(response.status).toBe(403);
  });

  test("Google sign-in says it is not configured when it is not", async () => {
    const agent = createAgent(server);
    const response = await agent.post("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: "/dashboard",
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { message: "Google sign-in is not configured on this server." },
    });
  });
});

describe("password reset", () => {
  test("the e-mailed link opens /update-password with a token that sets the new password", async () => {
    const agent = await signedInAgent(server);
    const otherDevice = createAgent(server, { email: agent.email });
    await otherDevice.post("/api/auth/sign-in/email", {
      email: agent.email,
      password: agent.password,
    });
    const request = await agent.post("/api/auth/request-password-reset", {
      email: agent.email,
      redirectTo: `${server.url}/update-password`,
    });
    expect(request.status).toBe(200);

    const mail = await lastMailTo(server.dataDir, agent.email);
    expect(mail.subject).toMatch(/reset/i);
    const opened = await fetch(mail.link, { redirect: "manual" });
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get("location") ?? "");
    expect(target.pathname).toBe("/update-password");
    const token = target.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await agent.post("/api/auth/reset-password", {
      token,
      newPassword: "brand-new-pass",
    });
    expect(reset.status).toBe(200);

    const oldPassword = createAgent(server, { email: agent.email });
    expect(
      (
        await oldPassword.post("/api/auth/sign-in/email", {
          email: agent.email,
          password: agent.password,
        })
      ).status,
    ).toBe(401);
    const newPassword = createAgent(server, { email: agent.email });
    expect(
      (
        await newPassword.post("/api/auth/sign-in/email", {
          email: agent.email,
          password: "brand-new-pass",
        })
      ).status,
    ).toBe(200);
    // The reset revoked the sessions opened with the old password: at once on the device that
    // reset; elsewhere in the database at once, and in that device's cached copy when it expires.
    expect(await (await agent.get("/api/auth/get-session")).json()).toBeNull();
    expect((await agent.get("/api/properties")).status).toBe(401);
    expect(
      await (await otherDevice.get("/api/auth/get-session?disableCookieCache=true")).json(),
    ).toBeNull();
    expect((await otherDevice.get("/api/properties")).status).toBe(401);
  });
});

describe("compression", () => {
  test("JSON is sent with brotli or gzip, whichever the client accepts, and tiny answers as they are", async () => {
    const agent = await signedInAgent(server);
    for (let index = 0; index < 20; index += 1) {
      await agent.post("/api/properties", {
        title: `Listing ${index}`,
        price: 100_000,
        location: "Pune",
      });
    }
    for (const [accepted, sent] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", null],
      ["br;q=0, gzip", "gzip"],
    ]) {
      const response = await agent.request("/api/properties", {
        headers: { "accept-encoding": accepted ?? "" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(sent);
      expect(response.headers.get("vary") ?? "").toMatch(sent ? /accept-encoding/i : /^$/);
      expect(await response.json()).toHaveLength(20);
    }
    // An answer a route writes itself (a page of the list), in every encoding: the same JSON.
    const pages: { items: unknown[] }[] = [];
    for (const accepted of ["br", "gzip", "identity"]) {
      const page = await agent.request("/api/properties?limit=20", {
        headers: { "accept-encoding": accepted },
      });
      expect(page.headers.get("content-encoding")).toBe(accepted === "identity" ? null : accepted);
      expect(page.headers.get("content-type")).toMatch(/^application\/json/);
      pages.push((await page.json()) as { items: unknown[] });
    }
    expect(pages[0]?.items).toHaveLength(20);
    expect(pages[1]).toEqual(pages[0]);
    expect(pages[2]).toEqual(pages[0]);
    const health = await fetch(`${server.url}/api/health`, {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(health.headers.get("content-encoding")).toBeNull();
    expect(await health.json()).toEqual({ ok: true });
  });
});

describe("cross-site requests", () => {
  test("a form post from another site to our API is refused with 403, not a server error", async () => {
    const agent = await signedInAgent(server);
    const response = await agent.request("/api/properties", {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "title=x",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { message: "This request was refused: it did not come from the app." },
    });
  });
});
