import { company } from "#app/lib/company.ts";
import { absoluteUrl } from "#app/lib/seo/site-url.ts";
import type { Crumb } from "#app/ui/breadcrumb.tsx";
import type { CatalogueItem } from "./schema.ts";

const serviceWords =
  /service|repair|overhaul|installation|filtration|testing|maintenance|rewinding|amc|commissioning/i;

export function isServiceItem(item: CatalogueItem): boolean {
  return serviceWords.test(item.name) && !item.price;
}

export function breadcrumbJsonLd(crumbs: Crumb[], currentPath: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.to ?? currentPath),
    })),
  };
}

/** Product (or Service) structured data for a catalogue item's page. */
export function itemJsonLd(item: CatalogueItem, path: string): Record<string, unknown> {
  const provider = { "@type": "Organization", name: company.name, url: absoluteUrl("/") };
  const base = {
    "@context": "https://schema.org",
    name: item.name,
    description: item.summary,
    image: absoluteUrl(item.img),
    url: absoluteUrl(path),
  };
  if (isServiceItem(item)) {
    return { ...base, "@type": "Service", serviceType: item.name, provider, areaServed: "IN" };
  }
  return {
    ...base,
    "@type": "Product",
    sku: item.no,
    brand: { "@type": "Brand", name: company.shortName },
    ...(item.price
      ? {
          offers: {
            "@type": "Offer",
            price: item.price.amount,
            priceCurrency: "INR",
            availability: "https://schema.org/InStock",
            seller: provider,
            url: absoluteUrl(path),
          },
        }
      : {}),
  };
}

/**
 * The structured data of a category page: its breadcrumb and the Service it offers. Built by the
 * loader, so the browser gets the data and not the code that builds it.
 */
export function groupPageJsonLd(
  group: { id: string; name: string; summary: string },
  crumbs: Crumb[],
): Record<string, unknown>[] {
  const path = `/services/categories/${group.id}`;
  const service = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: group.name,
    description: group.summary,
    provider: { "@type": "Organization", name: company.name },
    areaServed: "IN",
  };
  return [breadcrumbJsonLd(crumbs, path), service];
}

/** The structured data of an item's page: its Product (or Service) and its breadcrumb. */
export function itemPageJsonLd(item: CatalogueItem, crumbs: Crumb[]): Record<string, unknown>[] {
  const path = `/services/details/${item.id}`;
  return [itemJsonLd(item, path), breadcrumbJsonLd(crumbs, path)];
}
