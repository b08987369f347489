import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../support/free-port";

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
// PostgreSQL refuses to run as root: as root, run its tools as the `postgres` OS user.
const IS_ROOT = userInfo().uid === 0;
const PG_OS_USER = "postgres";

/** Why a throw-away cluster cannot be made on this machine, or null when it can. */
export function clusterUnavailableReason(): string | null {
  if (!existsSync(path.join(PG_BIN, "pg_ctl"))) {
    return `PostgreSQL's initdb/pg_ctl are not in ${PG_BIN} (set PG_BIN)`;
  }
  if (IS_ROOT && !existsSync("/usr/sbin/runuser")) {
    return "running as root without runuser to start PostgreSQL as the postgres user";
  }
  return null;
}

export type Cluster = {
  url: string;
  start(): Promise<void>;
  /** `fast` shuts down cleanly; `immediate` is a crash: the next start replays the WAL. */
  stop(mode: "fast" | "immediate"): Promise<void>;
  destroy(): Promise<void>;
};

/** A fresh PostgreSQL cluster on a spare port of 127.0.0.1, in a temp folder, started. */
export async function createCluster(): Promise<Cluster> {
  const dir = await mkdtemp(path.join(tmpdir(), "estate-cluster-"));
  if (IS_ROOT) {
    const { stdout } = await run("id", ["-u", PG_OS_USER]);
    const uid = Number(stdout.trim());
    await chown(dir, uid, uid);
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  await pgTool("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  // fsync off only matters if the machine itself crashes; a stopped or killed server loses nothing.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      pgTool("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-o", options, "-w", "start"]),
    stop: (mode) => pgTool("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]),
    async destroy() {
      await cluster.stop("immediate").catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

async function pgTool(tool: string, args: string[]): Promise<void> {
  const command = path.join(PG_BIN, tool);
  await (IS_ROOT ? run("runuser", ["-u", PG_OS_USER, "--", command, ...args]) : run(command, args));
}
