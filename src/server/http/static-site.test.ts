import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort } from "../../../tests/support/free-port";
import { inlineScriptSources, inlineScripts } from "./inline-scripts";
import { staticSite } from "./static-site";

const SCRIPT = "console.log('the app');".repeat(100);
const INDEX_HTML = `<!doctype html><head><title>Estate CRM</title><script>document.documentElement.lang = "en";</script><link rel="stylesheet" href="/assets/app.css"></head><body></body>`;
const WORKER = "self.addEventListener('fetch', () => {});".repeat(100);

const BUILD_MANIFEST = {
  "index.html": { file: "assets/app-1a2b.js", imports: ["_framework.js"] },
  "_framework.js": { file: "assets/framework-9z8y.js" },
  "features/auth/login-page.tsx": {
    file: "assets/login-page-3c4d.js",
    imports: ["_framework.js", "_auth.js"],
  },
  "_auth.js": { file: "assets/auth-5e6f.js" },
};

let webDir: string;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), "estate-web-"));
  await mkdir(path.join(webDir, "assets"));
  await writeFile(path.join(webDir, "index.html"), INDEX_HTML);
  await mkdir(path.join(webDir, ".vite"));
  await writeFile(path.join(webDir, ".vite/manifest.json"), JSON.stringify(BUILD_MANIFEST));
  await writeFile(path.join(webDir, "assets/app-1a2b.js"), SCRIPT);
  await writeFile(path.join(webDir, "assets/app-1a2b.js.gz"), gzipSync(SCRIPT));
  await writeFile(path.join(webDir, "assets/app-1a2b.js.br"), "brotli bytes");
  await writeFile(path.join(webDir, "sw.js"), WORKER);
  await writeFile(path.join(webDir, "sw.js.br"), "worker brotli bytes");
  await writeFile(path.join(webDir, "manifest.webmanifest"), '{"name":"Estate CRM"}');
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = serve({ fetch: staticSite(webDir).fetch, port });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(webDir, { recursive: true, force: true });
});

describe("the built web app", () => {
  test("sends the build's own brotli or gzip file to a browser that accepts it", async () => {
    const brotli = await rawGet("/assets/app-1a2b.js", "gzip, deflate, br");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await brotli.text()).toBe("brotli bytes");

    const gzip = await rawGet("/assets/app-1a2b.js", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");

    const plain = await rawGet("/assets/app-1a2b.js", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  test("answers every app path with index.html, never cached", async () => {
    for (const appPath of ["/", "/index.html", "/properties/42"]) {
      const page = await fetch(`${baseUrl}${appPath}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-cache");
      expect(await page.text()).toContain("<title>Estate CRM</title>");
    }
  });

  test("announces a first screen's own chunks on its page, and only there", async () => {
    const login = await (await fetch(`${baseUrl}/login`)).text();
    const preloaded = [...login.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    // The framework chunk is the entry's: index.html announces it already.
    expect(preloaded.map((link) => link[1])).toEqual([
      "/assets/login-page-3c4d.js",
      "/assets/auth-5e6f.js",
    ]);
    expect(login.indexOf("modulepreload")).toBeLessThan(login.indexOf("</head>"));

    for (const otherPath of ["/properties/42", "/login/extra"]) {
      expect(await (await fetch(`${baseUrl}${otherPath}`)).text()).not.toContain("modulepreload");
    }
  });

  test("the dashboard's page asks for the session beside the scripts; the sign-in page does not", async () => {
    const sessionPreload = `<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">`;
    const dashboard = await (await fetch(`${baseUrl}/dashboard`)).text();
    expect(dashboard).toContain(sessionPreload);
    expect(dashboard.indexOf(sessionPreload)).toBeLessThan(dashboard.indexOf("</head>"));
    expect(await (await fetch(`${baseUrl}/login`)).text()).not.toContain(sessionPreload);
  });

  test("the dashboard's page asks for its summary by a script the Content-Security-Policy allows, before the stylesheet", async () => {
    const dashboard = await (await fetch(`${baseUrl}/dashboard`)).text();
    const scripts = inlineScripts(dashboard);
    expect(scripts).toHaveLength(2);
    const summaryScript = scripts.find((script) => script.includes('"/api/dashboard?"')) ?? "";
    expect(dashboard.indexOf(summaryScript)).toBeLessThan(
      dashboard.indexOf('<link rel="stylesheet"'),
    );
    const allowed = inlineScriptSources(INDEX_HTML);
    for (const script of scripts) {
      const hash = createHash("sha256").update(script).digest("base64");
      expect(allowed).toContain(`'sha256-${hash}'`);
    }
    const login = await (await fetch(`${baseUrl}/login`)).text();
    expect(login).not.toContain("/api/dashboard");
    // The dashboard's and the one that starts the app behind a server-drawn screen.
    expect(inlineScriptSources(null)).toHaveLength(2);
  });

  test("sends the service worker and the manifest with their types, never cached", async () => {
    const worker = await rawGet("/sw.js", "br");
    expect(worker.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(worker.headers.get("content-encoding")).toBe("br");
    expect(worker.headers.get("cache-control")).toBe("no-cache");

    const manifest = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    expect(await manifest.json()).toEqual({ name: "Estate CRM" });
  });
});

/** Node's fetch would decode the body and hide what was sent: ask with a raw Accept-Encoding. */
function rawGet(pathName: string, acceptEncoding: string) {
  return new Promise<{ headers: Headers; text(): Promise<string> }>((resolve, reject) => {
    request(`${baseUrl}${pathName}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          headers.set(name, String(value));
        }
        resolve({ headers, text: async () => Buffer.concat(chunks).toString() });
      });
    })
      .on("error", reject)
      .end();
  });
}
