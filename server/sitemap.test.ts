import { describe, expect, it } from "vitest";
import { type BuildRoute, robotsTxt, sitemapPaths, sitemapXml } from "./sitemap.ts";

function routes(list: BuildRoute[]): Record<string, BuildRoute> {
  return Object.fromEntries(list.map((route) => [route.id, route]));
}

describe("sitemapPaths", () => {
  it("lists every static page of the route table, home first", () => {
    const table = routes([
      { id: "root", path: "", module: {} },
      { id: "routes/home", parentId: "root", index: true, module: {} },
      { id: "routes/industry", parentId: "root", path: "industry", module: {} },
      { id: "routes/company", parentId: "root", path: "company", module: {} },
      { id: "routes/safety", parentId: "routes/company", path: "safety", module: {} },
      { id: "routes/detail", parentId: "root", path: "services/details/:id", module: {} },
      {
        id: "routes/not-found",
        parentId: "root",
        path: "*",
        module: { handle: { sitemap: false } },
      },
    ]);
    expect(sitemapPaths(table)).toEqual(["/", "/company", "/company/safety", "/industry"]);
  });

  it("leaves out pages whose handle says sitemap: false", () => {
    const table = routes([
      { id: "root", path: "", module: {} },
      { id: "m", parentId: "root", path: "maintainance", module: { handle: { sitemap: false } } },
      { id: "a", parentId: "root", path: "aboutus", module: {} },
    ]);
    expect(sitemapPaths(table)).toEqual(["/aboutus"]);
  });

  it("asks a dynamic route for its concrete paths", () => {
    const table = routes([
      { id: "root", path: "", module: {} },
      {
        id: "detail",
        parentId: "root",
        path: "services/details/:id",
        module: { handle: { sitemap: () => ["/services/details/b", "/services/details/a"] } },
      },
    ]);
    expect(sitemapPaths(table)).toEqual(["/services/details/a", "/services/details/b"]);
  });
});

describe("sitemapXml and robotsTxt", () => {
  it("writes absolute, escaped URLs", () => {
    const xml = sitemapXml("https://www.example.in", ["/", "/a&b"]);
    expect(xml).toContain("<loc>https://www.example.in/</loc>");
    expect(xml).toContain("<loc>https://www.example.in/a&amp;b</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("points crawlers at the sitemap", () => {
    expect(robotsTxt("https://www.example.in")).toContain(
      "Sitemap: https://www.example.in/sitemap.xml",
    );
  });
});
