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

/**
 * The chunks a first visit loads after the first paint (decision 0011): the entry's and the
 * page's route modules with their imports, read from the manifest in React Router's module
 * script. The manifest also lists routes the page does not load; they are left out.
 */
export function firstVisitScripts(html: string): string[] {
  const script = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const manifestJson = /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\./.exec(
    script,
  )?.[1];
  const loaded = /window\.__reactRouterRouteModules = \{([^}]*)\}/.exec(script)?.[1] ?? "";
  if (!manifestJson) return [];
  type Entry = { module: string; imports?: string[] };
  const manifest = JSON.parse(manifestJson) as { entry: Entry; routes: Record<string, Entry> };
  const routeIds = [...loaded.matchAll(/"([^"]+)":/g)].map((match) => match[1] as string);
  const entries = [manifest.entry, ...routeIds.map((id) => manifest.routes[id])];
  return [
    ...new Set(entries.flatMap((entry) => (entry ? [entry.module, ...(entry.imports ?? [])] : []))),
  ];
}

export async function pageBytes(site: string, name: string, pagePath: string): Promise<Bytes> {
  const url = `${site}${pagePath}`;
  const html = await (await fetch(url)).text();
  // The stylesheet is inlined in the HTML (decision 0011); a linked one would count here.
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  const js = firstVisitScripts(html);
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
    js: await sum(js),
    images: await sum(images),
    total: 0,
  };
  result.total = result.html + result.css + result.js + result.images + (await sum(fonts));
  console.log(`  bytes ${name}: ${JSON.stringify(result)}`);
  return result;
}
