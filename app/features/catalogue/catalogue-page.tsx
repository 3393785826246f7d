import type { ReactNode } from "react";
import { type PageMetaInput, pageMeta } from "#app/lib/seo/meta.ts";
import type { Crumb } from "#app/ui/breadcrumb.tsx";
import { PageSection } from "#app/ui/section.tsx";
import type { ItemCard } from "./catalogue.server.ts";
import { ItemCardList } from "./item-card.tsx";
import type { CatalogueItem } from "./schema.ts";

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

/** The meta tags of a category page; the loader builds its structured data (groupPageJsonLd). */
export function groupMeta(group: Entry & { id: string }, jsonLd: Record<string, unknown>[]) {
  return entryMeta(group, `/services/categories/${group.id}`, { jsonLd });
}

/** The meta tags of an item's page; the loader builds its structured data (itemPageJsonLd). */
export function itemMeta(item: CatalogueItem, jsonLd: Record<string, unknown>[]) {
  return entryMeta(item, `/services/details/${item.id}`, { type: "product", jsonLd });
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
