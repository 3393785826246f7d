import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { createProxyTrust } from "./proxy.ts";

function request(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers, connection: { remoteAddress: peer } } as never;
}

describe("createProxyTrust", () => {
  it("believes no forwarded header when no proxy is trusted", () => {
    const trust = createProxyTrust(false);
    const req = request("203.0.113.5", {
      "x-forwarded-for": "198.51.100.1",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
      host: "www.vidyutpower.example",
    });
    expect(trust.clientAddress(req)).toBe("203.0.113.5");
    expect(trust.protocol(req)).toBe("http");
    expect(trust.forwardedProtocol(req)).toBeUndefined();
    expect(trust.host(req)).toBe("www.vidyutpower.example");
  });

  it("takes the right-most untrusted hop with one trusted proxy, whatever the client forged", () => {
    const trust = createProxyTrust({ hops: 1 });
    const req = request("127.0.0.1", { "x-forwarded-for": "203.0.113.9, 198.51.100.20" });
    expect(trust.clientAddress(req)).toBe("198.51.100.20");
  });

  it("walks past every trusted address in a list", () => {
    const trust = createProxyTrust({ addresses: ["loopback", "10.0.0.0/8"] });
    const req = request("127.0.0.1", {
      "x-forwarded-for": "203.0.113.9, 198.51.100.20, 10.1.1.1",
    });
    expect(trust.clientAddress(req)).toBe("198.51.100.20");
    const direct = request("198.51.100.7", { "x-forwarded-for": "1.2.3.4" });
    expect(trust.clientAddress(direct)).toBe("198.51.100.7");
  });

  it("reads protocol and host only from a trusted peer", () => {
    const trust = createProxyTrust({ addresses: ["127.0.0.1"] });
    const headers = {
      "x-forwarded-proto": "https",
      "x-forwarded-host": "www.vidyutpower.example",
      host: "127.0.0.1:3001",
    };
    expect(trust.protocol(request("127.0.0.1", headers))).toBe("https");
    expect(trust.host(request("127.0.0.1", headers))).toBe("www.vidyutpower.example");
    expect(trust.protocol(request("192.0.2.1", headers))).toBe("http");
    expect(trust.host(request("192.0.2.1", headers))).toBe("127.0.0.1:3001");
  });
});
