import { describe, expect, it } from "vitest";
import { cacheControlFor, contentType, urlForFile } from "./static-manifest.ts";

describe("urlForFile", () => {
  it("maps prerendered folders to the URL without a trailing slash", () => {
    expect(urlForFile("index.html")).toBe("/");
    expect(urlForFile("company/safety/index.html")).toBe("/company/safety");
    expect(urlForFile("assets/root-abc.css")).toBe("/assets/root-abc.css");
  });
});

describe("cacheControlFor", () => {
  it("caches hashed assets for a year and revalidates pages", () => {
    expect(cacheControlFor("/assets/root-abc.js", "text/javascript")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(cacheControlFor("/", "text/html; charset=utf-8")).toBe(
      "public, max-age=0, s-maxage=300, must-revalidate",
    );
    expect(cacheControlFor("/images/hero/slide-1.svg", "image/svg+xml")).toBe(
      "public, max-age=86400",
    );
  });
});

describe("contentType", () => {
  it("sends the certificate PDFs as PDFs, so a browser opens them", () => {
    expect(contentType("downloads/iso-9001-certificate.pdf")).toBe("application/pdf");
    expect(contentType("downloads/unknown.bin")).toBe("application/octet-stream");
  });
});
