import { describe, expect, test } from "vitest";
import { isAllowedPushEndpoint, parseEndpointHosts } from "./push-endpoint";

const EXTRA = parseEndpointHosts(" 127.0.0.1:8080, push.example.com ,");

describe("push service endpoints", () => {
  test.each([
    ["https://fcm.googleapis.com/fcm/send/abc", true],
    ["https://updates.push.services.mozilla.com/wpush/v2/abc", true],
    ["https://web.push.apple.com/QO8abc", true],
    ["https://wns2-par02p.notify.windows.com/w/?token=abc", true],
    ["http://127.0.0.1:8080/push/1", true],
    ["https://push.example.com/sub/1", true],
    // Plain http to a push service, or to a listed host that is not loopback.
    ["http://fcm.googleapis.com/fcm/send/abc", false],
    ["http://push.example.com/sub/1", false],
    // Another port than the listed one, or any port on a push service.
    ["http://127.0.0.1:8081/push/1", false],
    ["https://fcm.googleapis.com:8443/fcm/send/abc", false],
    // Private addresses, look-alike hosts and credentials.
    ["https://10.0.0.5/push", false],
    ["https://169.254.169.254/latest/meta-data", false],
    ["http://localhost:3000/api/health", false],
    ["https://fcm.googleapis.com.evil.example/fcm/send", false],
    ["https://evilnotify.windows.com/x", false],
    ["https://notify.windows.com/x", false],
    ["https://user:pass@fcm.googleapis.com/fcm/send/abc", false],
    ["not a url", false],
  ])("%s: %s", (endpoint, isAllowed) => {
    expect(isAllowedPushEndpoint(endpoint, EXTRA)).toBe(isAllowed);
  });

  test("reads PUSH_ENDPOINT_HOSTS as lower-case host[:port] entries", () => {
    expect(EXTRA).toEqual(["127.0.0.1:8080", "push.example.com"]);
  });
});
