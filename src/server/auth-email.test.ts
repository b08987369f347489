import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAgent } from "../../tests/support/http-agent";
import { type SmtpInbox, startSmtpInbox } from "../../tests/support/smtp-inbox";
import { startTestServer, type TestServer } from "../../tests/support/test-server";

describe("with SMTP_URL set, e-mails go out by SMTP", () => {
  let inbox: SmtpInbox;
  let server: TestServer;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startTestServer({ SMTP_URL: inbox.url });
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  test("an agent verifies the address through the e-mailed link, then signs in", async () => {
    const agent = createAgent(server);
    const credentials = { email: agent.email, password: agent.password };
    const signUp = await agent.post("/api/auth/sign-up/email", { ...credentials, name: "" });
    expect(signUp.status).toBe(200);
    const mail = await inbox.waitForMail(agent.email, /verify/i);
    expect(mail.link.startsWith(`${server.url}/api/auth/verify-email?token=`)).toBe(true);

    // With real e-mail, an unverified address cannot sign in.
    expect((await agent.post("/api/auth/sign-in/email", credentials)).status).toBe(403);

    const opened = await agent.get(mail.link.slice(server.url.length));
    expect(opened.status).toBe(302);
    const signIn = await createAgent(server, credentials).post(
      "/api/auth/sign-in/email",
      credentials,
    );
    expect(signIn.status).toBe(200);
  });

  test("a forgotten password is reset through the e-mailed link", async () => {
    const agent = createAgent(server);
    const credentials = { email: agent.email, password: agent.password };
    await agent.post("/api/auth/sign-up/email", { ...credentials, name: "" });
    const verify = await inbox.waitForMail(agent.email, /verify/i);
    await agent.get(verify.link.slice(server.url.length));

    const request = await agent.post("/api/auth/request-password-reset", {
      email: agent.email,
      redirectTo: `${server.url}/update-password`,
    });
    expect(request.status).toBe(200);
    const mail = await inbox.waitForMail(agent.email, /reset/i);
    const opened = await agent.get(mail.link.slice(server.url.length));
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get("location") ?? "");
    expect(target.pathname).toBe("/update-password");

    const reset = await agent.post("/api/auth/reset-password", {
      token: target.searchParams.get("token"),
      newPassword: "brand-new-pass",
    });
    expect(reset.status).toBe(200);
    const signIn = await createAgent(server).post("/api/auth/sign-in/email", {
      email: agent.email,
      password: "brand-new-pass",
    });
    expect(signIn.status).toBe(200);
  });
});

describe("with Google configured", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      GOOGLE_CLIENT_ID: "estate-test.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "estate-test-secret",
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  test("the Google button is sent to Google's consent screen for this app", async () => {
    const agent = createAgent(server);
    const response = await agent.post("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: "/dashboard",
      errorCallbackURL: "/login",
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const consent = new URL(url);
    expect(consent.origin).toBe("https://accounts.google.com");
    expect(consent.searchParams.get("client_id")).toBe("estate-test.apps.googleusercontent.com");
    expect(consent.searchParams.get("redirect_uri")).toBe(`${server.url}/api/auth/callback/google`);
    expect(consent.searchParams.get("response_type")).toBe("code");
    expect(consent.searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["openid", "email", "profile"]),
    );
    expect(consent.searchParams.get("state")).toBeTruthy();
    expect(consent.searchParams.get("code_challenge_method")).toBe("S256");
  });
});
