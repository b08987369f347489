import { request as httpRequest } from "node:http";
import { describe, expect, test } from "vitest";
import {
  createAgent,
  serverWithAgents,
  signedInAgent,
  upload,
} from "../../../tests/support/http-agent";
import { pdfFile, pngFile } from "../storage/upload-fixtures";

const context = serverWithAgents();

const NUL = "a\u0000b";
const validProperty = { title: "Sea view flat", price: 5_000_000, location: "Bandra" };
const validClient = { name: "Ravi Kumar", phone: "+91 98200 11111" };

async function uploadedPhoto(agent = context.owner) {
  const response = await upload(agent, "photo", pngFile(), "front.png", "image/png");
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

describe("the account's name and image follow the profile's rules", () => {
  test("another account cannot take my photo as its image, so cannot delete it", async () => {
    const photo = await uploadedPhoto();
    const refused = await context.stranger.post("/api/auth/update-user", { image: photo });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: expect.objectContaining({ message: "The avatar must be an image you uploaded." }),
    });
    expect((await context.stranger.put("/api/profile", { avatarUrl: "" })).status).toBe(200);
    expect((await context.owner.get(photo)).status).toBe(200);
  });

  test("my own upload is accepted as my image, trimmed names too", async () => {
    const agent = await signedInAgent(context.server);
    const photo = await uploadedPhoto(agent);
    const response = await agent.post("/api/auth/update-user", { image: photo, name: "  Asha " });
    expect(response.status).toBe(200);
    expect(await (await agent.get("/api/profile")).json()).toMatchObject({
      avatarUrl: photo,
      fullName: "Asha",
    });
  });

  test.each([
    [{ name: null }, "Name must be text"],
    [{ name: "x".repeat(101) }, "Name must be at most 100 characters"],
    [{ name: NUL }, "Name cannot contain control characters"],
    [{ image: "https://evil.example/x.png" }, "The avatar must be an image you uploaded."],
  ])("update-user %j is refused: %s", async (body, message) => {
    const response = await context.owner.post("/api/auth/update-user", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.objectContaining({ message }) });
  });

  test.each([
    [{ name: NUL }, "Name cannot contain control characters"],
    [{ name: "x".repeat(101) }, "Name must be at most 100 characters"],
    [{ name: "", email: NUL }, "Enter a valid e-mail address"],
    [
      { name: "", image: "/api/files/x/y.png" },
      "Choose a photo in your profile once you have signed up.",
    ],
  ])("sign-up %j is refused: %s", async (fields, message) => {
    const agent = createAgent(context.server);
    const response = await agent.post("/api/auth/sign-up/email", {
      email: agent.email,
      password: agent.password,
      ...fields,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.objectContaining({ message }) });
    const signIn = await agent.post("/api/auth/sign-in/email", {
      email: agent.email,
      password: agent.password,
    });
    expect(signIn.status).toBe(401);
  });
});

describe("request bodies", () => {
  test("a 50 MiB sign-in body is refused with 413 before it is read", async () => {
    const size = 50 * 1024 * 1024;
    const { status, body } = await sendLarge("/api/auth/sign-in/email", size, {
      "content-length": String(size),
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ error: { message: "The request is too large." } });
  });

  test("a chunked body over 64 KB is refused with 413 too", async () => {
    const { status } = await sendLarge("/api/auth/sign-up/email", 200 * 1024, {
      "transfer-encoding": "chunked",
    });
    expect(status).toBe(413);
  });

  test("a listing over 64 KB is refused; uploads keep their own limit", async () => {
    const response = await context.owner.post("/api/properties", {
      ...validProperty,
      description: "x".repeat(70 * 1024),
    });
    expect(response.status).toBe(413);
    const padded = new Uint8Array([...pdfFile(), ...new Uint8Array(100 * 1024).fill(0x20)]);
    const document = await upload(context.owner, "document", padded, "deed.pdf", "application/pdf");
    expect(document.status).toBe(201);
  });
});

