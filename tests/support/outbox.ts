import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

/** The newest e-mail written to DATA_DIR/outbox for an address, and the first link in it. */
export async function lastMailTo(
  dataDir: string,
  to: string,
): Promise<OutboxMail & { link: string }> {
  const dir = path.join(dataDir, "outbox");
  const files = (await readdir(dir)).filter((file) => file.endsWith(".json")).sort();
  for (const file of files.reverse()) {
    const mail = JSON.parse(await readFile(path.join(dir, file), "utf8")) as OutboxMail;
    if (mail.to === to) {
      return { ...mail, link: mail.text.match(/https?:\/\/\S+/)?.[0] ?? "" };
    }
  }
  throw new Error(`no e-mail to ${to} in ${dir}`);
}
