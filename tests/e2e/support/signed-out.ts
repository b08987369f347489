import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { E2E_PORT } from "./e2e-server";

/** A second browser, signed out, as a client's or visitor's phone, its own caller for rate limits. */
export async function openSignedOut(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width, height: 900 },
    reducedMotion: "reduce",
    extraHTTPHeaders: { "x-forwarded-for": `10.${[...randomBytes(3)].join(".")}` },
  });
  return context.newPage();
}
