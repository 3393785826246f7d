import type { ReactNode } from "react";

/** Widths of a card for 2, 3 and 4 columns with a 1.25 rem gap. */
const width = {
  2: "md:w-[calc((100%-1.25rem)/2)]",
  3: "lg:w-[calc((100%-2.5rem)/3)]",
  4: "lg:w-[calc((100%-3.75rem)/4)]",
} as const;

/**
 * On paper the columns of a wide screen: A4 is 673 px wide, where two columns of cards left a
 * third of each page empty beside a card too tall for what was left below.
 */
const printWidth = {
  2: "print:w-[calc((100%-1.25rem)/2)]",
  3: "print:w-[calc((100%-2.5rem)/3)]",
  4: "print:w-[calc((100%-3.75rem)/4)]",
} as const;

/**
 * The columns for `count` cards on wide screens, at most `max`: up to four, three when three
 * fill every row and four do not; otherwise the largest that leaves no card alone on the last
 * row, else `max` (CardGrid then centres the last row).
 */
export function wideColumns(count: number, max: 2 | 3 | 4): 2 | 3 | 4 {
  // Six cards are two full rows of three, not four and a short row of two.
  if (max === 4 && count > 4 && count % 4 !== 0 && count % 3 === 0) return 3;
  for (let columns = max; columns >= 2; columns -= 1) {
    if (count <= columns || count % columns !== 1) return columns as 2 | 3 | 4;
  }
  return max;
}

/**
 * A list of cards in rows that never leave one card alone at the end: each card takes
 * `cardWidth(count)`, which picks the columns by count, and a short last row is centred. One
 * column on phones, two from 768 px.
 */
export function CardGrid({
  className = "",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul data-card-grid className={`flex flex-wrap justify-center gap-5 ${className}`}>
      {children}
    </ul>
  );
}

/** The class a CardGrid's item takes for the grid's count and maximum. */
export function cardWidth(count: number, max: 2 | 3 | 4 = 3): string {
  const columns = wideColumns(count, max);
  return `w-full ${width[2]} ${columns === 2 ? "lg:w-[calc((100%-1.25rem)/2)]" : width[columns]} ${printWidth[columns]}`;
}
