/**
 * The Content-Security-Policy of every answer, and the hashes of an HTML document's inline
 * scripts and styles that it allows: the build records them for each prerendered page
 * (scripts/static-manifest.ts, and build/nginx-csp.map for nginx), and entry.server.tsx for
 * each page it renders.
 */
import { createHash, randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Hashes of long texts already hashed: every rendered page inlines the same stylesheet (77 KB),
 * so its hash is worked out once per build, not per request. Comparing the text with a kept key
 * costs far less than SHA-256 over it. At most 32 kept; the oldest goes first.
 */
const knownHashes = new Map<string, string>();
const longText = 4096;

function sha256(text: string): string {
  const known = text.length >= longText ? knownHashes.get(text) : undefined;
  if (known) return known;
  const hash = `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  if (text.length >= longText) {
    if (knownHashes.size >= 32) knownHashes.delete(knownHashes.keys().next().value as string);
    knownHashes.set(text, hash);
  }
  return hash;
}

/** CSP hashes of the inline scripts of an HTML document (JSON-LD data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"?([^"\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(sha256(match[2] ?? ""));
  }
  return [...hashes];
}

/**
 * CSP hashes of the <style> elements of an HTML document: the inlined stylesheet, and the
 * typeface's faces in <noscript>, which become a style element when scripting is off.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi))
    hashes.add(sha256(match[1] ?? ""));
  return [...hashes];
}

/**
 * The Content-Security-Policy: scripts only from this origin plus the given nonce or hashes, and
 * styles only from this origin plus the hashes of the page's own <style> elements. No style
 * attributes: the site writes none, and libraries set styles through the CSSOM.
 */
export function contentSecurityPolicy(
  scriptSources: string[],
  styleSources: string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    `style-src 'self' ${styleSources.join(" ")}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The contact page's embedded map is the one third-party frame.
    "frame-src https://www.google.com https://maps.google.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

/** The CSP of an HTML document: its inline scripts and styles by hash. */
export function htmlPolicy(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html), inlineStyleHashes(html));
}
