import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "./breadcrumb.tsx";

/**
 * The top of a page: where it sits (breadcrumb), the small line above the title that says what
 * kind of page it is, and the page's h1. On a navy band (`tone="dark"`) that line is a lighter
 * amber; `className` changes the h1's size where a page's title is longer or shorter.
 */
export function PageTitle({
  crumbs,
  tone = "light",
  eyebrow,
  id,
  className = "mt-3 text-3xl font-semibold sm:text-4xl lg:text-5xl",
  children,
}: {
  crumbs: Crumb[];
  tone?: "light" | "dark";
  eyebrow?: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const amber = tone === "dark" ? "text-amber-300" : "text-amber-800";
  return (
    <>
      <Breadcrumb tone={tone} items={crumbs} />
      {eyebrow ? (
        <p className={`mt-6 text-sm font-semibold tracking-[0.12em] ${amber} uppercase`}>
          {eyebrow}
        </p>
      ) : null}
      <h1 id={id} className={className}>
        {children}
      </h1>
    </>
  );
}
