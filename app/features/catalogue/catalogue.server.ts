import Fuse from "fuse.js";
import { catalogueServices } from "./catalogue-content.server.ts";
import type { CatalogueItem, Price, Service, ServiceGroup } from "./schema.ts";
import { rankMatches } from "./search-rank.ts";
import { namesForTradeTerms, pagesForTradeTerms } from "./trade-terms.ts";

/** An item as the pages use it: the item's fields plus the group it belongs to, if any. */
export type ItemEntry = { item: CatalogueItem; group?: ServiceGroup };

export type ItemCard = {
  id: string;
  name: string;
  img: string;
  summary: string;
  price?: Price;
  href: string;
};

export type ServiceCard = {
  id: string;
  name: string;
  img: string;
  summary: string;
  no: string;
  href: string;
  /** Sub-categories as rows of up to two links. */
  rows: { id: string; name: string; href: string }[][];
};

export function detailsHref(id: string): string {
  return `/services/details/${id}`;
}

export function categoryHref(id: string): string {
  return `/services/categories/${id}`;
}

/** The spec's rule: a service with categories links to its category page, else to its details. */
export function serviceHref(service: Service): string {
  return service.kind === "group" ? categoryHref(service.id) : detailsHref(service.id);
}

export function itemOf(service: Extract<Service, { kind: "item" }>): CatalogueItem {
  const { kind: _kind, ...item } = service;
  return item;
}

export function createCatalogue(services: Service[]) {
  const entries: ItemEntry[] = services.flatMap((service) =>
    service.kind === "group"
      ? service.categories.flat().map((item) => ({ item, group: service }))
      : [{ item: itemOf(service) }],
  );
  const byItemId = new Map(entries.map((entry) => [entry.item.id, entry]));
  const groups = new Map(
    services
      .filter((service): service is ServiceGroup => service.kind === "group")
      .map((group) => [group.id, group]),
  );
  const fuse = new Fuse(
    entries.map((entry) => entry.item),
    {
      keys: ["name"],
      threshold: 0.4,
      ignoreLocation: true,
      includeScore: true,
      minMatchCharLength: 2,
    },
  );

  function card(item: CatalogueItem): ItemCard {
    return {
      id: item.id,
      name: item.name,
      img: item.img,
      summary: item.summary,
      price: item.price,
      href: detailsHref(item.id),
    };
  }

  return {
    services,
    entries,

    serviceCards(): ServiceCard[] {
      return services.map((service) => ({
        id: service.id,
        name: service.name,
        img: service.img,
        summary: service.summary,
        no: service.no,
        href: serviceHref(service),
        rows:
          service.kind === "group"
            ? service.categories.map((row) =>
                row.map((item) => ({ id: item.id, name: item.name, href: detailsHref(item.id) })),
              )
            : [],
      }));
    },

    serviceLinks(): { label: string; to: string }[] {
      return services.map((service) => ({ label: service.name, to: serviceHref(service) }));
    },

    group(id: string): ServiceGroup | undefined {
      return groups.get(id);
    },

    groupCards(group: ServiceGroup): ItemCard[] {
      return group.categories.flat().map(card);
    },

    item(id: string): ItemEntry | undefined {
      return byItemId.get(id);
    },

    /** The other items of the item's group, for 'Similar Products in …'. */
    siblings(entry: ItemEntry): ItemCard[] {
      if (!entry.group) return [];
      return entry.group.categories
        .flat()
        .filter((item) => item.id !== entry.item.id)
        .map(card);
    },

    /**
     * The items whose name contains the trimmed keyword, letter case aside, best match first
     * (see search-rank.ts). Only names are searched: the count in the heading is the number of
     * names that contain the keyword.
     */
    search(keyword: string): ItemCard[] {
      return rankMatches(entries, keyword, (entry) => ({ name: entry.item.name })).map((entry) =>
        card(entry.item),
      );
    },

    /** Beyond the spec: when nothing matches, the closest names, tolerant of typing mistakes. */
    /**
     * For a keyword that matches no name: the items its trade terms lead to ("tap changer" to
     * the OLTC services, "SF6" to the gas), then names close to it in spelling.
     */
    suggestions(keyword: string, limit = 6): ItemCard[] {
      const needle = keyword.trim();
      if (needle.length < 2) return [];
      const meant = namesForTradeTerms(needle).flatMap((name) =>
        entries.filter((entry) => entry.item.name.toLowerCase().includes(name.toLowerCase())),
      );
      const close = fuse.search(needle, { limit }).map((result) => result.item);
      const items = [...new Set([...meant.map((entry) => entry.item), ...close])];
      return items.slice(0, limit).map(card);
    },

    /** The "Did you mean" links: a service page the keyword's tests lead to, then the items. */
    suggestionLinks(keyword: string): { label: string; to: string }[] {
      return [
        ...pagesForTradeTerms(keyword),
        ...this.suggestions(keyword).map((item) => ({ label: item.name, to: item.href })),
      ];
    },

    categoryPaths(): string[] {
      return [...groups.keys()].map(categoryHref);
    },

    detailPaths(): string[] {
      return entries.map((entry) => detailsHref(entry.item.id));
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;

export const catalogue: Catalogue = createCatalogue(catalogueServices);
