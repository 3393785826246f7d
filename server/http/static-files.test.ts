import { describe, expect, it } from "vitest";
import { servesPrerendered } from "./static-files.ts";

describe("servesPrerendered", () => {
  it("answers tracking parameters with the prerendered file", () => {
    expect(servesPrerendered("/about", "?q=anything")).toBe(true);
    expect(servesPrerendered("/case-studies", "?utm_source=mail&fbclid=x")).toBe(true);
    expect(servesPrerendered("/contact", "")).toBe(true);
  });

  it("renders the pages whose query string changes what they show", () => {
    expect(servesPrerendered("/case-studies", "?industry=steel")).toBe(false);
    expect(servesPrerendered("/case-studies.data", "?industry=steel")).toBe(false);
    expect(servesPrerendered("/tools/oil-analysis", "?h2=120&utm_source=x")).toBe(false);
    expect(servesPrerendered("/contact.data", "?product=Silica%20Gel%20Breather")).toBe(false);
  });
});
