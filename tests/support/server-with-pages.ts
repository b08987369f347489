import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startTestServer, type TestServer } from "./test-server";

/**
 * A test server that serves the public pages (`/p/`, `/s/`) and the first screens the server draws
 * (`/properties`): the SPA's index.html, a build manifest naming only its entry, and the preview
 * image, without a build of the web app. `close` removes them too.
 */
export async function startServerWithPages(): Promise<TestServer> {
  const webDir = await mkdtemp(path.join(tmpdir(), "estate-web-"));
  await copyFile(path.resolve("src/web/index.html"), path.join(webDir, "index.html"));
  await copyFile(
    path.resolve("public/property-preview.png"),
    path.join(webDir, "property-preview.png"),
  );
  await mkdir(path.join(webDir, ".vite"));
  await writeFile(
    path.join(webDir, ".vite/manifest.json"),
    JSON.stringify({ "index.html": { file: "main.tsx" } }),
  );
  const server = await startTestServer({}, { webDir });
  return {
    ...server,
    close: async () => {
      await server.close();
      await rm(webDir, { recursive: true, force: true });
    },
  };
}
