import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startTestServer, type TestServer } from "./test-server";

/**
 * A test server that serves the public pages (`/p/`, `/s/`): the SPA's index.html and the
 * preview image, without a build of the web app. `close` removes them too.
 */
export async function startServerWithPages(): Promise<TestServer> {
  const webDir = await mkdtemp(path.join(tmpdir(), "estate-web-"));
  await copyFile(path.resolve("src/web/index.html"), path.join(webDir, "index.html"));
  await copyFile(
    path.resolve("public/property-preview.png"),
    path.join(webDir, "property-preview.png"),
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
