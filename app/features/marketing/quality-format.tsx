/** What the quality page's sections share: dates and numbers as Indians write them, table cells, PDF links. */
export const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

export const number = (value: number) => value.toLocaleString("en-IN");

export const th = "px-4 py-3 text-left font-semibold";
export const td = "px-4 py-3 align-top";

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
