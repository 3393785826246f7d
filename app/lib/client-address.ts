import { isIPv6 } from "node:net";

/**
 * The key a client is counted under by every limit (sign-in failures, form posts, report lookups,
 * upload places): an IPv4 address as it is, an IPv6 address by its /64, which one subscriber
 * usually holds whole, so rotating within it does not buy fresh tries.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0")];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
