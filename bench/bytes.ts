/** The bytes each page sends: its HTML and what the browser fetches at once, brotli-compressed. */

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

export async function pageBytes(site: string, name: string, pagePath: string): Promise<Bytes> {
  const url = `${site}${pagePath}`;
  const html = await (await fetch(url)).text();
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  const js = [
    ...new Set([
      ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
        (match) => match[1] as string,
      ),
      ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((match) => match[1] as string),
    ]),
  ];
  // Pictures the browser fetches at once: not lazy, and not hidden behind a click.
  const images = [...html.matchAll(/<img [^>]*src="([^"]+)"[^>]*>/g)]
    .filter((match) => !match[0].includes('loading="lazy"'))
    .map((match) => match[1] as string);
  const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map(
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
    js: await sum(js),
    images: await sum(images),
    total: 0,
  };
  result.total = result.html + result.css + result.js + result.images + (await sum(fonts));
  console.log(`  bytes ${name}: ${JSON.stringify(result)}`);
  return result;
}
