import { describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineStyleHashes } from "./csp.ts";

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external scripts and JSON-LD", () => {
    const html =
      '<script>console.log(1)</script><script src="/a.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="module">import("/b.js")</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    // sha256 of "console.log(1)", base64
    expect(hashes).toContain("'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='");
  });
});

describe("inlineStyleHashes", () => {
  it("hashes each <style> element once, also one inside <noscript>, and nothing else", () => {
    const html =
      '<style>p{color:red}</style><link rel="stylesheet" href="/a.css">' +
      '<noscript><style>p{color:red}</style></noscript><p style="x">text</p>';
    // sha256 of "p{color:red}", base64, computed with openssl
    expect(inlineStyleHashes(html)).toEqual([
      "'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='",
    ]);
    expect(inlineStyleHashes("<p>no styles</p>")).toEqual([]);
  });
});

describe("inlineStyleHashes of a long stylesheet, worked out once", () => {
  it("gives each long stylesheet its own hash, the same on every page that repeats it", () => {
    const first = `<style>${"p{color:#123}".repeat(400)}</style>`;
    const second = `<style>${"p{color:#124}".repeat(400)}</style>`;
    const expected = ["'sha256-1XfRYdkW9W58fXVby524dtGZgfyG+g/iQhtPz27NxWM='"];
    expect(inlineStyleHashes(first)).toEqual(expected);
    expect(inlineStyleHashes(`<main></main>${first}`)).toEqual(expected);
    expect(inlineStyleHashes(second)).toEqual([
      "'sha256-727OYgY7zZ/vnrHe0FF/hFvoMes7cSMlHAec4f+2qvI='",
    ]);
    expect(inlineStyleHashes(first)).toEqual(expected);
  });
});
