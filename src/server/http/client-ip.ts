import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import proxyAddr from "proxy-addr";

/**
 * The caller's address for rate limiting. With no trusted proxy it is the socket's. Each of the
 * `trustedHops` proxies in front appends the address it received from to X-Forwarded-For, so the
 * caller is the entry the outermost of them appended; anything to its left was sent by the caller
 * and may be forged. (The same rule as Express's `trust proxy` with a hop count.)
 */
export function clientIp(c: Context<{ Bindings: HttpBindings }>, trustedHops: number) {
  const incoming = c.env?.incoming;
  if (!incoming) {
    return undefined;
  }
  return proxyAddr(incoming, (_address, hop) => hop < trustedHops);
}
