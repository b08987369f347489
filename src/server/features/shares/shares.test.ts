import { randomBytes } from "node:crypto";
import type { Property } from "@shared/schemas/property";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type Agent,
  createAgent,
  signedInAgent,
  upload,
} from "../../../../tests/support/http-agent";
import { startServerWithPages } from "../../../../tests/support/server-with-pages";
import type { TestServer } from "../../../../tests/support/test-server";
import { pdfFile, pngFile } from "../../storage/upload-fixtures";
import { SHARE_MISSES_ALLOWED } from "./guess-limit";

type Share = { token: string; url: string; viewCount: number; lastViewedAt: string | null };

const INDIA = { country: "IN", currencySymbol: "₹", numberSystem: "indian" };
const SECRETS = {
  ownerName: "Secret Owner Name",
  ownerPhone: "+91 99887 76655",
  clientNotes: "secret client notes",
  document: "secret-deed.pdf",
};

let server: TestServer;
let owner: Agent;
let stranger: Agent;

beforeAll(async () => {
  server = await startServerWithPages();
  owner = await signedInAgent(server);
  stranger = await signedInAgent(server);
  for (const agent of [owner, stranger]) {
    expect((await agent.put("/api/profile", profileOf(agent))).status).toBe(200);
  }
});
afterAll(async () => {
  await server.close();
});

describe("the agent's link to a listing", () => {
  test("is created once, kept while active, counted when opened, and stopped for good", async () => {
    const property = await listing(owner, "Sea View Flat");
    expect(await (await owner.get(sharePath(property))).json()).toBeNull();

    const created = await owner.post(sharePath(property), INDIA);
    expect(created.status).toBe(201);
    const share = (await created.json()) as Share;
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(share.url).toBe(`${server.url}/p/${share.token}`);
    expect(share).toMatchObject({ viewCount: 0, lastViewedAt: null });

    const again = await owner.post(sharePath(property), INDIA);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Share).token).toBe(share.token);

    const visitor = createAgent(server);
    expect((await visitor.get(`/api/public/listings/${share.token}`)).status).toBe(200);
    expect((await visitor.get(`/api/public/listings/${share.token}`)).status).toBe(200);
    const seen = (await (await owner.get(sharePath(property))).json()) as Share;
    expect(seen.viewCount).toBe(2);
    expect(Date.parse(seen.lastViewedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);

    expect((await owner.delete(sharePath(property))).status).toBe(204);
    expect(await (await owner.get(sharePath(property))).json()).toBeNull();
    for (const gone of publicPaths(share.token)) {
      expect((await visitor.get(gone)).status, gone).toBe(404);
    }

    const renewed = (await (await owner.post(sharePath(property), INDIA)).json()) as Share;
    expect(renewed.token).not.toBe(share.token);
    expect(renewed.viewCount).toBe(0);
    expect((await visitor.get(`/api/public/listings/${renewed.token}`)).status).toBe(200);
    expect((await visitor.get(`/api/public/listings/${share.token}`)).status).toBe(404);
  });

  test("dies with its listing", async () => {
    const property = await listing(owner, "Sold Plot");
    const share = await shared(owner, property);
    expect((await owner.delete(`/api/properties/${property.id}`)).status).toBe(204);
    for (const gone of publicPaths(share.token)) {
      expect((await createAgent(server).get(gone)).status, gone).toBe(404);
    }
  });

  test("takes only valid settings", async () => {
    const property = await listing(owner, "Garden Villa");
    const refused = await owner.post(sharePath(property), { ...INDIA, numberSystem: "roman" });
    expect(refused.status).toBe(400);
    expect(await (await owner.get(sharePath(property))).json()).toBeNull();
  });

  test("belongs to the listing's owner only; signed out it is 401", async () => {
    const property = await listing(owner, "Owner's Flat");
    const share = await shared(owner, property);
    for (const method of ["GET", "POST", "DELETE"]) {
      const init = { method, headers: { "content-type": "application/json" } };
      const body = method === "POST" ? { body: JSON.stringify(INDIA) } : {};
      const response = await stranger.request(sharePath(property), { ...init, ...body });
      expect(response.status, method).toBe(404);
      expect(await response.text()).not.toContain(share.token);
      const signedOut = await createAgent(server).request(sharePath(property), {
        ...init,
        ...body,
      });
      expect(signedOut.status, method).toBe(401);
    }
    expect((await createAgent(server).get(`/api/public/listings/${share.token}`)).status).toBe(200);
  });
});

