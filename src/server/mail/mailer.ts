import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text, for mail that is read as a page (the morning digest). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
};
export type Mailer = { send(message: MailMessage): Promise<void> };
export type Log = (line: string) => void;

/** Without SMTP, e-mails go to the log and to `<outboxDir>/<time>-<to>.json` for the agent to open. */
export function createOutboxMailer(outboxDir: string, log: Log): Mailer {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const file = path.join(outboxDir, `${Date.now()}-${safeTo}.json`);
      await writeFile(
        file,
        JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2),
      );
      log(`mail to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
