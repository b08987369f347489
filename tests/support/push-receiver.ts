import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import type { PushPayload, PushSubscriptionInput } from "../../src/shared/schemas/notifications";

/** One message as it arrived: its device, what it said once decrypted, and the answer given. */
export type Delivery = { deviceId: string; payload: PushPayload; status: number };

export type PushReceiver = {
  /** For the server's PUSH_ENDPOINT_HOSTS: `127.0.0.1:<port>`. */
  host: string;
  /** Every message that passed the checks, in order of arrival. */
  deliveries: Delivery[];
  /** Messages refused: a bad VAPID token, a key not the server's, a payload that did not decrypt. */
  refusals: string[];
  /** A new device; `statuses` are its answers in turn (201 once they run out). */
  device(statuses?: number[]): { id: string; subscription: PushSubscriptionInput };
  /** Answers every message after this long. */
  delayMs: number;
  /** The server's VAPID public key: messages signed with another are refused. */
  expectKey(publicKey: string): void;
  waitFor(count: number, timeoutMs?: number): Promise<Delivery[]>;
  close(): Promise<void>;
};

/**
 * A push service on 127.0.0.1 for tests, independent of the `web-push` library the server sends
 * with: it checks the VAPID token (RFC 8292: ES256 by the key in `k`, `aud` this origin, `exp`
 * within 24 hours) and decrypts each message (RFC 8291, aes128gcm) with node:crypto alone.
 */
export async function startPushReceiver(): Promise<PushReceiver> {
  const devices = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; auth: Buffer; statuses: number[] }
  >();
  const deliveries: Delivery[] = [];
  const refusals: string[] = [];
  let serverKey = "";
  const receiver: PushReceiver = {
    host: "",
    deliveries,
    refusals,
    delayMs: 0,
    expectKey(publicKey) {
      serverKey = publicKey;
    },
    device(statuses = []) {
      const id = randomBytes(8).toString("hex");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, statuses: [...statuses] });
      return {
        id,
        subscription: {
          endpoint: `http://${receiver.host}/push/${id}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString("base64url"),
            auth: auth.toString("base64url"),
          },
          label: `Test device ${id}`,
        },
      };
    },
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (deliveries.length < count && Date.now() < deadline) {
        await sleep(50);
      }
      return deliveries;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    void receive(request, response);
  });
  async function receive(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    const id = request.url?.split("/").at(-1) ?? "";
    const device = devices.get(id);
    if (!device) {
      return response.writeHead(404).end();
    }
    const origin = `http://${receiver.host}`;
    const problem = vapidProblem(request.headers.authorization ?? "", origin, serverKey);
    if (problem || request.headers["content-encoding"] !== "aes128gcm" || !request.headers.ttl) {
      refusals.push(problem ?? "not aes128gcm with a TTL");
      return response.writeHead(401).end();
    }
    let payload: PushPayload;
    try {
      payload = JSON.parse(decrypt(Buffer.concat(chunks), device.ecdh, device.auth)) as PushPayload;
    } catch (error) {
      refusals.push(`undecryptable: ${String(error)}`);
      return response.writeHead(400).end();
    }
    const status = device.statuses.shift() ?? 201;
    deliveries.push({ deviceId: id, payload, status });
    await sleep(receiver.delayMs);
    response.writeHead(status).end();
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  receiver.host = `127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return receiver;
}

/** What is wrong with `vapid t=<jwt>, k=<key>`, or null when it is right. */
function vapidProblem(authorization: string, origin: string, serverKey: string): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) {
    return `no VAPID authorization: ${authorization}`;
  }
  const [, token = "", key = ""] = match;
  if (key !== serverKey) {
    return "signed with a key not the server's";
  }
  const [header = "", claims = "", signature = ""] = token.split(".");
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const isSigned = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string };
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, "base64url").toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  const now = Date.now() / 1000;
  if (!isSigned || alg !== "ES256") {
    return "a VAPID token not signed by the key";
  }
  if (
    aud !== origin ||
    !(exp > now && exp <= now + 24 * 60 * 60) ||
    !/^(mailto:|https:)/.test(sub)
  ) {
    return `VAPID claims wrong: ${JSON.stringify({ aud, exp, sub })}`;
  }
  return null;
}

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm record, to the device's key and secret. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const sharedSecret = ecdh.computeSecret(serverPublic);
  const prkKey = hmac(authSecret, sharedSecret);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    ecdh.getPublicKey(),
    serverPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const contentKey = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) {
    throw new Error("no last-record delimiter");
  }
  return padded.subarray(0, end).toString("utf8");
}

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac("sha256", key).update(data).digest();
}
