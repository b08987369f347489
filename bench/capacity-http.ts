// The capacity benchmark's HTTP/1.1 client: one request at a time on each kept-alive connection,
// as a browser sends them, at a fraction of Node's http client's CPU. The load shares its core
// with PostgreSQL, so what the load spends is taken from the database it measures: with Node's
// client it took a fifth of that core at 1,000 agents and fired its steps late (decision 053).
import net from "node:net";

/** An answer as the load reads it: its status, headers (names in lower case) and body. */
export type Answer = { status: number; headers: Map<string, string[]>; body: Buffer };

export type LoadRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};

const HEADERS_END = Buffer.from("\r\n\r\n");
const LINE_END = Buffer.from("\r\n");
const SWEEP_EVERY_MS = 500;

/**
 * Sends requests to `url` over kept-alive connections, opening one when none is idle and closing
 * those idle for `idleMs` (before the server's keep-alive timeout could close one under a request
 * just sent on it). Resolves to the answer, or to null when none came in `timeoutMs`.
 */
export function httpClient(
  url: string,
  { idleMs, timeoutMs }: { idleMs: number; timeoutMs: number },
) {
  const { hostname, port } = new URL(url);
  const hostLine = `host: ${hostname}:${port}\r\n`;
  const idle: { socket: Connection; since: number }[] = [];
  // Runs while a connection is idle: a client per agent's browser must not keep a timer each.
  let sweep: NodeJS.Timeout | undefined;
  const closeIdle = () => {
    const now = performance.now();
    for (let at = idle.length - 1; at >= 0; at -= 1) {
      const entry = idle[at];
      if (entry && now - entry.since >= idleMs) {
        idle.splice(at, 1);
        entry.socket.destroy();
      }
    }
    if (idle.length === 0) {
      clearInterval(sweep);
      sweep = undefined;
    }
  };
  const connection = () => {
    // One the server closed while it was idle is passed over.
    for (let entry = idle.pop(); entry; entry = idle.pop()) {
      if (entry.socket.isReusable) {
        return entry.socket;
      }
    }
    return new Connection(net.connect({ host: hostname, port: Number(port), noDelay: true }));
  };
  return (request: LoadRequest): Promise<Answer | null> => {
    const socket = connection();
    return socket.send(head(request, hostLine), request.body, timeoutMs).then((answer) => {
      if (answer && socket.isReusable) {
        idle.push({ socket, since: performance.now() });
        sweep ??= setInterval(closeIdle, SWEEP_EVERY_MS).unref();
      } else {
        socket.destroy();
      }
      return answer;
    });
  };
}

function head({ method, path, headers, body }: LoadRequest, hostLine: string): string {
  let text = `${method} ${path} HTTP/1.1\r\n${hostLine}`;
  for (const name in headers) {
    text += `${name}: ${headers[name]}\r\n`;
  }
  if (body !== undefined) {
    text += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
  }
  return `${text}\r\n`;
}

/** One kept-alive connection, reading one answer at a time. */
class Connection {
  isReusable = true;
  private answer: AnswerReader | null = null;
  private settle: ((answer: Answer | null) => void) | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly socket: net.Socket) {
    socket.on("data", (chunk: Buffer) => this.read(chunk));
    socket.on("error", () => this.finish(null));
    socket.on("close", () => {
      this.isReusable = false;
      this.finish(this.answer?.atClose() ?? null);
    });
  }

  send(head: string, body: string | undefined, timeoutMs: number): Promise<Answer | null> {
    return new Promise((resolve) => {
      this.answer = new AnswerReader();
      this.settle = resolve;
      this.timer = setTimeout(() => {
        this.isReusable = false;
        this.finish(null);
      }, timeoutMs);
      this.socket.write(body === undefined ? head : head + body);
    });
  }

  destroy() {
    this.isReusable = false;
    this.socket.destroy();
  }

  private read(chunk: Buffer) {
    const answer = this.answer?.read(chunk);
    if (answer) {
      this.isReusable &&= !answer.headers.get("connection")?.includes("close");
      this.finish(answer);
    }
  }

  private finish(answer: Answer | null) {
    const settle = this.settle;
    if (!settle) {
      return;
    }
    clearTimeout(this.timer);
    this.settle = null;
    this.answer = null;
    settle(answer);
  }
}

/** Reads one answer from the bytes as they come: its head, then a sized or chunked body. */
class AnswerReader {
  private pending: Buffer = Buffer.alloc(0);
  private status = 0;
  private headers: Map<string, string[]> | null = null;
  /** The body's length when sized; -1 when chunked; null when it ends with the connection. */
  private length: number | null = null;
  private readonly chunks: Buffer[] = [];

  /** The whole answer once `chunk` completes it. */
  read(chunk: Buffer): Answer | null {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    if (!this.headers && !this.readHead()) {
      return null;
    }
    return this.length === -1 ? this.readChunks() : this.readSized();
  }

  /** An answer whose body ends with the connection. */
  atClose(): Answer | null {
    return this.headers && this.length === null ? this.whole([this.pending]) : null;
  }

  private readHead(): boolean {
    const end = this.pending.indexOf(HEADERS_END);
    if (end === -1) {
      return false;
    }
    const [statusLine = "", ...lines] = this.pending.toString("latin1", 0, end).split("\r\n");
    this.status = Number(statusLine.slice(9, 12));
    const headers = new Map<string, string[]>();
    for (const line of lines) {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      const values = headers.get(name);
      if (values) {
        values.push(value);
      } else {
        headers.set(name, [value]);
      }
    }
    this.headers = headers;
    this.pending = this.pending.subarray(end + HEADERS_END.length);
    const hasNoBody = this.status === 204 || this.status === 304 || this.status < 200;
    const contentLength = headers.get("content-length")?.[0];
    this.length = hasNoBody
      ? 0
      : headers.get("transfer-encoding")?.[0]?.includes("chunked")
        ? -1
        : contentLength === undefined
          ? null
          : Number(contentLength);
    return true;
  }

  private readSized(): Answer | null {
    return this.length !== null && this.pending.length >= this.length
      ? this.whole([this.pending.subarray(0, this.length)])
      : null;
  }

  /** Chunked: a hex size line, that many bytes and CRLF, until a chunk of size 0 and its CRLF. */
  private readChunks(): Answer | null {
    for (;;) {
      const lineEnd = this.pending.indexOf(LINE_END);
      if (lineEnd === -1) {
        return null;
      }
      const size = Number.parseInt(this.pending.toString("latin1", 0, lineEnd), 16);
      if (size === 0) {
        // No trailers from this server: the last chunk's line and an empty line.
        return this.pending.length >= lineEnd + 4 ? this.whole(this.chunks) : null;
      }
      const start = lineEnd + LINE_END.length;
      if (this.pending.length < start + size + LINE_END.length) {
        return null;
      }
      this.chunks.push(this.pending.subarray(start, start + size));
      this.pending = this.pending.subarray(start + size + LINE_END.length);
    }
  }

  private whole(parts: Buffer[]): Answer {
    const body = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
    return { status: this.status, headers: this.headers ?? new Map(), body };
  }
}
