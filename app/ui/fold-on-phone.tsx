import type { ReactNode } from "react";

/**
 * Long reference text folded behind a summary on a phone, where it would add screens of height
 * between the parts a visitor came for; open from 640 px and on paper, with its summary hidden
 * (the `fold-on-phone` rules in app.css, for browsers that can open a `<details>` by CSS; others
 * keep the summary and fold at every width). The text stays in the page and in find-in-page.
 */
export function FoldOnPhone({
  summary,
  className = "",
  children,
}: {
  /** What the folded text is, as the visitor reads it on the button: "The six standards …". */
  summary: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={`fold-on-phone group ${className}`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-md border border-steel-300 bg-white px-4 py-2 font-semibold text-navy-800 hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <span aria-hidden="true" className="text-steel-600 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="fold-on-phone-body">{children}</div>
    </details>
  );
}
