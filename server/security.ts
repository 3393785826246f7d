import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
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

export const securityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** HSTS for answers that travelled over HTTPS: two years, subdomains only when asked. */
export function strictTransportSecurity(includeSubDomains: boolean): string {
  return `max-age=63072000${includeSubDomains ? "; includeSubDomains" : ""}`;
}
