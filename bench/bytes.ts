/** The bytes each page sends: its HTML and what the browser fetches at once, brotli-compressed. */
import type { Browser } from "@playwright/test";
import { totalBytes, transferredScripts } from "./transferred-scripts.ts";

export type Bytes = {
  page: string;
  html: number;
  css: number;
  js: number;
  images: number;
  total: number;
};

async function compressedSize(url: string): Promise<number> {
  const response = await fetch(url, { headers: { "accept-encoding": "br" } });
  const body = await response.arrayBuffer();
  // fetch decodes the body; the header says what went over the wire.
  return Number(response.headers.get("content-length") ?? body.byteLength);
}

/**
 * `js` is what the browser transfers before the page settles, hydration chunks and response
 * headers included, as the budget test counts it (transferred-scripts.ts).
 */
export async function pageBytes(
  browser: Browser,
  site: string,
  name: string,
  pagePath: string,
): Promise<Bytes> {
  const url = `${site}${pagePath}`;
  const html = await (await fetch(url)).text();
  // The stylesheet is inlined in the HTML (decision 0011); a linked one would count here.
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  const context = await browser.newContext();
  const js = totalBytes(await transferredScripts(await context.newPage(), url));
  await context.close();
  // Pictures the browser fetches at once: not lazy, and not hidden behind a click.
  const images = [...html.matchAll(/<img [^>]*src="([^"]+)"[^>]*>/g)]
    .filter((match) => !match[0].includes('loading="lazy"'))
    .map((match) => match[1] as string);
  // The font every page's text asks for (the Latin face, named in the <noscript> copy of the
  // faces that the script adds after the first paint); the latin-ext face loads only for a page
  // that uses one of its characters.
  const fonts = [...html.matchAll(/url\("(\/assets\/[^"]*-latin-wght-[^"]*\.woff2)"\)/g)].map(
    (match) => match[1] as string,
  );
  const sum = async (list: string[]) =>
    (await Promise.all(list.map((item) => compressedSize(new URL(item, site).toString())))).reduce(
      (a, b) => a + b,
      0,
    );
  const result = {
    page: name,
    html: await compressedSize(url),
    css: await sum(css),
    js,
    images: await sum(images),
    total: 0,
  };
  result.total = result.html + result.css + result.js + result.images + (await sum(fonts));
  console.log(`  bytes ${name}: ${JSON.stringify(result)}`);
  return result;
}
