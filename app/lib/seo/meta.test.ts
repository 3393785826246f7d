import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta.ts";
import { shareCardPath } from "./share-card.ts";
import { siteUrl } from "./site-url.ts";

function content(descriptors: MetaDescriptor[], key: string): string | undefined {
  const found = descriptors.find(
    (descriptor) =>
      ("property" in descriptor && descriptor.property === key) ||
      ("name" in descriptor && descriptor.name === key),
  );
  return found && "content" in found ? String(found.content) : undefined;
}

describe("shareCardPath", () => {
  it("names one PNG under /og/ per page path", () => {
    expect(shareCardPath("/")).toBe("/og/index.png");
    expect(shareCardPath("/contact")).toBe("/og/contact.png");
    expect(shareCardPath("/transformer/hvlvtesting")).toBe("/og/transformer/hvlvtesting.png");
    expect(shareCardPath("/services/details/transformer-oil")).toBe(
      "/og/services/details/transformer-oil.png",
    );
    expect(shareCardPath("/services/categories/silica-gel")).toBe(
      "/og/services/categories/silica-gel.png",
    );
  });

  it("ignores a trailing slash, a query and a fragment", () => {
    expect(shareCardPath("/contact/")).toBe("/og/contact.png");
    expect(shareCardPath("/case-studies?sector=steel")).toBe("/og/case-studies.png");
    expect(shareCardPath("/aboutus#team")).toBe("/og/aboutus.png");
  });
});

describe("pageMeta share tags", () => {
  it("points a page at its own 1200 × 630 PNG card, with an absolute URL and an alt text", () => {
    const meta = pageMeta({
      title: "HV and LV Electrical Testing",
      description: "Insulation resistance, winding resistance and ratio tests.",
      path: "/transformer/hvlvtesting",
    });
    expect(content(meta, "og:image")).toBe(`${siteUrl}/og/transformer/hvlvtesting.png`);
    expect(content(meta, "og:image:type")).toBe("image/png");
    expect(content(meta, "og:image:width")).toBe("1200");
    expect(content(meta, "og:image:height")).toBe("630");
    expect(content(meta, "og:image:alt")).toBe(
      "Vidyut Power Solutions: HV and LV Electrical Testing",
    );
    expect(content(meta, "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "twitter:image")).toBe(`${siteUrl}/og/transformer/hvlvtesting.png`);
  });

  it("gives home the index card, which shows the company's description", () => {
    const meta = pageMeta({ description: "Anything.", path: "/" });
    expect(content(meta, "og:image")).toBe(`${siteUrl}/og/index.png`);
    expect(content(meta, "og:image:alt")).toBe(
      "Vidyut Power Solutions: Complete Solution For Electrical Engineering Needs.",
    );
  });

  it("shows the home card for pages that get no card of their own", () => {
    const perRequest = pageMeta({
      title: "Search: oil",
      description: "Search results.",
      path: "/services/search/oil",
      shareCard: "home",
    });
    const noindex = pageMeta({
      title: "Enquiry: Transformer Oil (IS 335)",
      description: "Send an enquiry.",
      path: "/services/details/transformer-oil/enquiry",
      noindex: true,
    });
    for (const meta of [perRequest, noindex]) {
      expect(content(meta, "og:image")).toBe(`${siteUrl}/og/index.png`);
      expect(content(meta, "twitter:image")).toBe(`${siteUrl}/og/index.png`);
      expect(content(meta, "og:image:alt")).toBe(
        "Vidyut Power Solutions: Complete Solution For Electrical Engineering Needs.",
      );
    }
  });
});
