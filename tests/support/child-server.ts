import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./free-port";

const START_DEADLINE_MS = 60_000;
const POLL_MS = 100;

export type ChildServer = {
  url: string;
  /** Everything it printed, stdout and stderr, line by line. */
  output: string[];
  /** Sends the signal and resolves to the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * `src/server/index.ts` in a process of its own, as an operator runs a replica (through tsx: no
 * build needed), on a free port of 127.0.0.1; resolves once /api/health answers.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString("utf8").split("\n"));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, output);
  return {
    url,
    output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) {
        child.kill(signal);
      }
      return child.exitCode ?? exited;
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${output.join("\n")}`);
    }
    const response = await fetch(`${url}/api/health`).catch(() => null);
    if (response?.ok) {
      return;
    }
    await sleep(POLL_MS);
  }
  child.kill("SIGKILL");
  throw new Error(
    `no answer at ${url} within ${START_DEADLINE_MS / 1000} s:\n${output.join("\n")}`,
  );
}
