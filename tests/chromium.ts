/**
 * Debian's Chromium (or CHROME_PATH), the whole browser: Lighthouse in the bench and the
 * screenshots script drive it. Nothing here downloads a browser of its own.
 */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

/**
 * The browser the tests drive: Debian's chromium-headless-shell (or CHROME_PATH), the same Blink
 * and V8 as the package above without the browser around them, which is what Playwright's own
 * headless mode runs. On two cores it ran a11y.spec.ts and layout-widths.spec.ts in 66–79 s
 * where the whole browser took 113–120 s (2026-11-27).
 */
export function testBrowserPath(): string {
  return process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell";
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
