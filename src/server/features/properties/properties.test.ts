import type { Property } from "@shared/schemas/property";
import { describe, expect, test } from "vitest";
import {
  type Agent,
  serverWithAgents,
  signedInAgent,
  upload,
} from "../../../../tests/support/http-agent";
import { pdfFile, pngFile } from "../../storage/upload-fixtures";

const context = serverWithAgents();

const seaView = { title: "Sea View Flat", price: 5_000_000, location: "Bandra West, Mumbai" };

async function create(agent: Agent, body: object): Promise<Property> {
  const response = await agent.post("/api/properties", body);
  expect(response.status).toBe(201);
  return (await response.json()) as Property;
}

async function uploaded(agent: Agent, kind: "photo" | "document") {
  const response =
    kind === "photo"
      ? await upload(agent, "photo", pngFile(), "front.png", "image/png")
      : await upload(agent, "document", pdfFile(), "deed.pdf", "application/pdf");
  return (await response.json()) as { name: string; url: string; type: string };
}

describe("creating a property", () => {
  test("fills SPEC's defaults and returns the row", async () => {
    const property = await create(context.owner, seaView);
    expect(property).toMatchObject({
      ...seaView,
      id: expect.any(String),
      status: "available",
      purpose: "sale",
      ownerPhone: "+91",
      description: "",
      bedrooms: null,
      builtUpArea: null,
      photos: [],
      documents: [],
      videoLinks: [],
      createdAt: expect.any(String),
    });
    expect(property).not.toHaveProperty("userId");
  });

  test("turns empty numbers into null and numeric text into numbers", async () => {
    const property = await create(context.owner, {
      ...seaView,
      price: "7500000.50",
      bedrooms: "",
      builtUpArea: "1250",
    });
    expect(property).toMatchObject({ price: 7_500_000.5, bedrooms: null, builtUpArea: 1250 });
  });

  test.each([
    [{ ...seaView, title: "  " }, "Title is required"],
    [{ ...seaView, price: "" }, "Price is required"],
    [{ ...seaView, location: undefined }, "Location is required"],
    [{ ...seaView, price: -1 }, "Price cannot be negative"],
    [{ ...seaView, status: "demolished" }, "Choose a valid status"],
    [
      { ...seaView, mainType: "Residential Property", subType: "Warehouse/Godown" },
      "Warehouse/Godown is not a sub type of Residential Property",
    ],
    [
      { ...seaView, videoLinks: ["https://example.com/video"] },
      "Please enter a valid YouTube video URL.",
    ],
  ])("refuses %j with a clear message and stores nothing", async (body, message) => {
    const before = ((await (await context.owner.get("/api/properties")).json()) as Property[])
      .length;
    const response = await context.owner.post("/api/properties", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message } });
    expect(((await (await context.owner.get("/api/properties")).json()) as Property[]).length).toBe(
      before,
    );
  });

  test("keeps a user id sent by the client out", async () => {
    const property = await create(context.owner, { ...seaView, userId: "someone-else" });
    expect((await context.stranger.get(`/api/properties/${property.id}`)).status).toBe(404);
    expect((await context.owner.get(`/api/properties/${property.id}`)).status).toBe(200);
  });

  test("takes JSON only", async () => {
    const response = await context.owner.request("/api/properties", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify(seaView),
    });
    expect(response.status).toBe(415);
    const broken = await context.owner.request("/api/properties", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      error: { message: "The request body is not valid JSON." },
    });
  });

  test("may only point at the owner's own uploads", async () => {
    const theirs = await uploaded(context.stranger, "photo");
    const response = await context.owner.post("/api/properties", { ...seaView, photos: [theirs] });
    expect(response.status).toBe(400);
    const outside = await context.owner.post("/api/properties", {
      ...seaView,
      photos: [{ name: "x.png", url: "https://elsewhere.example/x.png", type: "image/png" }],
    });
    expect(outside.status).toBe(400);
  });
});

describe("reading properties", () => {
  test("lists only the user's own, newest first", async () => {
    const agent = await signedInAgent(context.server);
    const first = await create(agent, { ...seaView, title: "First" });
    const second = await create(agent, { ...seaView, title: "Second" });
    await create(context.stranger, { ...seaView, title: "Not yours" });
    const list = (await (await agent.get("/api/properties")).json()) as Property[];
    expect(list.map((property) => property.id)).toEqual([second.id, first.id]);
  });

  test("answers 404 for another user's, an unknown or a malformed id", async () => {
    const property = await create(context.owner, seaView);
    expect((await context.stranger.get(`/api/properties/${property.id}`)).status).toBe(404);
    expect(
      (await context.owner.get("/api/properties/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
    const malformed = await context.owner.get("/api/properties/not-an-id");
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({ error: { message: "Property not found" } });
  });

  test("needs a session", async () => {
    expect((await fetch(`${context.server.url}/api/properties`)).status).toBe(401);
  });
});

describe("updating a property", () => {
  test("changes only the fields sent", async () => {
    const property = await create(context.owner, { ...seaView, bedrooms: 2 });
    const response = await context.owner.patch(`/api/properties/${property.id}`, {
      status: "sold",
      price: 5_500_000,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "sold",
      price: 5_500_000,
      bedrooms: 2,
      title: seaView.title,
    });
  });

  test("checks the sub type against the stored main type", async () => {
    const property = await create(context.owner, {
      ...seaView,
      mainType: "Residential Property",
      subType: "Penthouse",
    });
    const response = await context.owner.patch(`/api/properties/${property.id}`, {
      subType: "Hotel/Restaurant",
    });
    expect(response.status).toBe(400);
    const unchanged = (await (
      await context.owner.get(`/api/properties/${property.id}`)
    ).json()) as Property;
    expect(unchanged.subType).toBe("Penthouse");
  });

  test("cannot touch another user's property", async () => {
    const property = await create(context.owner, seaView);
    expect(
      (await context.stranger.patch(`/api/properties/${property.id}`, { title: "Mine now" }))
        .status,
    ).toBe(404);
    expect(
      ((await (await context.owner.get(`/api/properties/${property.id}`)).json()) as Property)
        .title,
    ).toBe(seaView.title);
  });

  test("deletes the files a save drops", async () => {
    const [photo, document] = [
      await uploaded(context.owner, "photo"),
      await uploaded(context.owner, "document"),
    ];
    const property = await create(context.owner, {
      ...seaView,
      photos: [photo],
      documents: [document],
    });
    expect((await context.owner.get(photo.url)).status).toBe(200);
    await context.owner.patch(`/api/properties/${property.id}`, { photos: [] });
    expect((await context.owner.get(photo.url)).status).toBe(404);
    expect((await context.owner.get(document.url)).status).toBe(200);
  });
});

describe("deleting a property", () => {
  test("removes it with its files", async () => {
    const photo = await uploaded(context.owner, "photo");
    const property = await create(context.owner, { ...seaView, photos: [photo] });
    expect((await context.stranger.delete(`/api/properties/${property.id}`)).status).toBe(404);
    expect((await context.owner.delete(`/api/properties/${property.id}`)).status).toBe(204);
    expect((await context.owner.get(`/api/properties/${property.id}`)).status).toBe(404);
    expect((await context.owner.get(photo.url)).status).toBe(404);
    expect((await context.owner.delete(`/api/properties/${property.id}`)).status).toBe(404);
  });
});
