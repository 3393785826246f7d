import proxyAddr from "proxy-addr";
import type { TrustProxy } from "../config.ts";

/**
 * TRUST_PROXY as Express's `trust proxy` function: none, a hop count, or addresses. Express then
 * reads the client (the right-most untrusted X-Forwarded-For hop), protocol and host with it.
 */
export function trustProxy(setting: TrustProxy): (address: string, hop: number) => boolean {
  if (setting === false) return () => false;
  if ("hops" in setting) return (_address, hop) => hop < setting.hops;
  return proxyAddr.compile(setting.addresses);
}
