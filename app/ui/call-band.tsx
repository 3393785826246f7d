import type { ReactNode } from "react";

/**
 * A navy band that asks the reader to act: a heading and a line of text, then what to do
 * (`children`: the buttons). Named by its heading (`id`). The caller gives the row's layout
 * (`row`, inside the page's width) and the text's classes; the band is left out on paper.
 */
export function CallBand({
  id,
  sectionId,
  heading,
  text,
  className = "bg-navy-950 print:hidden",
  row,
  textBox,
  headingClassName = "text-2xl font-semibold text-white",
  textClassName,
  children,
}: {
  id: string;
  /** The band's own id, where a link points at it. */
  sectionId?: string;
  heading: ReactNode;
  text: ReactNode;
  className?: string;
  row: string;
  /** The classes of the box that holds the heading and the text. */
  textBox?: string;
  headingClassName?: string;
  textClassName: string;
  children: ReactNode;
}) {
  return (
    <section id={sectionId} aria-labelledby={id} className={className}>
      <div className={`page-x ${row}`}>
        <div className={textBox}>
          <h2 id={id} className={headingClassName}>
            {heading}
          </h2>
          <p className={textClassName}>{text}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
