import { describe, expect, it } from "vitest";
import { isCurrentLink } from "./use-header-menus.ts";

describe("isCurrentLink", () => {
  it("marks the link to the page shown and to the section it is in", () => {
    expect(isCurrentLink("/contact", "/contact")).toBe(true);
    expect(isCurrentLink("/services", "/services/details/silica-gel")).toBe(true);
  });

  it("marks Home on the home page only", () => {
    expect(isCurrentLink("/", "/")).toBe(true);
    expect(isCurrentLink("/", "/contact")).toBe(false);
  });

  it("leaves a path that merely starts with the same letters, and other sites, unmarked", () => {
    expect(isCurrentLink("/services", "/services-old")).toBe(false);
    expect(isCurrentLink("tel:+919876543210", "/")).toBe(false);
    expect(isCurrentLink("/company/quality", "/company/safety")).toBe(false);
  });
});
