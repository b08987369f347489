import type { Profile } from "@shared/schemas/profile";
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  createAgent,
  serverWithAgents,
  signedInAgent,
  upload,
} from "../../../../tests/support/http-agent";
import { accounts } from "../../db/schema/accounts";
import { pngFile } from "../../storage/upload-fixtures";

const context = serverWithAgents();

describe("the profile", () => {
  test("starts from the account: its e-mail, no name, role Agent", async () => {
    const agent = await signedInAgent(context.server);
    const response = await agent.get("/api/profile");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      email: agent.email,
      fullName: "",
      companyName: "",
      phone: "",
      website: "",
      avatarUrl: "",
      role: "Agent",
    });
  });

  test("saves the fields sent and shows the name in the session", async () => {
    const agent = await signedInAgent(context.server);
    const response = await agent.put("/api/profile", {
      fullName: "Asha Verma",
      companyName: "Verma Realty",
      phone: "+91 98200 33333",
      website: "verma-realty.in",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      fullName: "Asha Verma",
      companyName: "Verma Realty",
      website: "https://verma-realty.in",
    });
    const again = await agent.put("/api/profile", { companyName: "Verma & Sons" });
    expect(await again.json()).toMatchObject({
      fullName: "Asha Verma",
      companyName: "Verma & Sons",
      phone: "+919820033333",
    });
    expect(await (await agent.get("/api/auth/get-session")).json()).toMatchObject({
      user: { name: "Asha Verma" },
    });
  });

  test("refuses a bad website and changes nothing", async () => {
    const agent = await signedInAgent(context.server);
    await agent.put("/api/profile", { companyName: "Kept" });
    const response = await agent.put("/api/profile", {
      companyName: "Lost",
      website: "not a site",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: "Enter a valid website address" },
    });
    expect(((await (await agent.get("/api/profile")).json()) as Profile).companyName).toBe("Kept");
  });

  test("takes an uploaded avatar, deletes the one it replaces, and refuses someone else's", async () => {
    const { owner, stranger } = context;
    const first = (await (
      await upload(owner, "avatar", pngFile(), "me.png", "image/png")
    ).json()) as { url: string };
    const second = (await (
      await upload(owner, "avatar", pngFile(), "me2.png", "image/png")
    ).json()) as { url: string };
    expect(await (await owner.put("/api/profile", { avatarUrl: first.url })).json()).toMatchObject({
      avatarUrl: first.url,
    });
    expect(await (await owner.get("/api/auth/get-session")).json()).toMatchObject({
      user: { image: first.url },
    });
    await owner.put("/api/profile", { avatarUrl: second.url });
    expect((await owner.get(first.url)).status).toBe(404);
    expect((await owner.get(second.url)).status).toBe(200);

    const theirs = (await (
      await upload(stranger, "avatar", pngFile(), "x.png", "image/png")
    ).json()) as { url: string };
    expect((await owner.put("/api/profile", { avatarUrl: theirs.url })).status).toBe(400);
    const pdfAvatar = await upload(
      owner,
      "avatar",
      new TextEncoder().encode("%PDF-1.4"),
      "a.pdf",
      "application/pdf",
    );
    expect(pdfAvatar.status).toBe(415);
  });

  test("is each agent's own", async () => {
    await context.owner.put("/api/profile", { companyName: "Owner Co" });
    expect(
      ((await (await context.stranger.get("/api/profile")).json()) as Profile).companyName,
    ).not.toBe("Owner Co");
    expect((await fetch(`${context.server.url}/api/profile`)).status).toBe(401);
  });
});

describe("the first password of an account made with Google", () => {
  test("an account with a password cannot set another one without the current one", async () => {
    const agent = await signedInAgent(context.server);
    expect(await (await agent.get("/api/profile")).json()).toMatchObject({ hasPassword: true });
    const response = await agent.post("/api/profile/password", {
      password: "another-pass",
      confirmPassword: "another-pass",
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        message: "Your account already has a password: change it with your current password.",
      },
    });
    const withOld = createAgent(context.server, { email: agent.email });
    const signIn = await withOld.post("/api/auth/sign-in/email", {
      email: agent.email,
      password: agent.password,
    });
    expect(signIn.status).toBe(200);
  });

  test("an account without a password sets one with new and confirm alone, then signs in with it", async () => {
    const agent = await signedInAgent(context.server);
    const { id } = (await (await agent.get("/api/profile")).json()) as Profile;
    // What a Google sign-up leaves: a user and a session, no password.
    await context.server.atRest((db) =>
      db
        .delete(accounts)
        .where(and(eq(accounts.userId, id), eq(accounts.providerId, "credential"))),
    );
    expect(await (await agent.get("/api/profile")).json()).toMatchObject({ hasPassword: false });

    const mismatch = await agent.post("/api/profile/password", {
      password: "first-pass",
      confirmPassword: "first-pazz",
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ error: { message: "Passwords do not match" } });

    const set = await agent.post("/api/profile/password", {
      password: "first-pass",
      confirmPassword: "first-pass",
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ hasPassword: true });
    const withNew = createAgent(context.server, { email: agent.email });
    const signIn = await withNew.post("/api/auth/sign-in/email", {
      email: agent.email,
      password: "first-pass",
    });
    expect(signIn.status).toBe(200);
  });
});
