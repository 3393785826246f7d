import { existsSync } from "node:fs";

/** Debian's Chromium (or CHROME_PATH); tests never download a browser of their own. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
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
