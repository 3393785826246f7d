import { Identifiers } from "./identifiers.tsx";

export type Figure = { label: string; value: string };

/**
 * Key figures as a description list: the label is the term and the figure its definition, so a
 * screen reader says the label first; on screen the figure stands above its label (order-first).
 * The caller sets the list's grid and the classes of each figure, its label and its value.
 */
export function FigureList({
  figures,
  className,
  item,
  term,
  value,
}: {
  figures: readonly Figure[];
  className: string;
  item: string;
  term: string;
  value: string;
}) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className={item}>
          <dt className={term}>
            <Identifiers text={figure.label} />
          </dt>
          <dd className={`order-first ${value}`}>
            <Identifiers text={figure.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
