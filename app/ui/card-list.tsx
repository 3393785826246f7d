import type { ReactNode } from "react";
import { CardGrid, cardWidth } from "./card-grid.tsx";

/**
 * A CardGrid of `items`: each card is an item of `cardWidth(items.length, max)` with the classes
 * `card`, keyed by `keyOf`, and `children` draws what it holds. A module of its own, not part of
 * card-grid.tsx: that one is in the script chunk every hydrated page loads.
 */
export function CardList<T>({
  items,
  keyOf,
  max = 3,
  className,
  card,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  max?: 2 | 3 | 4;
  className?: string;
  card: string;
  children: (item: T) => ReactNode;
}) {
  const itemWidth = cardWidth(items.length, max);
  return (
    <CardGrid className={className}>
      {items.map((item) => (
        <li key={keyOf(item)} className={`${itemWidth} ${card}`}>
          {children(item)}
        </li>
      ))}
    </CardGrid>
  );
}
