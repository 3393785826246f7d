import { describe, expect, it } from "vitest";
import { pagePathOf } from "./page-path.ts";

describe("pagePathOf", () => {
  it("names the page a data request or a script's post is for", () => {
    expect(pagePathOf("/contact.data")).toBe("/contact");
    expect(pagePathOf("/services/details/blue-silica-gel.data")).toBe(
      "/services/details/blue-silica-gel",
    );
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/contact")).toBe("/contact");
    expect(pagePathOf("/downloads/metadata")).toBe("/downloads/metadata");
  });
});
