import { Link } from "react-router";
import { Highlight } from "./highlight.tsx";

const variants = {
  /** An item's card, a link as large as the card. */
  item: {
    heading: "text-base font-semibold",
    link: "after:absolute after:inset-0 after:content-['']",
    summary: "mt-2 flex-1 text-sm text-steel-700",
  },
  /** A service's card on the listing, which has other links besides. */
  service: {
    heading: "text-lg font-semibold",
    link: "hover:underline",
    summary: "mt-2 text-sm text-steel-700",
  },
};

/** The top of a catalogue card: the entry's name as a heading that links to it, then its summary. */
export function EntryTitle({
  entry,
  level,
  variant,
  highlight,
}: {
  entry: { name: string; summary: string; href: string };
  level: 2 | 3;
  variant: keyof typeof variants;
  /** A search term to mark in the name. */
  highlight?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const style = variants[variant];
  return (
    <>
      <Heading className={style.heading}>
        <Link to={entry.href} className={style.link}>
          <Highlight text={entry.name} term={highlight} />
        </Link>
      </Heading>
      <p className={style.summary}>{entry.summary}</p>
    </>
  );
}
