import type { ReactNode } from "react";

/**
 * A section named by its own heading: the heading's id is the section's `aria-labelledby`, given
 * once so the two cannot drift apart. The caller sets both elements' classes; the heading is an h2,
 * or an h3 inside a part of the page that has its own h2.
 */
export function TitledSection({
  id,
  title,
  className,
  headingClassName,
  level = 2,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
