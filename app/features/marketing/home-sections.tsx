import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLink, ButtonLink } from "#app/ui/button-link.tsx";
import { CallBand } from "#app/ui/call-band.tsx";
import { CardList } from "#app/ui/card-list.tsx";
import { FigureList } from "#app/ui/figure-list.tsx";
import { PageSection } from "#app/ui/section.tsx";
import type { HomeContent, LinkedBandCopy } from "./content-schemas.ts";

/**
 * On a phone a long list of cards is a row the visitor swipes through (CSS scroll snap, with or
 * without JavaScript), the next card's edge showing, instead of a column several screens tall
 * (issue 26.12). The edge is 16 px, less than a card's padding: a link in the next card is then
 * wholly out of view, and Chromium scrolls a link into view when it takes focus only if none of
 * it shows (at 82 % wide, 35 px of the next card's link showed and focus stayed there, off the
 * screen: WCAG 2.4.11). For the list element; from 640 px up the grid is unchanged. The row is
 * the containing block of what it holds, so a visually hidden label far along it stays inside.
 */
export const phoneRow =
  "max-sm:relative max-sm:-mx-4 max-sm:flex max-sm:flex-nowrap max-sm:justify-start max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-3 max-sm:[&>li]:w-[calc(100%-1.25rem)] max-sm:[&>li]:flex-none max-sm:[&>li]:snap-start";

/** The same swiped row for a list another feature draws (the case study cards): its first list. */
export function PhoneRow({
  className = "",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`${className} max-sm:[&>ul]:relative max-sm:[&>ul]:flex max-sm:[&>ul]:-mx-4 max-sm:[&>ul]:flex-nowrap max-sm:[&>ul]:justify-start max-sm:[&>ul]:snap-x max-sm:[&>ul]:snap-mandatory max-sm:[&>ul]:scroll-px-4 max-sm:[&>ul]:overflow-x-auto max-sm:[&>ul]:px-4 max-sm:[&>ul]:pb-3 max-sm:[&>ul>li]:w-[calc(100%-1.25rem)] max-sm:[&>ul>li]:flex-none max-sm:[&>ul>li]:snap-start`}
    >
      {children}
    </div>
  );
}

/** A card's heading, whose link covers the whole card (the card is `relative`), and its line of text. */
function CardTitle({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <>
      <h3 className="font-semibold">
        <Link
          to={to}
          className="text-navy-950 after:absolute after:inset-0 hover:underline focus:outline-none"
        >
          {title}
        </Link>
      </h3>
      <p className="mt-2 text-sm text-steel-700">{text}</p>
    </>
  );
}

/** A band of the home page that shows a few of a kind and links to all of them from its heading's row. */
export function LinkedBand({
  headingId,
  band,
  copy,
  children,
}: {
  headingId: string;
  band: string;
  copy: LinkedBandCopy;
  children: ReactNode;
}) {
  return (
    <PageSection
      headingId={headingId}
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      band={band}
      action={<ArrowLink to={copy.more.to} label={copy.more.label} />}
    >
      {children}
    </PageSection>
  );
}

/**
 * The linked bands' cards are a swiped row on a phone; each is `relative` (its heading's link
 * covers it) and rings when that link has the focus.
 */
const industryCard =
  "relative rounded-card border border-steel-200 bg-paper p-5 focus-within:ring-3 focus-within:ring-amber-500 focus-within:ring-offset-2 focus-within:ring-offset-navy-900 hover:border-navy-200";

export function IndustriesBand({
  industries,
  copy,
}: {
  industries: HomeContent["industries"];
  copy: LinkedBandCopy;
}) {
  return (
    <LinkedBand headingId="industries-heading" band="bg-white" copy={copy}>
      <CardList
        items={industries}
        keyOf={(industry) => industry.label}
        max={4}
        className={`mt-8 ${phoneRow}`}
        card={industryCard}
      >
        {(industry) => <CardTitle to={industry.link} title={industry.label} text={industry.text} />}
      </CardList>
    </LinkedBand>
  );
}

export type ProductHighlight = {
  id: string;
  name: string;
  summary: string;
  href: string;
  img: string;
};

const productCard =
  "relative flex flex-col overflow-hidden rounded-card border border-steel-200 bg-white shadow-card focus-within:ring-3 focus-within:ring-amber-500 focus-within:ring-offset-2 focus-within:ring-offset-navy-900";

/** A few product lines of the catalogue, each with its picture (drawn by the catalogue's own component). */
export function CatalogueHighlights({
  products,
  copy,
  picture,
  search,
}: {
  products: ProductHighlight[];
  copy: LinkedBandCopy;
  picture: (product: ProductHighlight) => ReactNode;
  /** The catalogue's search form, over the highlighted lines. */
  search?: ReactNode;
}) {
  return (
    <LinkedBand headingId="catalogue-heading" band="bg-paper" copy={copy}>
      {search ? <div className="mt-6">{search}</div> : null}
      <CardList
        items={products}
        keyOf={(product) => product.id}
        max={4}
        className={`mt-8 ${phoneRow}`}
        card={productCard}
      >
        {(product) => (
          <>
            {picture(product)}
            <div className="flex flex-1 flex-col border-t border-steel-200 p-5">
              <CardTitle to={product.href} title={product.name} text={product.summary} />
            </div>
          </>
        )}
      </CardList>
    </LinkedBand>
  );
}

/** Figures a buyer can check, each linked to where it is shown in full. */
export function ProofBand({ figures }: { figures: { value: string; label: string }[] }) {
  return (
    <PageSection
      headingId="proof-heading"
      eyebrow="Quality and safety"
      heading="Certified, accredited, and safe on your site"
      band="bg-white"
      action={
        <ButtonLink to="/company/quality" tone="outline">
          Certificates and registrations
        </ButtonLink>
      }
    >
      <FigureList
        figures={figures}
        className="mt-6 grid grid-cols-2 gap-3 sm:mt-8 sm:gap-4 lg:grid-cols-4"
        item="flex flex-col rounded-card border-t-4 border-amber-500 bg-paper p-4 sm:p-5"
        term="mt-2 text-sm text-steel-700"
        value="text-xl font-semibold text-navy-950 sm:text-2xl"
      />
    </PageSection>
  );
}

export function ClosingCall({ closing }: { closing: HomeContent["closing"] }) {
  return (
    <CallBand
      id="closing-heading"
      heading={closing.heading}
      text={closing.text}
      row="flex flex-col gap-6 py-8 sm:py-14 lg:flex-row lg:items-center lg:justify-between"
      headingClassName="text-2xl font-semibold text-white sm:text-3xl"
      textClassName="mt-3 max-w-2xl text-navy-100 sm:text-lg"
    >
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/contact">Send an enquiry</ButtonLink>
        <ButtonLink to="/service-request" tone="outline-light">
          Request a service visit
        </ButtonLink>
      </div>
    </CallBand>
  );
}
