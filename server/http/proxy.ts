import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import type { TrustProxy } from "../config.ts";

export type ProxyTrust = {
  /** The client: the right-most address in X-Forwarded-For that is not a trusted proxy. */
  clientAddress(req: IncomingMessage): string;
  /** "https" or "http": X-Forwarded-Proto is read only when the peer is a trusted proxy. */
  protocol(req: IncomingMessage): "http" | "https";
  /** X-Forwarded-Proto as a trusted proxy sent it, or undefined. */
  forwardedProtocol(req: IncomingMessage): string | undefined;
  /** The Host the client asked for: X-Forwarded-Host only from a trusted proxy. */
  host(req: IncomingMessage): string | undefined;
};

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim() || undefined;
}

/** `trust proxy` as Express and proxy-addr define it: none, a hop count, or addresses. */
export function createProxyTrust(setting: TrustProxy): ProxyTrust {
  const trust: (address: string, hop: number) => boolean =
    setting === false
      ? () => false
      : "hops" in setting
        ? (_address, hop) => hop < setting.hops
        : proxyAddr.compile(setting.addresses);
  const peerTrusted = (req: IncomingMessage) => {
    const peer = req.socket.remoteAddress;
    return peer !== undefined && trust(peer, 0);
  };
  return {
    clientAddress(req) {
      return setting === false ? (req.socket.remoteAddress ?? "unknown") : proxyAddr(req, trust);
    },
    protocol(req) {
      if ((req.socket as { encrypted?: boolean }).encrypted) return "https";
      if (!peerTrusted(req)) return "http";
      return firstValue(req.headers["x-forwarded-proto"])?.toLowerCase() === "https"
        ? "https"
        : "http";
    },
    forwardedProtocol(req) {
      return peerTrusted(req)
        ? firstValue(req.headers["x-forwarded-proto"])?.toLowerCase()
        : undefined;
    },
    host(req) {
      const forwarded = peerTrusted(req) ? firstValue(req.headers["x-forwarded-host"]) : undefined;
      return forwarded ?? req.headers.host;
    },
  };
}
