/**
 * Which push service addresses the server may send to (issue 28): https on the browsers' own push
 * services, plus the operator's `PUSH_ENDPOINT_HOSTS` (`host[:port]`), where plain http is allowed
 * for loopback hosts only. Nothing else, so a subscription cannot make the server call into its
 * own network.
 */

/** Exact hosts, and `.suffix` for a service's many hosts. */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  ".push.services.mozilla.com",
  "web.push.apple.com",
  ".push.apple.com",
  ".notify.windows.com",
] as const;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const REFUSED_ENDPOINT_MESSAGE =
  "Notifications can only go through a browser's own push service.";

/** Whether `endpoint` is a push service address the server may call. */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) {
    return false;
  }
  const hostWithPort = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  if (extraHosts.includes(hostWithPort)) {
    return url.protocol === "https:" || (url.protocol === "http:" && isLoopback(url.hostname));
  }
  return url.protocol === "https:" && url.port === "" && isPushServiceHost(url.hostname);
}

/** `PUSH_ENDPOINT_HOSTS` as a list: 'push.example.com, 127.0.0.1:8080' → two hosts, lower case. */
export function parseEndpointHosts(value: string): string[] {
  return value
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== "");
}

function isPushServiceHost(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith(".")
      ? hostname.endsWith(host) && hostname.length > host.length
      : hostname === host,
  );
}

function isLoopback(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}
