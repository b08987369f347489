import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";

/** The server's VAPID key pair (RFC 8292), base64url as browsers take the public key. */
export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * A fresh install signs its push messages with keys generated once and kept in DATA_DIR, like
 * its auth secret. Replicas must share them (VAPID_* variables): a device subscribed with one
 * public key refuses messages signed with another.
 */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, "vapid-keys.json");
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
