import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineStyleHashes } from "#app/lib/csp.ts";
import { errorPage } from "./error-page.ts";

describe("the last-resort 500 page", () => {
  it("is styled by one <style> element its own policy allows, and by no style attribute", () => {
    const page = errorPage();
    expect(page).not.toMatch(/\sstyle=/);
    const styles = [...page.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]);
    expect(styles).toHaveLength(1);
    const digest = createHash("sha256")
      .update(styles[0] ?? "", "utf8")
      .digest("base64");
    const policy = contentSecurityPolicy([], inlineStyleHashes(page));
    expect(policy).toContain(`style-src 'self' 'sha256-${digest}'`);
    expect(page).toContain("<h1>Something went wrong on our side</h1>");
    expect(page).toContain('<a href="tel:+919876543210">+91 98765 43210</a>');
  });
});
