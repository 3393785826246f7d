/**
 * The marketing content files, bundled by Vite into the server build: a bad file stops the build,
 * because the prerender loads every one.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ContentFiles } from "./content-loader.ts";

const contentDir = path.join(import.meta.dirname ?? "", "../../../content");

/**
 * `import.meta.glob` exists only where Vite compiles the module (build, dev server, Vitest). The
 * Playwright specs import the page list under plain Node to know which pages to visit; there the
 * same files are read from disk, keyed the way Vite keys them ("/content/pages/aboutus.yaml").
 */
function bundled(glob: () => ContentFiles): ContentFiles {
  try {
    return glob();
  } catch (error) {
    if (typeof import.meta.glob === "function") throw error;
    const files: ContentFiles = {};
    for (const file of readdirSync(contentDir, { recursive: true, encoding: "utf8" })) {
      if (file.endsWith(".yaml")) {
        files[`/content/${file.split(path.sep).join("/")}`] = readFileSync(
          path.join(contentDir, file),
          "utf8",
        );
      }
    }
    return files;
  }
}

const contentFiles = bundled(() =>
  import.meta.glob<string>(
    [
      "/content/pages/*.yaml",
      "/content/home.yaml",
      "/content/contact.yaml",
      "/content/leaders.yaml",
      "/content/testimonials/*.yaml",
    ],
    { query: "?raw", import: "default", eager: true },
  ),
);

/** The files of one folder of content/ (a path ending in "/"), or the one file of that path. */
function filesAt(prefix: string): ContentFiles {
  return Object.fromEntries(
    Object.entries(contentFiles).filter(([file]) =>
      prefix.endsWith("/") ? file.startsWith(prefix) : file === prefix,
    ),
  );
}

export const pageFiles = filesAt("/content/pages/");

export const homeFiles = filesAt("/content/home.yaml");

export const contactFiles = filesAt("/content/contact.yaml");

export const leaderFiles = filesAt("/content/leaders.yaml");

export const testimonialFiles = filesAt("/content/testimonials/");