describe("the shared listing, signed out", () => {
  test("shows the public fields, the agent's card and share-scoped photos, nothing private", async () => {
    const property = await listing(owner, "Lake Facing 3BHK", { withFiles: true });
    const client = await owner.post("/api/clients", {
      name: "Ravi",
      phone: "+91 98765 43210",
      notes: SECRETS.clientNotes,
    });
    expect(client.status).toBe(201);
    const share = await shared(owner, property);
    const visitor = createAgent(server);

    const response = await visitor.get(`/api/public/listings/${share.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      // When the enquiry form was handed out, signed: no secret of the account.
      enquiryStamp: expect.stringMatching(/^\d{13}\.[\w-]{43}$/),
      title: "Lake Facing 3BHK",
      description: "Quiet street",
      price: 12_500_000,
      mainType: "Residential Property",
      subType: "Apartment / Flat",
      status: "available",
      location: "Powai, Mumbai",
      purpose: "sale",
      bedrooms: 3,
      bathrooms: 2,
      landSizeSqft: null,
      landSizeAcres: null,
      builtUpArea: 1400,
      pricePerSqft: null,
      videoLinks: ["https://youtu.be/dQw4w9WgXcQ"],
      photoUrls: [`/p/${share.token}/photos/0`],
      settings: INDIA,
      agent: {
        name: profileOf(owner).fullName,
        email: owner.email,
        phone: "+919000011111",
        companyName: profileOf(owner).companyName,
        role: "Agent",
        avatarUrl: null,
      },
    });

    const photo = await visitor.get(`/p/${share.token}/photos/0`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
    expect((await visitor.get(`/p/${share.token}/photos/1`)).status).toBe(404);

    const page = await (await visitor.get(`/p/${share.token}`)).text();
    for (const text of [body, page]) {
      for (const secret of Object.values(SECRETS)) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toContain("/api/files/");
      expect(text).not.toContain(property.id);
    }
  });

  test("the page carries every chat-preview tag with absolute URLs, and its image downloads signed out", async () => {
    const property = await listing(owner, 'Villa "Sunrise" <Goa>', { withFiles: true });
    const share = await shared(owner, property);
    const page = await fetch(`${server.url}/p/${share.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();

    expect(html).toContain("<title>Villa &quot;Sunrise&quot; &lt;Goa&gt;</title>");
    expect(tag(html, "name", "robots")).toBe("noindex, nofollow");
    expect(tag(html, "property", "og:title")).toBe('Villa "Sunrise" <Goa>');
    expect(tag(html, "property", "og:description")).toBe("₹1,25,00,000 · Powai, Mumbai");
    expect(tag(html, "property", "og:url")).toBe(`${server.url}/p/${share.token}`);
    expect(tag(html, "name", "twitter:card")).toBe("summary_large_image");
    const image = tag(html, "property", "og:image");
    // The 1280 px size, not the phone's original (issue #25).
    expect(image).toBe(`${server.url}/p/${share.token}/photos/0?w=1280`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');

    const download = await fetch(image ?? "");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/webp");
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  test("a link that is gone still gets the app's page, saying noindex, with 404", async () => {
    const page = await fetch(`${server.url}/p/${randomBytes(24).toString("base64url")}`);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    expect(tag(html, "name", "robots")).toBe("noindex, nofollow");
  });

  test("a listing without photos previews with the app's fallback image, a PNG chat apps show", async () => {
    const share = await shared(owner, await listing(owner, "Bare Plot"));
    const html = await (await fetch(`${server.url}/p/${share.token}`)).text();
    const image = tag(html, "property", "og:image");
    expect(image).toBe(`${server.url}/property-preview.png`);
    const download = await fetch(image ?? "");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/png");
  });

  test("a rental's preview quotes the rent per month", async () => {
    const response = await owner.post("/api/properties", {
      title: "Furnished 2BHK",
      price: 65_000,
      location: "Bandra West",
      purpose: "rent",
    });
    expect(response.status).toBe(201);
    const share = await shared(owner, (await response.json()) as Property);
    const html = await (await fetch(`${server.url}/p/${share.token}`)).text();
    expect(tag(html, "property", "og:description")).toBe("₹65,000 / month · Bandra West");
    expect(tag(html, "name", "twitter:description")).toBe("₹65,000 / month · Bandra West");
  });

  test("one agent's token never shows another agent's listing or card", async () => {
    const mine = await shared(owner, await listing(owner, "Owner Listing"));
    const theirs = await shared(stranger, await listing(stranger, "Stranger Listing"));
    const visitor = createAgent(server);
    const ownerText = await (await visitor.get(`/api/public/listings/${mine.token}`)).text();
    const strangerText = await (await visitor.get(`/api/public/listings/${theirs.token}`)).text();
    expect(ownerText).toContain("Owner Listing");
    expect(ownerText).not.toContain(stranger.email);
    expect(ownerText).not.toContain("Stranger Listing");
    expect(strangerText).toContain(stranger.email);
    expect(strangerText).not.toContain(owner.email);
  });

  test("guessing tokens gets 404, then 429 for that address only", async () => {
    const share = await shared(owner, await listing(owner, "Guarded Flat"));
    const guesser = createAgent(server);
    for (let guess = 0; guess < SHARE_MISSES_ALLOWED; guess += 1) {
      const token = randomBytes(24).toString("base64url");
      const target = guess % 2 === 0 ? `/api/public/listings/${token}` : `/p/${token}/photos/0`;
      expect((await guesser.get(target)).status).toBe(404);
    }
    const blocked = await guesser.get(`/api/public/listings/${share.token}`);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    expect((await guesser.get(`/p/${share.token}`)).status).toBe(429);
    expect((await createAgent(server).get(`/api/public/listings/${share.token}`)).status).toBe(200);
  });
});

function profileOf(agent: Agent) {
  const name = agent.email.split("@")[0] ?? "";
  return { fullName: `Agent ${name}`, companyName: `${name} Realty`, phone: "+91 90000 11111" };
}

function sharePath(property: Property): string {
  return `/api/properties/${property.id}/share`;
}

function publicPaths(token: string): string[] {
  return [`/api/public/listings/${token}`, `/p/${token}`, `/p/${token}/photos/0`];
}

async function shared(agent: Agent, property: Property): Promise<Share> {
  const response = await agent.post(sharePath(property), INDIA);
  expect(response.status).toBe(201);
  return (await response.json()) as Share;
}

async function listing(agent: Agent, title: string, { withFiles = false } = {}) {
  const files = withFiles
    ? {
        photos: [await uploaded(agent, "photo", pngFile(), "front.png", "image/png")],
        documents: [
          await uploaded(agent, "document", pdfFile(), SECRETS.document, "application/pdf"),
        ],
      }
    : {};
  const response = await agent.post("/api/properties", {
    title,
    description: "Quiet street",
    price: 12_500_000,
    location: "Powai, Mumbai",
    mainType: "Residential Property",
    subType: "Apartment / Flat",
    bedrooms: 3,
    bathrooms: 2,
    builtUpArea: 1400,
    ownerName: SECRETS.ownerName,
    ownerPhone: SECRETS.ownerPhone,
    videoLinks: ["https://youtu.be/dQw4w9WgXcQ"],
    ...files,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Property;
}

async function uploaded(agent: Agent, kind: string, bytes: Uint8Array, name: string, type: string) {
  const response = await upload(agent, kind, bytes, name, type);
  expect(response.status).toBe(201);
  return (await response.json()) as { name: string; url: string; type: string };
}

/** A meta tag's content, the way a crawler reads it: attribute order as we render it. */
function tag(html: string, attribute: "name" | "property", key: string): string | undefined {
  const match = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return match?.[1]
    ?.replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
}
