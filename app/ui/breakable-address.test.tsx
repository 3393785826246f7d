import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BreakableAddress } from "./breakable-address.tsx";

describe("an address that breaks only at its separators", () => {
  it("offers a break after the @ and after each dot, nowhere else", () => {
    expect(renderToStaticMarkup(<BreakableAddress text="enquiry@vidyutpower.example" />)).toBe(
      "enquiry@<wbr/>vidyutpower.<wbr/>example",
    );
  });

  it("escapes what it prints", () => {
    expect(renderToStaticMarkup(<BreakableAddress text="a<b@c.in" />)).toBe(
      "a&lt;b@<wbr/>c.<wbr/>in",
    );
  });
});
