import { readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { contentSecurityPolicy } from "../security.ts";
import { cacheKey } from "./request-target.ts";

/** One file of build/client as scripts/postbuild.ts records it in build/static-manifest.json. */
export type StaticEntry = {
  /** The URL path that serves this file, e.g. "/", "/aboutus", "/assets/root-x1.css". */
  url: string;
  /** Path relative to the client build folder. */
  file: string;
  type: string;
  cacheControl: string;
  /** Precompressed siblings written next to the file ("br" → file.br, "gzip" → file.gz). */
  encodings: ("br" | "gzip")[];
  /** For HTML: the page's Content-Security-Policy, its inline scripts and styles by hash. */
  csp?: string;
};

export type StaticManifest = { files: StaticEntry[] };

/**
 * Headers that only a document acts on. A hashed, immutable asset (a script chunk, a picture)
 * leaves them out: every script file of a page otherwise carries about 0.6 KB of them, and a
 * page loads several (issue 27 counts the bytes as transferred). nosniff and the
 * cross-origin resource policy stay, as they are what protects a subresource.
 */
export const documentOnlyHeaders = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
  "Referrer-Policy",
] as const;

/** Scripts, styles and fonts: never shown as a document (an SVG can be, so it keeps its CSP). */
const subresourceType = /^(text\/javascript|text\/css|font\/)/;

/**
 * Prerendered pages whose query string changes what they show (a GET form that works without
 * JavaScript, a form filled in from a link): with meaningful parameters they are rendered.
 * deploy/nginx.conf names the same paths.
 */
const queryRendered = /^\/(case-studies|tools\/oil-analysis|contact|service-request)(\.data)?$/;

/** True when a GET for this path and query is answered by the prerendered file, if one exists. */
export function servesPrerendered(pathname: string, search: string): boolean {
  return !queryRendered.test(pathname) || cacheKey(pathname, search) === pathname;
}

/**
 * build/client through serve-static (express.static) and its precompressed copies, looked up by the exact URL the route table spells
 * (`/about` is about/index.html, never a redirect to `/about/`), with the headers the manifest
 * records: a prerendered page's CSP lists the hashes of its inline scripts and styles.
 */
export function prerenderedFiles(buildDir: string): RequestHandler {
  const manifest = JSON.parse(
    readFileSync(path.join(buildDir, "static-manifest.json"), "utf8"),
  ) as StaticManifest;
  const byUrl = new Map(manifest.files.map((entry) => [entry.url, entry]));
  const byFile = new Map(manifest.files.map((entry) => [entry.file, entry]));
  const clientDir = path.join(buildDir, "client");
  // serve-static (express.static) over the build's precompressed copies: file.br, file.gz.
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
          if (immutable && subresourceType.test(entry.type)) {
            for (const name of documentOnlyHeaders) res.removeHeader(name);
            return;
          }
          res.setHeader("Content-Security-Policy", entry.csp ?? contentSecurityPolicy([]));
        },
      },
    });
  const serveFile = serveFrom(false);
  const serveHashed = serveFrom(true);
  return (req, res, next) => {
    const entry = byUrl.get(req.path);
    const search = req.url.slice(req.path.length);
    if (!entry || (req.method !== "GET" && req.method !== "HEAD")) return next();
    if (!servesPrerendered(req.path, search)) return next();
    req.url = `/${entry.file.split(path.sep).map(encodeURIComponent).join("/")}`;
    const serve = entry.cacheControl.includes("immutable") ? serveHashed : serveFile;
    serve(req, res, () => {
      req.url = `${entry.url}${search}`;
      next();
    });
  };
}
