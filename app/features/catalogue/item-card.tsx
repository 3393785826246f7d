import { ArrowRightIcon } from "~/ui/icons";
import type { ItemCard as ItemCardData } from "./catalogue.server";
import { CatalogueImage } from "./catalogue-image";
import { EntryTitle } from "./entry-title";
import { formatPrice } from "./format";

type HeadingLevel = 2 | 3;

/** A catalogue item as a card; the whole card is one link to the item's details. */
export function ItemCard({
  item,
  headingLevel = 3,
}: {
  item: ItemCardData;
  headingLevel?: HeadingLevel;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-steel-200 bg-white shadow-card transition-shadow hover:shadow-raised">
      <CatalogueImage src={item.img} lazy className="aspect-[4/3] h-auto w-full bg-paper" />
      <div className="flex flex-1 flex-col border-t border-steel-200 p-5">
        <EntryTitle entry={item} level={headingLevel} variant="item" />
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

const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** Cards of catalogue items in a grid; `spaced` when the grid follows a heading. */
export function ItemCardList({
  items,
  headingLevel,
  spaced = false,
}: {
  items: ItemCardData[];
  headingLevel?: HeadingLevel;
  spaced?: boolean;
}) {
  return (
    <ul className={spaced ? `mt-6 ${grid}` : grid}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
