import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address for rate limiting: the socket's, unless the operator says a trusted proxy
 * sits in front (TRUST_PROXY), in which case the proxy's X-Forwarded-For is believed.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) {
      return forwarded;
    }
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
