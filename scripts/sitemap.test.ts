import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap.ts";

const site = "https://www.example.in";
const page = (url: string, head: string) => ({ url, html: `<html><head>${head}</head></html>` });
const canonical = (path: string) => `<link rel="canonical" href="${site}${path}"/>`;

describe("sitemapPaths", () => {
  it("lists every prerendered page that is its own canonical copy, home first", () => {
    const pages = [
      page("/industry", canonical("/industry")),
      page("/", canonical("/")),
      page("/services/details/blue-silica-gel", canonical("/services/details/blue-silica-gel")),
    ];
    expect(sitemapPaths(pages, site)).toEqual([
      "/",
      "/industry",
      "/services/details/blue-silica-gel",
    ]);
  });

  it("leaves out noindex pages and pages whose canonical copy lives elsewhere", () => {
    const pages = [
      page(
        "/maintainance",
        `${canonical("/maintainance")}<meta name="robots" content="noindex, follow"/>`,
      ),
      page("/automation/automation1", canonical("/automation")),
      page("/automation", canonical("/automation")),
      page("/no-canonical", ""),
    ];
    expect(sitemapPaths(pages, site)).toEqual(["/automation"]);
  });
});

describe("sitemapXml and robotsTxt", () => {
  it("writes absolute, escaped URLs", () => {
    const xml = sitemapXml(site, ["/", "/a&b"]);
    expect(xml).toContain(`<loc>${site}/</loc>`);
    expect(xml).toContain(`<loc>${site}/a&amp;b</loc>`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("points crawlers at the sitemap and keeps them out of private pages", () => {
    expect(robotsTxt(site)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /maintainance\nDisallow: /requests/\nDisallow: /staff\nDisallow: /report-files/\nDisallow: /fleet/\nDisallow: /reminders/\n\nSitemap: ${site}/sitemap.xml\n`,
    );
  });
});
