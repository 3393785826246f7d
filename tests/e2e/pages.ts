import { readFileSync } from "node:fs";
import path from "node:path";
import type { StaticManifest } from "../../server/http/static-files.ts";

/** Every page the build prerendered: each registered static route and each catalogue page. */
export function prerenderedPages(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(import.meta.dirname, "../../build/static-manifest.json"), "utf8"),
  ) as StaticManifest;
  return manifest.files
    .filter((file) => file.type.startsWith("text/html"))
    .map((file) => file.url)
    .sort();
}
