import type { ItemCard as ItemCardData } from "./catalogue.server.ts";
import { ItemCard } from "./item-card.tsx";

/**
 * A short list of items (a few search results): one row each, the picture beside the words, in a
 * reading-width column. Its own module, so the pages that never show it do not load it.
 */
export function ItemRowList({ items, highlight }: { items: ItemCardData[]; highlight?: string }) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-4">
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} headingLevel={2} highlight={highlight} row />
        </li>
      ))}
    </ul>
  );
}
