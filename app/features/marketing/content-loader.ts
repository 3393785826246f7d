import { ContentError, contentEntries, loadContentFile } from "#app/lib/content-files.ts";
import type { MarketingPage, Testimonial } from "#app/ui/content-types.ts";
import {
  type ContactPageContent,
  contactFileSchema,
  type HomeContent,
  homeFileSchema,
  type LeadersContent,
  leadersFileSchema,
  pageFileSchema,
  testimonialFileSchema,
} from "./content-schemas.ts";

/** Content files by path, as `import.meta.glob("/content/…", { query: "?raw", … })` returns them. */
export type ContentFiles = Record<string, string>;

/** A page's URL from its id: content/pages/company-safety.yaml is the page at /company/safety. */
export function pagePath(id: string): string {
  return `/${id.replaceAll("-", "/")}`;
}

/**
 * The pages of content/pages/<id>.yaml, in the order of `ids` and keyed by id. Every id needs its
 * file and every file its id, so that a page cannot be added or lost without its route.
 */
export function loadPages(files: ContentFiles, ids: readonly string[]): Map<string, MarketingPage> {
  const texts = new Map<string, [file: string, text: string]>();
  for (const [file, text] of contentEntries(files)) {
    const id = /([^/]+)\.yaml$/.exec(file)?.[1] ?? file;
    if (!ids.includes(id)) {
      throw new ContentError(
        `${file}: "${id}" is not a marketing page id (see marketing-pages.server.ts)`,
      );
    }
    texts.set(id, [file, text]);
  }
  const pages = new Map<string, MarketingPage>();
  for (const id of ids) {
    const found = texts.get(id);
    if (!found) throw new ContentError(`content/pages/${id}.yaml: the file is missing`);
    pages.set(id, { path: pagePath(id), ...loadContentFile(found[0], found[1], pageFileSchema) });
  }
  return pages;
}

function onlyFile(files: ContentFiles, expected: string): [file: string, text: string] {
  const [entry, ...others] = contentEntries(files);
  if (!entry || others.length > 0)
    throw new ContentError(`${expected}: expected exactly this file`);
  return entry;
}

/** content/home.yaml */
export function loadHome(files: ContentFiles): HomeContent {
  const [file, text] = onlyFile(files, "content/home.yaml");
  return loadContentFile(file, text, homeFileSchema);
}

/** content/contact.yaml */
export function loadContact(files: ContentFiles): ContactPageContent {
  const [file, text] = onlyFile(files, "content/contact.yaml");
  return loadContentFile(file, text, contactFileSchema);
}

export function loadLeaders(files: ContentFiles): LeadersContent {
  const [file, text] = onlyFile(files, "content/leaders.yaml");
  return loadContentFile(file, text, leadersFileSchema);
}

/** content/testimonials/*.yaml, in the order their `order` fields give; no two may share one. */
export function loadTestimonials(files: ContentFiles): Testimonial[] {
  const byOrder = new Map<number, [file: string, testimonial: Testimonial]>();
  for (const [file, text] of contentEntries(files)) {
    const { order, ...testimonial } = loadContentFile(file, text, testimonialFileSchema);
    const other = byOrder.get(order);
    if (other) throw new ContentError(`${file}: order: ${order} is also the order of ${other[0]}`);
    byOrder.set(order, [file, testimonial]);
  }
  return [...byOrder.entries()].sort(([a], [b]) => a - b).map(([, [, testimonial]]) => testimonial);
}
