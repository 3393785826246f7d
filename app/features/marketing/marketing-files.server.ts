/**
 * The marketing content files, bundled by Vite into the server build: a bad file stops the build,
 * because the prerender loads every one.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ContentFiles } from "./content-loader.ts";

const projectRoot = path.join(import.meta.dirname ?? "", "../../..");

/**
 * `import.meta.glob` exists only where Vite compiles the module (build, dev server, Vitest). The
 * Playwright specs import the page list under plain Node to know which pages to visit; there the
 * same files are read from disk, keyed the way Vite keys them ("/content/pages/aboutus.yaml").
 */
function bundled(glob: () => ContentFiles, dir: string, name: RegExp): ContentFiles {
  try {
    return glob();
  } catch (error) {
    if (typeof import.meta.glob === "function") throw error;
    const files: ContentFiles = {};
    for (const file of readdirSync(path.join(projectRoot, dir))) {
      if (name.test(file))
        files[`/${dir}/${file}`] = readFileSync(path.join(projectRoot, dir, file), "utf8");
    }
    return files;
  }
}

export const pageFiles = bundled(
  () =>
    import.meta.glob<string>("/content/pages/*.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  "content/pages",
  /\.yaml$/,
);

export const homeFiles = bundled(
  () =>
    import.meta.glob<string>("/content/home.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  "content",
  /^home\.yaml$/,
);

export const contactFiles = bundled(
  () =>
    import.meta.glob<string>("/content/contact.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  "content",
  /^contact\.yaml$/,
);

export const testimonialFiles = bundled(
  () =>
    import.meta.glob<string>("/content/testimonials/*.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  "content/testimonials",
  /\.yaml$/,
);
