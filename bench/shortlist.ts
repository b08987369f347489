// A client's shortlist page (issue #27): the HTML of /s/<token> with 20 listings sent, signed out.
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createListings, signIn, startBenchServer } from "./support";
import { report, timeEachAsync } from "./timing";

const LISTINGS = 20;
const GOAL_P99_MS = 30;

export async function benchShortlist() {
  const webDir = await mkdtemp(path.join(tmpdir(), "estate-bench-web-"));
  await copyFile(path.resolve("src/web/index.html"), path.join(webDir, "index.html"));
  const { server, close } = await startBenchServer({ name: "shortlist", webDir });
  try {
    const cookie = await signIn(server.url);
    const headers = { cookie, origin: server.url, "content-type": "application/json" };
    await createListings(server.url, cookie, LISTINGS);
    const listings = (await (await fetch(`${server.url}/api/properties`, { headers })).json()) as {
      id: string;
    }[];
    const client = (await (
      await fetch(`${server.url}/api/clients`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name: "Meera Kapoor", phone: "+91 98200 11111" }),
      })
    ).json()) as { id: string };
    const { token } = (await (
      await fetch(`${server.url}/api/clients/${client.id}/shortlist`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          propertyIds: listings.map(({ id }) => id),
          country: "IN",
          currencySymbol: "₹",
          numberSystem: "indian",
        }),
      })
    ).json()) as { token: string };
    report(
      `[pglite] GET /s/<token> (the shortlist page's HTML, ${LISTINGS} listings, signed out)`,
      await timeEachAsync(async () => {
        const response = await fetch(`${server.url}/s/${token}`);
        if (response.status !== 200) {
          throw new Error(`the shortlist page answered ${response.status}`);
        }
        await response.arrayBuffer();
      }, 300),
      GOAL_P99_MS,
    );
  } finally {
    await close();
    await rm(webDir, { recursive: true, force: true });
  }
}
