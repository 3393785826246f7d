import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import { describe, expect, it } from "vitest";
import { trustProxy } from "./proxy.ts";

function request(peer: string, forwardedFor: string): IncomingMessage {
  const headers = { "x-forwarded-for": forwardedFor };
  return { socket: { remoteAddress: peer }, headers, connection: { remoteAddress: peer } } as never;
}

describe("trustProxy", () => {
  it("believes no forwarded address when no proxy is trusted", () => {
    const trust = trustProxy(false);
    expect(proxyAddr(request("203.0.113.5", "198.51.100.1"), trust)).toBe("203.0.113.5");
    expect(trust("127.0.0.1", 0)).toBe(false);
  });

  it("takes the right-most untrusted hop with one trusted proxy, whatever the client forged", () => {
    const req = request("127.0.0.1", "203.0.113.9, 198.51.100.20");
    expect(proxyAddr(req, trustProxy({ hops: 1 }))).toBe("198.51.100.20");
  });

  it("walks past every trusted address in a list", () => {
    const trust = trustProxy({ addresses: ["loopback", "10.0.0.0/8"] });
    const req = request("127.0.0.1", "203.0.113.9, 198.51.100.20, 10.1.1.1");
    expect(proxyAddr(req, trust)).toBe("198.51.100.20");
    expect(proxyAddr(request("198.51.100.7", "1.2.3.4"), trust)).toBe("198.51.100.7");
  });
});
