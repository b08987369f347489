// Docker does not run on our machines: this checks what can be checked without it, that the
// Dockerfile and compose.yaml name files that exist, the app's own start command, health route
// and configuration variables.
import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

const read = (file: string) => readFileSync(file, "utf8");
const dockerfile = instructions(read("Dockerfile"));
const dockerignore = read(".dockerignore")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
const compose = read("compose.yaml");
const packageJson = JSON.parse(read("package.json")) as { scripts: Record<string, string> };

describe("the Dockerfile", () => {
  test("builds on Node 20 slim in two stages and runs as a non-root user", () => {
    const stages = dockerfile.filter(([name]) => name === "FROM").map(([, args]) => args);
    expect(stages).toEqual(["node:20-slim AS build", "node:20-slim"]);
    expect(argsOf("RUN")).toContain("npm ci --omit=dev && npm cache clean --force");
    expect(argsOf("USER")).toEqual(["node"]);
  });

  test("copies from the build context only files that exist and .dockerignore lets through", () => {
    const sources = argsOf("COPY")
      .filter((args) => !args.startsWith("--from"))
      .flatMap((args) => args.split(/\s+/).slice(0, -1));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources.filter((path) => path !== ".")) {
      expect(existsSync(source), source).toBe(true);
      expect(dockerignore, source).not.toContain(source);
    }
    expect(dockerignore).toEqual(expect.arrayContaining(["node_modules", "dist", "data", ".git"]));
  });

  test("copies from the build stage what scripts/build-if-stale.mjs builds", () => {
    const builder = read("scripts/build-if-stale.mjs");
    const outputs = [...builder.matchAll(/"(dist\/[a-z-]+)/g)].map(([, path]) => path ?? "");
    expect(outputs).toEqual(
      expect.arrayContaining(["dist/server", "dist/db-template", "dist/web"]),
    );
    expect(argsOf("RUN")).toContain("node scripts/build-if-stale.mjs");
    const copied = argsOf("COPY")
      .filter((args) => args.startsWith("--from=build"))
      .map((args) => args.split(/\s+/)[1]?.replace("/app/", ""));
    for (const output of outputs) {
      expect(
        copied.some((path) => path && output.startsWith(path)),
        output,
      ).toBe(true);
    }
  });

  test("starts the server as npm start does, after its build", () => {
    const [cmd] = argsOf("CMD");
    const nodePart = packageJson.scripts.start?.split("&&").at(-1)?.trim();
    expect((JSON.parse(cmd ?? "[]") as string[]).join(" ")).toBe(nodePart);
    expect(read("README.md")).toContain(`npm start`);
    expect(read("README.md")).toContain(nodePart);
  });
});

describe("the health check", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test("asks a route the server answers", async () => {
    const [healthcheck] = argsOf("HEALTHCHECK");
    const path = /'(\/api\/[a-z/]+)'/.exec(healthcheck ?? "")?.[1];
    expect(path).toBe("/api/health");
    expect((await fetch(`${server.url}${path}`)).status).toBe(200);
  });
});

describe("compose.yaml", () => {
  test("runs PostgreSQL, MinIO and its bucket, two replicas and a proxy", () => {
    const services = [...compose.matchAll(/^ {2}([a-z0-9-]+):/gm)].map(([, name]) => name);
    expect(services).toEqual(
      expect.arrayContaining(["postgres", "minio", "minio-setup", "app1", "app2", "proxy"]),
    );
    expect(compose).toMatch(/^ {2}app1: \*app$/m);
    expect(compose).toMatch(/^ {2}app2: \*app$/m);
  });

  test("gives the app only variables the server reads, the required ones included", () => {
    const appBlock = compose.slice(compose.indexOf("x-app:"), compose.indexOf("\nservices:"));
    const envBlock = appBlock.slice(
      appBlock.indexOf("environment:"),
      appBlock.indexOf("depends_on:"),
    );
    const names = [...envBlock.matchAll(/^ {4}([A-Z0-9_]+):/gm)].map(([, name]) => name ?? "");
    const known = [...read("src/server/env.ts").matchAll(/^ {2}([A-Z0-9_]+): /gm)].map(
      ([, name]) => name,
    );
    expect(names).toEqual(expect.arrayContaining(["AUTH_SECRET", "DATABASE_URL", "S3_BUCKET"]));
    for (const name of names) {
      expect(known, name).toContain(name);
    }
  });

  test("creates the bucket the app uses, and mounts files that exist", () => {
    const bucket = /S3_BUCKET: (\S+)/.exec(compose)?.[1];
    expect(compose).toContain(`mc mb --ignore-existing local/${bucket}`);
    const mounts = [...compose.matchAll(/- (\.\/[^:]+):/g)].map(([, file]) => file ?? "");
    expect(mounts).toEqual(["./deploy/Caddyfile"]);
    for (const file of mounts) {
      expect(existsSync(file), file).toBe(true);
    }
    expect(read("deploy/Caddyfile")).toContain("reverse_proxy app1:3000 app2:3000");
  });
});

/** [instruction, arguments] for each instruction, continuation lines joined, comments left out. */
function instructions(text: string): [string, string][] {
  return text
    .replace(/\\\n\s*/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [name = "", ...rest] = line.split(/\s+/);
      return [name.toUpperCase(), rest.join(" ")];
    });
}

function argsOf(instruction: string): string[] {
  return dockerfile.filter(([name]) => name === instruction).map(([, args]) => args);
}
