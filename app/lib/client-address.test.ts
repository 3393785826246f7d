import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address.ts";

describe("the key a client is counted under", () => {
  it("is an IPv4 address as it is, and an IPv6 address by its /64", () => {
    expect(
      [
        "203.0.113.7",
        "::ffff:203.0.113.7",
        "2001:db8:1:2:3:4:5:6",
        "2001:DB8:1:2::9",
        "2001:db8::1",
        "::1",
        "unknown",
      ].map(addressKey),
    ).toEqual([
      "203.0.113.7",
      "203.0.113.7",
      "2001:db8:1:2::/64",
      "2001:db8:1:2::/64",
      "2001:db8:0:0::/64",
      "0:0:0:0::/64",
      "unknown",
    ]);
  });
});
