import { EventEmitter, once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; text: string; link: string };

export type SmtpInbox = {
  url: string;
  /** The first e-mail to `to` whose subject matches, once it has arrived. */
  waitForMail(to: string, subject: RegExp): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** A real SMTP server on 127.0.0.1 that keeps every message it is given. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        received.push({ to, ...parseMessage(Buffer.concat(chunks).toString("utf8")) });
        callback();
        arrivals.emit("mail");
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    async waitForMail(to, subject) {
      for (;;) {
        const mail = received.find((m) => m.to.includes(to) && subject.test(m.subject));
        if (mail) {
          return mail;
        }
        await once(arrivals, "mail");
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Subject and plain-text body of a single-part message, undoing quoted-printable. */
function parseMessage(raw: string): Omit<ReceivedMail, "to"> {
  const [head = "", ...body] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, " ");
  const subject = headers.match(/^subject: (.*)$/im)?.[1]?.trim() ?? "";
  const isQuotedPrintable = /^content-transfer-encoding: quoted-printable/im.test(headers);
  const joined = body.join("\n\n");
  const text = isQuotedPrintable
    ? joined
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        )
    : joined;
  return { subject, text, link: text.match(/https?:\/\/\S+/)?.[0] ?? "" };
}
