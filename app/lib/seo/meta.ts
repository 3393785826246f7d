import type { MetaDescriptor } from "react-router";
import { company, pageTitle } from "#app/lib/company.ts";
import { shareCardPath, shareCardSize } from "./share-card.ts";
import { absoluteUrl } from "./site-url.ts";

export type PageMetaInput = {
  /** The page's own name; omit for home, whose title is exactly the company name. */
  title?: string;
  description: string;
  /** The canonical path, as the route table spells it; the canonical URL is built from it. */
  path: string;
  noindex?: boolean;
  /**
   * The build draws a share card for every prerendered page of the sitemap. A page rendered for
   * each request has none of its own and says "home" here: its link preview shows the home card.
   */
  shareCard?: "own" | "home";
  keywords?: string[];
  type?: "website" | "article" | "product";
  jsonLd?: Record<string, unknown>[];
};

/**
 * The share card a page's link preview shows, and what it says: the page's title, or on the home
 * card (home has no title of its own) the company's description. A noindex page is not in the
 * sitemap, so no card is drawn for it either.
 */
function shareCard(input: PageMetaInput): { url: string; alt: string } {
  const ownTitle = input.shareCard !== "home" && !input.noindex ? input.title : undefined;
  return {
    url: absoluteUrl(shareCardPath(ownTitle ? input.path : "/")),
    alt: `${company.shortName}: ${ownTitle ?? company.description}`,
  };
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const canonical = absoluteUrl(input.path);
  const card = shareCard(input);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: company.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: card.url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareCardSize.width) },
    { property: "og:image:height", content: String(shareCardSize.height) },
    { property: "og:image:alt", content: card.alt },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: card.url },
    { name: "twitter:image:alt", content: card.alt },
  ];
  if (input.keywords?.length)
    descriptors.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.noindex) descriptors.push({ name: "robots", content: "noindex, follow" });
  for (const data of input.jsonLd ?? []) descriptors.push({ "script:ld+json": data });
  return descriptors;
}

/** A private page's title and rules: never indexed, and its address never sent on as a referrer. */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [
    { title: pageTitle(title) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}
