import { isAllowedPushEndpoint } from "@shared/domain/push-endpoint";
import type { PushPayload } from "@shared/schemas/notifications";
import webpush from "web-push";
import type { PushConfig } from "../../env";

/** A device's subscription as stored: where to send and the keys to encrypt to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** `gone`: the push service no longer knows the device (404/410), so it is removed at once. */
export type SendOutcome = "sent" | "gone" | "failed";

export type SendPush = (target: PushTarget, payload: PushPayload) => Promise<SendOutcome>;

/** A notification the phone shows after it was offline a day is news no more. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
/** Web Push carries 4 KB at most; a notification's body needs far less. */
const BODY_CHARS = 300;

/**
 * Sends one notification to one device: encrypted (RFC 8291, aes128gcm) and signed (VAPID, RFC
 * 8292) by `web-push`, posted with fetch, which follows no redirect. An endpoint that is not
 * (or no longer) allowed is treated as gone, never called.
 */
export function pushSender(config: PushConfig): SendPush {
  const vapidHeaders = vapidHeaderCache(config);
  return async (target, payload) => {
    if (!isAllowedPushEndpoint(target.endpoint, config.endpointHosts)) {
      return "gone";
    }
    const message = { ...payload, body: payload.body.slice(0, BODY_CHARS) };
    const request = encrypted(target, JSON.stringify(message), vapidHeaders);
    if (!request) {
      return "gone";
    }
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Uint8Array<ArrayBuffer>,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) {
        return "gone";
      }
      return response.ok ? "sent" : "failed";
    } catch {
      return "failed";
    }
  };
}

/** The request for one message, or null for keys no message can be encrypted to (never usable). */
function encrypted(
  target: PushTarget,
  message: string,
  vapidHeaders: (audience: string) => Record<string, string>,
) {
  try {
    return webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      message,
      {
        headers: vapidHeaders(new URL(target.endpoint).origin),
        TTL: TTL_SECONDS,
        contentEncoding: "aes128gcm",
        urgency: "high",
      },
    );
  } catch {
    return null;
  }
}

/** A VAPID token may last 24 hours; one is reused for an hour, then made anew. */
const TOKEN_LIFETIME_S = 12 * 60 * 60;
const TOKEN_REUSE_MS = 60 * 60 * 1000;

/**
 * The VAPID header per push service (its origin is the token's audience), signed once an hour
 * rather than for every message: the signature costs several times the encryption.
 */
function vapidHeaderCache(config: PushConfig) {
  const cache = new Map<string, { headers: Record<string, string>; madeAt: number }>();
  return (audience: string) => {
    const now = Date.now();
    const cached = cache.get(audience);
    if (cached && now - cached.madeAt < TOKEN_REUSE_MS) {
      return cached.headers;
    }
    const headers = webpush.getVapidHeaders(
      audience,
      config.subject,
      config.publicKey,
      config.privateKey,
      "aes128gcm",
      Math.floor(now / 1000) + TOKEN_LIFETIME_S,
    ) as unknown as Record<string, string>;
    cache.set(audience, { headers, madeAt: now });
    return headers;
  };
}
