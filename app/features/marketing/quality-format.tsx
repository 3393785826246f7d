/** What the quality page's sections share: numbers as Indians write them, table cells, PDF links. */
export const number = (value: number) => value.toLocaleString("en-IN");

export const th = "px-4 py-3 text-left font-semibold";
export const td = "px-4 py-3 align-top";

/** A table's frame: it scrolls if it must; on a phone its rows are separate cards (app.css). */
export const tableFrame =
  "table-frame rounded-card border border-steel-200 bg-white max-sm:border-0 max-sm:bg-transparent";

/** A data table: columns on a wide screen and on paper, one card a row on a phone (app.css). */
export const dataTable =
  "data-table w-full border-collapse text-sm max-sm:[&_tbody>tr]:mb-3 max-sm:[&_tbody>tr]:rounded-card max-sm:[&_tbody>tr]:border max-sm:[&_tbody>tr]:bg-white";

export function Download({ path, title }: { path: string; title: string }) {
  return (
    <a
      href={path}
      className="inline-flex items-center gap-2 font-semibold text-navy-800 underline decoration-amber-500 underline-offset-4 hover:text-navy-600"
    >
      {title} <span className="text-sm font-normal text-steel-600">(PDF)</span>
    </a>
  );
}
