import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type Agent,
  createAgent,
  signedInAgent,
  upload,
} from "../../../../tests/support/http-agent";
import { startServerWithPages } from "../../../../tests/support/server-with-pages";
import type { TestServer } from "../../../../tests/support/test-server";
import { START_APP_CODE_SCRIPT } from "../../http/server-drawn-page";
import { pngFile } from "../../storage/upload-fixtures";
import { FIRST_SCREEN_CARDS } from "./first-screens.service";

const HOSTILE_TITLE = `<script>alert("x")</script> & "Sons"`;

let server: TestServer;
let owner: Agent;
let stranger: Agent;

beforeAll(async () => {
  server = await startServerWithPages();
  owner = await signedInAgent(server);
  stranger = await signedInAgent(server);
  for (let index = 1; index <= FIRST_SCREEN_CARDS + 1; index += 1) {
    await listing(owner, { title: `Owner flat ${index}` });
  }
  const photo = await upload(
    owner,
    "photo",
    pngFile({ width: 40, height: 25 }),
    "sea.png",
    "image/png",
  );
  await listing(owner, { title: HOSTILE_TITLE, photos: [await photo.json()], price: 7_500_000 });
  await listing(stranger, { title: "Stranger's bungalow" });
});
afterAll(async () => {
  await server.close();
});

describe("the Properties page a signed-in agent opens", () => {
  test("comes with its first cards drawn: newest first, text escaped, the first photo asked for first", async () => {
    const response = await owner.get("/properties");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("private");
    expect(response.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    const page = await response.text();
    const drawn = serverDrawn(page);
    const titles = [...drawn.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map(([, title]) => title);
    expect(titles).toEqual([
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Sons&quot;",
      "Owner flat 7",
      "Owner flat 6",
      "Owner flat 5",
      "Owner flat 4",
      "Owner flat 3",
    ]);
    expect(page).not.toContain(HOSTILE_TITLE);
    expect(drawn).toContain("₹75,00,000");
    const [firstImage] = drawn.match(/<img [^>]*>/g) ?? [];
    expect(firstImage).toContain('fetchpriority="high"');
    expect(firstImage).toMatch(
      /srcset="\/api\/files\/[^"]+\?w=320 320w, \/api\/files\/[^"]+\?w=640 640w"/,
    );
    expect(drawn.match(/<img /g)).toHaveLength(1);
  });

  test("holds the app's scripts until its photo is on screen, with the starter allowed by its hash", async () => {
    const response = await owner.get("/properties");
    const page = await response.text();
    const beforeTemplate = page.slice(0, page.indexOf('<template id="app-code">'));
    expect(beforeTemplate).not.toMatch(/<script type="module"/);
    expect(page).toMatch(/<template id="app-code"><script type="module"[^>]*><\/script>/);
    expect(page).toContain(`<script>${START_APP_CODE_SCRIPT}</script>`);
    const hash = createHash("sha256").update(START_APP_CODE_SCRIPT).digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
  });

  test("shows another agent only their own listings", async () => {
    const drawn = serverDrawn(await (await stranger.get("/properties")).text());
    expect(drawn).toContain("Stranger&#39;s bungalow");
    expect(drawn).not.toContain("Owner flat");
    expect(drawn).not.toContain("alert");
  });

  test("is the app's plain page for anyone signed out or with a session that is no more", async () => {
    const signedOut = await createAgent(server).get("/properties");
    expect(signedOut.status).toBe(200);
    const forged = createAgent(server, {
      cookies: new Map([...owner.cookies].map(([name, value]) => [name, `${value}x`])),
    });
    for (const response of [signedOut, await forged.get("/properties")]) {
      const page = await response.text();
      expect(page).toContain('<div id="root"></div>');
      expect(page).not.toContain("server-drawn");
      expect(page).not.toContain("Owner flat");
      expect(page).toMatch(/<script type="module"/);
    }
  });
});

function serverDrawn(page: string): string {
  const start = page.indexOf('<div id="server-drawn">');
  expect(start).toBeGreaterThan(0);
  return page.slice(start, page.indexOf('<div id="root">'));
}

async function listing(agent: Agent, fields: Record<string, unknown>) {
  const response = await agent.post("/api/properties", {
    location: "Bandra West",
    price: 5_000_000,
    ...fields,
  });
  expect(response.status).toBe(201);
}
