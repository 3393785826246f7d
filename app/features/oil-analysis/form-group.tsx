/** A group of the form's fields: a fieldset with its legend, an introduction and a grid. */
import type { ReactNode } from "react";

export function Group({
  id,
  legend,
  intro,
  columns = "sm:grid-cols-2",
  children,
}: {
  id: string;
  legend: string;
  intro?: ReactNode;
  /** The grid of the fields. */
  columns?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      aria-labelledby={`${id}-legend`}
      className="rounded-card border border-steel-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h3 id={`${id}-legend`} className="text-lg font-semibold">
        {legend}
      </h3>
      {intro ? <div className="mt-1.5 text-sm text-steel-700">{intro}</div> : null}
      <div className={`mt-5 grid gap-x-5 gap-y-5 ${columns}`}>{children}</div>
    </fieldset>
  );
}
