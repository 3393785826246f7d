import { describe, expect, it } from "vitest";
import { readContactPrefill } from "./prefill.ts";

describe("a contact form filled in from a link", () => {
  it("takes the message and a known service", () => {
    const params = new URLSearchParams({ service: "service", message: " Line one\r\nLine two " });
    expect(readContactPrefill(params)).toEqual({
      service: "service",
      message: "Line one\nLine two",
    });
  });

  it("drops an unknown service, control characters and anything past 5,000 characters", () => {
    const params = new URLSearchParams({ service: "<b>", message: `a\u0000b${"x".repeat(6000)}` });
    const prefill = readContactPrefill(params);
    expect(prefill.service).toBeUndefined();
    expect(prefill.message?.startsWith("abxx")).toBe(true);
    expect(prefill.message).toHaveLength(5000);
  });

  it("takes nothing from an address without them", () => {
    expect(readContactPrefill(new URLSearchParams("utm_source=x&message=%20"))).toEqual({});
  });
});
