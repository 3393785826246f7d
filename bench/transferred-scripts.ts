/**
 * The JavaScript a first visit really transfers (issue 27): the page is loaded in Chromium and
 * every response of type script is recorded until the page has settled, chunks imported after
 * hydration (a carousel, a dialog) included. Bytes are what came over the wire as the browser
 * accounts for them (Lighthouse's transfer size): the response's headers (about 0.9 KB a file
 * here, with the security headers) and its encoded body, brotli from this server. Many small
 * files therefore cost more than one file of the same code.
 */
import type { Page, Response } from "@playwright/test";

/** `bytes`: the response as transferred, its headers and its encoded body; `bodyBytes`: the body alone. */
export type TransferredScript = { url: string; bytes: number; bodyBytes: number; encoding: string };

/**
 * The page has settled when it has hydrated (root's effect marks <html>, after the effects of
 * every component below it have started their imports), the network has been idle and the main
 * thread has had two idle periods after that: a chunk requested from an effect or an idle
 * callback is then on the list. Hydration starts after the first paint and may take longer than
 * the half second of quiet that counts as network idle, hence the wait for the mark first.
 */
async function settle(page: Page): Promise<void> {
  // A page for reading (decision 0017) has no scripts to wait for: `data-static`.
  await page
    .locator("html[data-hydrated], html[data-static]")
    .waitFor({ state: "attached", timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  for (let round = 0; round < 2; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          // Bounded: on a machine busy with other work an idle period may not come for minutes
          // (a page for reading waited past the test's 2-minute limit in the headless shell).
          if ("requestIdleCallback" in window)
            requestIdleCallback(() => resolve(), { timeout: 2000 });
          else setTimeout(resolve, 0);
        }),
    );
    await page.waitForLoadState("networkidle");
  }
}

/** Loads `url` in `page` (a fresh context: nothing cached) and lists the scripts transferred. */
export async function transferredScripts(page: Page, url: string): Promise<TransferredScript[]> {
  const responses: Response[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script") responses.push(response);
  };
  page.on("response", onResponse);
  try {
    await page.goto(url, { waitUntil: "load" });
    await settle(page);
  } finally {
    page.off("response", onResponse);
  }
  const scripts: TransferredScript[] = [];
  for (const response of responses) {
    // Wait for the body so that its size is known, then ask the browser what went over the wire.
    await response.finished();
    const sizes = await response.request().sizes();
    scripts.push({
      url: response.url(),
      bytes: sizes.responseHeadersSize + sizes.responseBodySize,
      bodyBytes: sizes.responseBodySize,
      encoding: (await response.headerValue("content-encoding")) ?? "identity",
    });
  }
  return scripts;
}

export function totalBytes(scripts: TransferredScript[]): number {
  return scripts.reduce((sum, script) => sum + script.bytes, 0);
}
