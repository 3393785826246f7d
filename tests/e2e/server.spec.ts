import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

test.describe("the production server", () => {
  test("sends the security headers on a prerendered page", async ({ request }) => {
    // A page that hydrates: its CSP lists its inline scripts by hash (home has none, decision 0019).
    const response = await request.get("/contact");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toMatch(/'unsafe-inline'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers.etag).toBeTruthy();
  });

  test("hashes every inline script of a server-rendered page in its CSP", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const csp = response.headers()["content-security-policy"] ?? "";
    const html = await response.text();
    expect(html).toContain("404 page not found");
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = csp
      .split(";")
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc, csp).toMatch(/^script-src 'self' /);
    for (const [, code] of inline) {
      const hash = createHash("sha256")
        .update(code ?? "")
        .digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  for (const [kind, send] of [
    ["a prerendered page", (request: APIRequestContext) => request.get("/services")],
    ["a server-rendered page", (request: APIRequestContext) => request.get("/services/search/oil")],
    ["a 404 page", (request: APIRequestContext) => request.get("/no-such-page")],
    [
      "the answer to a form post",
      (request: APIRequestContext) => request.post("/contact", { form: { firstName: "Ravi" } }),
    ],
  ] as const) {
    test(`allows the <style> elements of ${kind} by their hashes, and no other inline style`, async ({
      request,
    }) => {
      const response = await send(request);
      const csp = response.headers()["content-security-policy"] ?? "";
      const styleSrc = csp
        .split(";")
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith("style-src "));
      const html = await response.text();
      // The inlined stylesheet, the typeface's faces and the <noscript> rule that uses them.
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) =>
        createHash("sha256")
          .update(match[1] ?? "")
          .digest("base64"),
      );
      expect(styles).toHaveLength(3);
      expect(styleSrc).toBe(
        `style-src 'self' ${styles.map((hash) => `'sha256-${hash}'`).join(" ")}`,
      );
    });
  }

  test("answers a form post with a page whose scripts carry the CSP nonce", async ({ request }) => {
    const response = await request.post("/contact", { form: { firstName: "Ravi" } });
    expect(response.status()).toBe(400);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test("renders a search once and answers repeats from memory with the same ETag", async ({
    request,
  }) => {
    const first = await request.get("/services/search/gasket");
    const second = await request.get("/services/search/gasket");
    expect(first.status()).toBe(200);
    // Two answers without an ETag would otherwise pass as "the same ETag".
    expect(first.headers().etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(second.headers().etag).toBe(first.headers().etag);
    const revalidated = await request.get("/services/search/gasket", {
      headers: { "If-None-Match": first.headers().etag ?? "" },
    });
    expect(revalidated.status()).toBe(304);
  });

  test("compresses pages with brotli or gzip as the client asks", async ({ request }) => {
    const br = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers()["content-encoding"]).toBe("br");
    const gzip = await request.fetch("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    expect(gzip.headers().vary).toContain("Accept-Encoding");
    const rendered = await request.get("/missing", { headers: { "Accept-Encoding": "gzip" } });
    expect(rendered.headers()["content-encoding"]).toBe("gzip");
  });

  test("answers a repeat visit with 304 Not Modified", async ({ request }) => {
    const first = await request.get("/");
    const etag = first.headers().etag ?? "";
    const second = await request.get("/", { headers: { "If-None-Match": etag } });
    expect(second.status()).toBe(304);
  });

  test("caches hashed assets for a year", async ({ request, page }) => {
    await page.goto("/contact");
    // The stylesheet is inlined (decision 0011); the scripts the page imports are hashed assets.
    const script = await page.locator('script[type="module"]').first().textContent();
    const href = /import\("(\/assets\/[^"]+\.js)"\)/.exec(script ?? "")?.[1];
    expect(href).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const response = await request.get(href ?? "");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("answers /healthz", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  test("refuses a body over the limit with 413", async ({ request }) => {
    const response = await request.post("/", {
      data: "x".repeat(70_000),
      headers: { "Content-Type": "text/plain" },
    });
    expect(response.status()).toBe(413);
  });

  test("answers an unknown path with 404 and the layout", async ({ request }) => {
    const response = await request.get("/nope");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("404 page not found");
    expect(html).toContain("<footer");
  });

  test("every unknown path shares one 404 page, and route discovery never stands in for it", async ({
    request,
  }) => {
    const manifest = await request.get("/__manifest?p=%2Fno-such-place&version=x");
    expect(manifest.status()).not.toBe(404);
    for (const path of ["/no-such-place", "/another/missing/page", "/nope?fbclid=1"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("404 page not found");
    }
  });

  test("serves the maintenance placeholder with noindex", async ({ request }) => {
    const response = await request.get("/maintainance");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Maintainance<\/h1>/);
    expect(html).toContain('content="noindex');
  });

  test("the service request form is a prerendered page open to search engines, the same for every visit", async ({
    request,
  }) => {
    const response = await request.get("/service-request");
    expect(response.status()).toBe(200);
    // A file of the build (issue 27): revalidated by browsers, kept a while by a CDN.
    expect(response.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=300, must-revalidate",
    );
    expect(response.headers()["x-robots-tag"]).toBeUndefined();
    const html = await response.text();
    expect(html).not.toContain("noindex");
    // No token nor key in the page: the browser asks for them when the form appears.
    expect(html).toContain('name="formToken" value=""');
    expect(html).toContain('name="idempotencyKey" value=""');
    expect(await (await request.get("/service-request")).text()).toBe(html);
    // Filled in from a link, it is rendered with what the link says, and not kept.
    const prefilled = await request.get("/service-request?symptoms=oil-leak");
    expect(prefilled.headers()["cache-control"]).toBe("no-store");
    const box = /<input[^>]*value="oil-leak"[^>]*>/.exec(await prefilled.text())?.[0];
    expect(box).toContain("checked");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/service-request</loc>");
  });

  test("generates robots.txt and sitemap.xml from the route table", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>http://localhost:3000/</loc>");
    expect(sitemap).not.toContain("/maintainance<");
  });

  test("redirects a trailing slash to the canonical URL", async ({ request }) => {
    const response = await request.get("/maintainance/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/maintainance");
  });

  test("home carries the company name as title, the description, keywords and structured data", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("<title>Vidyut Power Solutions Pvt. Ltd.</title>");
    expect(html).toContain(
      '<meta name="description" content="Complete Solution For Electrical Engineering Needs."/>',
    );
    expect(html).toMatch(
      /<meta name="keywords" content="[^"]*electricals[^"]*engineering works[^"]*automation services[^"]*transformer services/,
    );
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/"/>');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('"@type":"ElectricalContractor"');
  });
});
