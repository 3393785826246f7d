import type { ReactNode } from "react";

type Size = "large" | "compact";

const headingSize: Record<Size, string> = {
  large: "text-2xl font-semibold sm:text-3xl",
  compact: "text-2xl font-semibold",
};

const bandPadding: Record<Size, string> = {
  // Tighter on phones, where the page is one long column (issue 26.12).
  large: "py-8 sm:py-14 lg:py-20",
  compact: "py-8 sm:py-12 lg:py-16",
};

/** A section's heading, with the small line above it that says what part of the site it is. */
export function SectionHeading({
  id,
  eyebrow,
  size = "large",
  children,
}: {
  id: string;
  eyebrow?: string;
  size?: Size;
  children: ReactNode;
}) {
  return (
    <>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-[0.12em] text-amber-800 uppercase print:break-after-avoid">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={eyebrow ? `mt-3 ${headingSize[size]}` : headingSize[size]}>
        {children}
      </h2>
    </>
  );
}

/**
 * A band of the page across its full width, named by its heading, its content in the page's width.
 * An `action` (a link to more) stands at the end of the heading's row.
 */
export function PageSection({
  id,
  headingId,
  heading,
  eyebrow,
  action,
  band,
  size = "large",
  children,
}: {
  id?: string;
  headingId: string;
  heading: ReactNode;
  eyebrow?: string;
  action?: ReactNode;
  band: string;
  size?: Size;
  children: ReactNode;
}) {
  const title = (
    <SectionHeading id={headingId} eyebrow={eyebrow} size={size}>
      {heading}
    </SectionHeading>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={`${band} ${bandPadding[size]}`}>
      <div className="page-x">
        {action ? (
          // The heading's row stays with what follows it on paper, as a lone heading does.
          <div className="flex flex-wrap items-end justify-between gap-4 print:break-after-avoid">
            <div>{title}</div>
            {action}
          </div>
        ) : (
          title
        )}
        {children}
      </div>
    </section>
  );
}

/** Paragraphs of copy, keyed by their opening words. */
export function Paragraphs({ texts, className }: { texts: string[]; className: string }) {
  return (
    <div className={className}>
      {texts.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </div>
  );
}

/** A card with a picture on top and an amber rule above its text, as an item of a list. */
export function AccentCard({
  picture,
  className = "",
  accent = "border-amber-500",
  children,
}: {
  picture?: ReactNode;
  /** Its width in a CardGrid. */
  className?: string;
  /** The colour of the rule above the text. */
  accent?: string;
  children: ReactNode;
}) {
  return (
    <li
      className={`flex flex-col overflow-hidden rounded-card border border-steel-200 bg-white shadow-card ${className}`}
    >
      {picture}
      <div className={`flex flex-1 flex-col border-t-4 p-6 print:px-4 print:py-3 ${accent}`}>
        {children}
      </div>
    </li>
  );
}
