import type { ReactNode } from "react";
import { company } from "~/lib/company";
import { type PageMetaInput, pageMeta } from "~/lib/seo/meta";
import type { Crumb } from "~/ui/breadcrumb";
import { PageSection } from "~/ui/section";
import type { ItemCard } from "./catalogue.server";
import { ItemCardList } from "./item-card";
import type { CatalogueItem } from "./schema";
import { breadcrumbJsonLd, itemJsonLd } from "./structured-data";

/* What the pages under /services share: their breadcrumbs, their meta tags, their card grids. */

const home: Crumb = { label: "Home", to: "/" };
const services: Crumb = { label: "Services", to: "/services" };

/** The breadcrumb trail of a page under /services: Home, Services, then `trail`. */
export function catalogueCrumbs(...trail: Crumb[]): Crumb[] {
  return [home, services, ...trail];
}

type Entry = { name: string; summary: string; img: string };

function entryMeta(entry: Entry, path: string, more: Pick<PageMetaInput, "type" | "jsonLd">) {
  return pageMeta({
    title: entry.name,
    description: entry.summary,
    path,
    ...more,
  });
}

/** The meta tags of a category page, with its breadcrumb and Service structured data. */
export function groupMeta(group: Entry & { id: string }, crumbs: Crumb[]) {
  const path = `/services/categories/${group.id}`;
  const service = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: group.name,
    description: group.summary,
    provider: { "@type": "Organization", name: company.name },
    areaServed: "IN",
  };
  return entryMeta(group, path, { jsonLd: [breadcrumbJsonLd(crumbs, path), service] });
}

/** The meta tags of an item's page, with its Product (or Service) and breadcrumb structured data. */
export function itemMeta(item: CatalogueItem, crumbs: Crumb[]) {
  const path = `/services/details/${item.id}`;
  const jsonLd = [itemJsonLd(item, path), breadcrumbJsonLd(crumbs, path)];
  return entryMeta(item, path, { type: "product", jsonLd });
}

/** A band of item cards under a heading, as on a category page and below an item's details. */
export function ItemsSection({
  headingId,
  heading,
  items,
}: {
  headingId: string;
  heading: ReactNode;
  items: ItemCard[];
}) {
  return (
    <PageSection headingId={headingId} heading={heading} band="bg-paper" size="compact">
      <ItemCardList items={items} spaced />
    </PageSection>
  );
}
