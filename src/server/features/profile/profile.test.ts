import type { Profile } from "@shared/schemas/profile";
import { describe, expect, test } from "vitest";
import { serverWithAgents, signedInAgent, upload } from "../../../../tests/support/http-agent";
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
      phone: "+91 98200 33333",
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
