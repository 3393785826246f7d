import { readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import type { StaticManifest } from "../../scripts/static-manifest.ts";

/**
 * Headers only a document acts on: a hashed script, stylesheet or font leaves them out (issue 27
 * counts the bytes; a page loads several). nosniff and the resource policy stay.
 */
const documentOnlyHeaders = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Referrer-Policy",
];
const subresourceType = /^(text\/javascript|text\/css|font\/)/;

/** Parameters that only identify a campaign or a click: they never change what a page shows. */
const tracking = /^(utm_[a-z]+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_[a-z]+|_ga|ref)$/i;

/** True when a GET with this query is answered by the prerendered file, if there is one. */
export function servesPrerendered(handle: ServerHandle, search: string): boolean {
  return (
    !handle.rendersQuery ||
    [...new URLSearchParams(search).keys()].every((name) => tracking.test(name))
  );
}

/**
 * build/client through express.static and the build's precompressed copies, looked up by the
 * exact URL the manifest records (`/about` is about/index.html, never a redirect to `/about/`),
 * with the manifest's headers: a prerendered page's CSP lists its inline scripts and styles.
 */
export function readManifest(buildDir: string): StaticManifest {
  return JSON.parse(readFileSync(path.join(buildDir, "static-manifest.json"), "utf8"));
}

export function prerenderedFiles(
  buildDir: string,
  manifest: StaticManifest,
  handleOf: (path: string) => Promise<ServerHandle>,
): RequestHandler {
  const byUrl = new Map(manifest.files.map((entry) => [entry.url, entry]));
  const byFile = new Map(manifest.files.map((entry) => [entry.file, entry]));
  const clientDir = path.join(buildDir, "client");
  const serveFrom = (immutable: boolean) =>
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: {
        index: false,
        redirect: false,
        cacheControl: false,
        // A hashed file never changes: nothing to revalidate, nothing to resume.
        ...(immutable ? { etag: false, lastModified: false, acceptRanges: false } : {}),
        setHeaders(res, file) {
          const entry = byFile.get(path.relative(clientDir, file).replace(/\.(br|gz)$/, ""));
          if (!entry) return;
          res.setHeader("Content-Type", entry.type);
          res.setHeader("Cache-Control", entry.cacheControl);
          if (entry.csp) res.setHeader("Content-Security-Policy", entry.csp);
          if (immutable && subresourceType.test(entry.type))
            for (const name of documentOnlyHeaders) res.removeHeader(name);
        },
      },
    });
  const [serveFile, serveHashed] = [serveFrom(false), serveFrom(true)];
  return async (req, res, next) => {
    const entry = byUrl.get(req.path);
    const search = req.url.slice(req.path.length);
    if (!entry || (req.method !== "GET" && req.method !== "HEAD")) return next();
    if (search && !servesPrerendered(await handleOf(req.path), search)) return next();
    req.url = `/${entry.file.split(path.sep).map(encodeURIComponent).join("/")}`;
    const serve = entry.cacheControl.includes("immutable") ? serveHashed : serveFile;
    serve(req, res, () => {
      req.url = `${entry.url}${search}`;
      next();
    });
  };
}