describe("the client address behind one trusted proxy", () => {
  const signIn = (forwardedFor: string) =>
    fetch(`${context.server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: context.server.url,
        "x-forwarded-for": forwardedFor,
      },
      body: JSON.stringify({ email: "nobody@example.com", password: "wrong-pass" }),
    });

  test("'<forged>, <real>' is limited as <real>, however the forged part rotates", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await signIn(`203.0.113.${attempt}, 10.77.0.1`)).status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    // Another real address is not held back by the first one's attempts.
    expect((await signIn("203.0.113.1, 10.77.0.2")).status).toBe(401);
  });
});

describe("bad input is a 4xx, never a server error", () => {
  test.each([
    ["/api/properties", { ...validProperty, title: NUL }],
    ["/api/properties", { ...validProperty, description: `line${NUL}` }],
    ["/api/clients", { ...validClient, notes: NUL }],
    ["/api/clients", { ...validClient, locations: [NUL] }],
    [
      "/api/appointments",
      { title: NUL, date: "2025-01-01", time: "10:00", location: "x", process: "Property Visit" },
    ],
  ])("a NUL character in %s is refused", async (path, body) => {
    const response = await context.owner.post(path, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /cannot contain control characters/,
    );
  });

  test.each([
    [
      "a reset token",
      "POST",
      "/api/auth/reset-password",
      { newPassword: "secret-pass", token: NUL },
    ],
    ["a verification link", "GET", "/api/auth/verify-email?token=a%00b", undefined],
    ["a sign-in e-mail", "POST", "/api/auth/sign-in/email", { email: NUL, password: "x" }],
  ])(
    "a NUL character in %s is refused before Better Auth looks it up",
    async (_what, method, path, body) => {
      const response = await context.stranger.request(path, {
        method,
        headers: body ? { "content-type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { message: expect.stringMatching(/NUL/) },
      });
    },
  );

  test("a NUL character in the profile is refused", async () => {
    const response = await context.owner.put("/api/profile", { companyName: NUL });
    expect(response.status).toBe(400);
  });

  test("the date 0000-01-01 is refused", async () => {
    const client = (await (await context.owner.post("/api/clients", validClient)).json()) as {
      id: string;
    };
    const response = await context.owner.post("/api/appointments", {
      title: "Visit",
      date: "0000-01-01",
      time: "10:00",
      location: "Bandra",
      clientId: client.id,
      process: "Property Visit",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: "Enter a valid date (YYYY-MM-DD)" },
    });
  });

  test.each(["/api/properties", "/api/clients"])(
    "PATCH %s/:id with no known field changes nothing and returns the record",
    async (path) => {
      const body = path === "/api/properties" ? validProperty : validClient;
      const created = (await (await context.owner.post(path, body)).json()) as { id: string };
      const response = await context.owner.patch(`${path}/${created.id}`, { unknown: 1 });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(created);
      expect((await context.stranger.patch(`${path}/${created.id}`, {})).status).toBe(404);
    },
  );

  test.each([
    ["no boundary", "multipart/form-data", "--x\r\nhello"],
    ["a garbage body", "multipart/form-data; boundary=abc", "\u0000garbage"],
  ])("an upload with %s is a 400", async (_name, type, body) => {
    const response = await context.owner.request("/api/files", {
      method: "POST",
      headers: { "content-type": type },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: expect.stringMatching(/multipart\/form-data/) },
    });
  });
});

describe("the session stays in its cookie", () => {
  test("sign-up, sign-in and get-session answer without a token", async () => {
    const agent = createAgent(context.server);
    const bodies = [
      await agent.post("/api/auth/sign-up/email", {
        email: agent.email,
        password: agent.password,
        name: "",
      }),
      await agent.post("/api/auth/sign-in/email", { email: agent.email, password: agent.password }),
      await agent.get("/api/auth/get-session"),
    ];
    for (const response of bodies) {
      expect(response.status).toBe(200);
      expect(await response.text()).not.toMatch(/token/i);
    }
    const session = await (await agent.get("/api/auth/get-session")).json();
    expect(session).toMatchObject({ user: { email: agent.email } });
  });

  test("a signed-in agent cannot send a verification mail to another address", async () => {
    const response = await context.owner.post("/api/auth/send-verification-email", {
      email: context.stranger.email,
    });
    expect(response.status).toBe(400);
  });
});

/** Streams `size` bytes of JSON-looking body and returns as soon as the server answers. */
function sendLarge(path: string, size: number, headers: Record<string, string>) {
  const url = new URL(path, context.server.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", origin: context.server.url },
    });
    req.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}
