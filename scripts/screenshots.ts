// Takes Chromium screenshots of pages at phone and desktop widths, signed in as a fresh agent.
// Usage: [SEED=12] tsx scripts/screenshots.ts http://localhost:3000 out-dir /login /dashboard …
// Signs in as the demo agent of scripts/seed.ts, adding SEED sample listings first.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { DEMO_ACCOUNT, seedDemo } from "./seed";

const [baseUrl = "http://localhost:3000", outDir = ".tmp/screens", ...paths] =
  process.argv.slice(2);
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];
const themes = (process.env.THEMES ?? "dark,light").split(",");

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ baseURL: baseUrl });
await seedDemo(baseUrl, Number(process.env.SEED ?? 0));
await context.request.post("/api/auth/sign-in/email", {
  data: DEMO_ACCOUNT,
  headers: { origin: baseUrl },
});

for (const theme of themes) {
  for (const size of WIDTHS) {
    const page = await context.newPage();
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.addInitScript((value) => localStorage.setItem("crm_theme", value), theme);
    for (const target of paths.length > 0 ? paths : ["/dashboard"]) {
      await page.goto(target);
      await page.waitForLoadState("networkidle");
      const file = `${target.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "root"}-${size.name}-${theme}.png`;
      await page.screenshot({ path: path.join(outDir, file), fullPage: true });
      console.log(path.join(outDir, file));
    }
    await page.close();
  }
}
await browser.close();
