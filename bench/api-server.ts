/**
 * The server the API benchmark loads, in a process of its own so the load generator does not share
 * its event loop: the product server, and beside it a bare route that runs the same query as
 * `GET /api/properties/:id` on the same database handle with no middleware, session or validation.
 * Prints one JSON line with both addresses once it listens.
 */
import { serve } from "@hono/node-server";
import { loadConfig } from "@server/env";
import { getProperty } from "@server/features/properties/properties.service";
import { startServer } from "@server/server";
import { Hono } from "hono";

const server = await startServer(loadConfig(), { log: () => {} });
const bare = new Hono().get("/properties/:userId/:id", async (c) =>
  c.json(await getProperty(server.db, c.req.param("userId"), c.req.param("id"))),
);
const bareServer = serve({ fetch: bare.fetch, port: 0 }, (info) => {
  console.log(JSON.stringify({ url: server.url, bareUrl: `http://localhost:${info.port}` }));
});

process.once("SIGTERM", () => {
  bareServer.close();
  void server.close().finally(() => process.exit(0));
});
