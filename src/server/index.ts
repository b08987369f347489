import path from "node:path";
import { ConfigError, loadConfig } from "./env";
import { startServer } from "./server";

try {
  const config = loadConfig();
  const server = await startServer(config, {
    webDir: path.resolve("dist/web"),
    databaseTemplateDir: path.resolve("dist/db-template"),
  });
  console.log(`Estate CRM is running at ${server.url}`);
  const shutdown = () => {
    void server.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
