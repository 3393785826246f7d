import type { MetaDescriptor } from "react-router";
import { company, pageTitle } from "~/lib/company";
import { absoluteUrl } from "~/lib/seo/site-url";

export type PageMetaInput = {
  /** The page's own name; omit for home, whose title is exactly the company name. */
  title?: string;
  description: string;
  /** The canonical path, as the route table spells it; the canonical URL is built from it. */
  path: string;
  noindex?: boolean;
  keywords?: string[];
  image?: string;
  type?: "website" | "article" | "product";
  jsonLd?: Record<string, unknown>[];
};

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const canonical = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? "/og-image.png");
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: company.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (input.keywords?.length)
    descriptors.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.noindex) descriptors.push({ name: "robots", content: "noindex, follow" });
  for (const data of input.jsonLd ?? []) descriptors.push({ "script:ld+json": data });
  return descriptors;
}
