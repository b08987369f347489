import type { Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_PORT } from "./support/e2e-server";
import { addProperty, expect, test } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

/** A phone-sized photo (3000×2000, grain over broad shapes), a few MB as JPEG. */
async function phonePhoto(): Promise<Buffer> {
  const shapes = await sharp({
    create: {
      width: 60,
      height: 40,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .resize(3000, 2000, { kernel: "cubic" })
    .png()
    .toBuffer();
  return sharp(shapes).jpeg({ quality: 95 }).toBuffer();
}

async function uploadPhoto(page: Page, bytes: Buffer) {
  const response = await page.request.post("/api/files", {
    multipart: {
      kind: "photo",
      file: { name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: bytes },
    },
    headers: { origin: `http://localhost:${E2E_PORT}` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { name: string; url: string; type: string };
}

test("on a phone, property cards load their photos in a small size, the first one first", async ({
  page,
  account,
}) => {
  void account;
  test.slow();
  const photo = await uploadPhoto(page, await phonePhoto());
  const original = await page.request.get(photo.url);
  const originalBytes = (await original.body()).byteLength;
  for (const title of ["Second Flat", "First Flat"]) {
    await addProperty(page, { title, photos: [photo] });
  }

  const photoResponses: { url: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    if (new URL(response.url()).pathname === photo.url) {
      photoResponses.push({ url: response.url(), bytes: (await response.body()).byteLength });
    }
  });
  await page.goto("/properties");
  const images = page.locator("article img");
  await expect(images.first()).toHaveJSProperty("complete", true);
  // A 358 px card at one device pixel a CSS pixel takes the 640 size, never the original.
  await expect
    .poll(async () => images.first().evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/\?w=640$/);

  const first = images.first();
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(first).toHaveAttribute("srcset", new RegExp(`${photo.url}\\?w=320 320w`));
  // A card never offers the 1280 size: a dense phone screen would pick it for a thumbnail.
  await expect(first).not.toHaveAttribute("srcset", /w=1280/);
  await expect(images.nth(1)).toHaveAttribute("loading", "lazy");

  expect(photoResponses.length).toBeGreaterThan(0);
  for (const response of photoResponses) {
    expect(new URL(response.url).search).toBe("?w=640");
    expect(response.bytes).toBeLessThan(originalBytes / 10);
  }
});
