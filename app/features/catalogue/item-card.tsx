import { wideColumns } from "#app/ui/card-grid.tsx";
import { ArrowRightIcon } from "#app/ui/icons.tsx";
import type { ItemCard as ItemCardData } from "./catalogue.server.ts";
import { CatalogueImage } from "./catalogue-image.tsx";
import { EntryTitle } from "./entry-title.tsx";
import { formatPrice } from "./format.ts";

type HeadingLevel = 2 | 3;

/** A catalogue item as a card; the whole card is one link to the item's details. */
export function ItemCard({
  item,
  headingLevel = 3,
  highlight,
  row = false,
}: {
  item: ItemCardData;
  headingLevel?: HeadingLevel;
  /** A search term to mark in the name. */
  highlight?: string;
  /** A row of a short list: the picture beside the words from 640 px. */
  row?: boolean;
}) {
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-card border border-steel-200 bg-white shadow-card transition-shadow hover:shadow-raised ${row ? "sm:flex-row" : ""}`}
    >
      <CatalogueImage
        src={item.img}
        lazy
        className={`aspect-[4/3] h-auto w-full bg-paper ${row ? "sm:w-56 sm:shrink-0" : ""}`}
      />
      <div
        className={`flex flex-1 flex-col border-t border-steel-200 p-5 ${row ? "sm:justify-center sm:border-t-0 sm:border-l sm:px-8" : ""}`}
      >
        <EntryTitle entry={item} level={headingLevel} variant="item" highlight={highlight} />
        <p className="mt-4 flex items-center justify-between gap-3 text-sm">
          <span className={item.price ? "font-semibold text-navy-950" : "text-steel-600"}>
            {item.price ? formatPrice(item.price) : "Price on request"}
          </span>
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 font-semibold text-navy-700 group-hover:underline"
          >
            Details <ArrowRightIcon className="size-4" />
          </span>
        </p>
      </div>
    </article>
  );
}

/** Card widths for a 1.5 rem gap: two columns from 640 px, then by count at 1024 and 1280 px. */
const lgWidth = { 2: "lg:w-[calc((100%-1.5rem)/2)]", 3: "lg:w-[calc((100%-3rem)/3)]" } as const;
/** On paper (laid out narrower than 1024 px) the rows of 1024 px: two large cards a page wasted it. */
const printWidth = {
  2: "print:w-[calc((100%-1.5rem)/2)]",
  3: "print:w-[calc((100%-3rem)/3)]",
} as const;
const xlWidth = {
  2: "xl:w-[calc((100%-1.5rem)/2)]",
  3: "xl:w-[calc((100%-3rem)/3)]",
  4: "xl:w-[calc((100%-4.5rem)/4)]",
} as const;

/**
 * Cards of catalogue items in rows that leave no card alone at the end: the columns are chosen
 * by count and a short last row is centred. `spaced` when the list follows a heading.
 */
export function ItemCardList({
  items,
  headingLevel,
  spaced = false,
  highlight,
}: {
  items: ItemCardData[];
  headingLevel?: HeadingLevel;
  spaced?: boolean;
  highlight?: string;
}) {
  const lg = wideColumns(items.length, 3) as 2 | 3;
  const xl = wideColumns(items.length, 4);
  const width = `w-full sm:w-[calc((100%-1.5rem)/2)] ${lgWidth[lg]} ${xlWidth[xl]} ${printWidth[lg]}`;
  return (
    <ul className={`flex flex-wrap justify-center gap-6 ${spaced ? "mt-6" : ""}`}>
      {items.map((item) => (
        <li key={item.id} className={width}>
          <ItemCard item={item} headingLevel={headingLevel} highlight={highlight} />
        </li>
      ))}
    </ul>
  );
}
