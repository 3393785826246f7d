import { Link } from "react-router";
import { ArrowRightIcon } from "~/ui/icons";
import type { ItemCard as ItemCardData } from "./catalogue.server";
import { formatPrice } from "./format";

/** A catalogue item as a card; the whole card is one link to the item's details. */
export function ItemCard({ item, headingLevel = 3 }: { item: ItemCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-steel-200 bg-white shadow-card transition-shadow hover:shadow-raised">
      <img
        src={item.img}
        alt=""
        width={480}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] h-auto w-full bg-paper"
      />
      <div className="flex flex-1 flex-col border-t border-steel-200 p-5">
        <Heading className="text-base font-semibold">
          <Link to={item.href} className="after:absolute after:inset-0 after:content-['']">
            {item.name}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-steel-700">{item.summary}</p>
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
