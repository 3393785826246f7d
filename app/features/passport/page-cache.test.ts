import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, encodingFor } from "./page-cache.server.ts";

const page = (text: string, status = 200) =>
  new Response(text, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

describe("the passport's page cache", () => {
  it("keeps no more bytes than its cap, letting the least recently used page go first", async () => {
    const cache = createPageCache(40_000);
    const body = (name: string) => `<p>${name}</p>${"x".repeat(10_000)}`;
    for (const name of ["a", "b", "c"]) await cache.keep(name, page(body(name)), "identity");
    expect(cache.size()).toBe(3);
    // a is read, so b is now the oldest.
    expect(cache.get("a", "identity")).toBeDefined();
    await cache.keep("d", page(body("d")), "identity");
    expect(cache.bytes()).toBeLessThanOrEqual(40_000);
    expect(cache.get("b", "identity")).toBeUndefined();
    expect(await cache.get("a", "identity")?.text()).toContain("<p>a</p>");
    expect(await cache.get("d", "identity")?.text()).toContain("<p>d</p>");
  });

  it("keeps only whole 200 answers", async () => {
    const cache = createPageCache();
    const answer = await cache.keep("gone", page("Not found", 404), "identity");
    expect(answer.status).toBe(404);
    expect(cache.size()).toBe(0);
  });

  it("counts a compressed form it adds towards the cap", async () => {
    const cache = createPageCache();
    await cache.keep("p", page("<p>Oil test due 12 Mar 2026</p>".repeat(50)), "identity");
    const before = cache.bytes();
    const zipped = cache.get("p", "gzip");
    expect(zipped?.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from((await zipped?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(gunzipSync(bytes).toString("utf8")).toBe("<p>Oil test due 12 Mar 2026</p>".repeat(50));
    expect(cache.bytes()).toBe(before + bytes.length);
  });

  it("chooses brotli, then gzip, then none from Accept-Encoding", () => {
    expect(encodingFor("gzip, deflate, br, zstd")).toBe("br");
    expect(encodingFor("gzip")).toBe("gzip");
    expect(encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(encodingFor(null)).toBe("identity");
    expect(encodingFor("deflate")).toBe("identity");
  });
});
