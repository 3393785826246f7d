import type { ReactNode } from "react";
import type { Crumb } from "./breadcrumb.tsx";
import { PageTitle } from "./page-title.tsx";

/**
 * The band at the top of a reading page, on light navy: the page's title (PageTitle) and its lead
 * in the first column, what `children` adds under the lead, and `aside` beside them on wide
 * screens. `layout` gives the grid's columns, their alignment and the band's padding from 1024 px
 * (and on paper); `titleClassName` and `leadWidth` change the h1's size and the lead's measure.
 */
export function PageHead({
  as: Band = "section",
  layout,
  crumbs,
  eyebrow,
  titleId,
  titleClassName,
  heading,
  lead,
  leadWidth = "max-w-prose",
  aside,
  children,
}: {
  /** A page that is one article heads it with a `header`. */
  as?: "section" | "header";
  layout: string;
  crumbs: Crumb[];
  eyebrow: ReactNode;
  titleId?: string;
  titleClassName?: string;
  heading: ReactNode;
  lead: ReactNode;
  leadWidth?: string;
  aside: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Band className="border-b border-steel-200 bg-navy-50">
      <div className={`page-x grid gap-10 py-12 ${layout}`}>
        <div>
          <PageTitle crumbs={crumbs} eyebrow={eyebrow} id={titleId} className={titleClassName}>
            {heading}
          </PageTitle>
          <p className={`mt-5 ${leadWidth} text-lg text-steel-700`}>{lead}</p>
          {children}
        </div>
        {aside}
      </div>
    </Band>
  );
}
