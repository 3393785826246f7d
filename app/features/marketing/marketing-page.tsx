import type { ReactNode } from "react";
import { brochureHref } from "#app/lib/downloads.ts";
import { type PhotoSlot, pageSlot } from "#app/lib/photo-slots.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { Blocks } from "#app/ui/blocks.tsx";
import type { Crumb } from "#app/ui/breadcrumb.tsx";
import type { Illustration, MarketingPage } from "#app/ui/content-types.ts";
import { fromHome } from "#app/ui/crumbs.ts";
import { DownloadLink } from "#app/ui/download-link.tsx";
import { PageTitle } from "#app/ui/page-title.tsx";
import { Photo } from "#app/ui/photo.tsx";
import { Picture } from "#app/ui/picture.tsx";

/**
 * Title, description, canonical link and sharing tags of a marketing page. The canonical URL is
 * the page's own path, also where another URL shows the same page (/automation/automation1).
 */
/** A page rendered for each request has no share card of its own: it passes "home". */
export function marketingMeta(page: MarketingPage, shareCard: "own" | "home" = "own") {
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    shareCard,
  });
}

function heroDrawing(image: Illustration) {
  return (
    <Picture
      image={image}
      priority
      sizes="(min-width: 1024px) 560px, 100vw"
      className="w-full rounded-card shadow-card"
    />
  );
}

export function PageHero({
  page,
  crumbs,
  brochure,
  photo,
}: {
  page: Pick<MarketingPage, "eyebrow" | "heading" | "lead" | "hero" | "title">;
  crumbs?: Crumb[];
  /** The page's photo slot: its photo, once supplied, takes the drawing's place. */
  photo?: PhotoSlot;
  /** A service line's brochure, printed at build from this page's content. */
  brochure?: string;
}) {
  return (
    <section className="border-b border-steel-200 bg-navy-50">
      <div
        className={`page-x grid items-center gap-10 py-12 lg:py-16 print:gap-6 ${page.hero ? "lg:grid-cols-[1.1fr_1fr] print:grid-cols-[1.6fr_1fr]" : ""}`}
      >
        {/* Without a picture the heading and lead stand as one column in the middle. */}
        <div
          className={page.hero ? "" : "mx-auto w-full max-w-4xl text-center [&_ol]:justify-center"}
        >
          <PageTitle crumbs={crumbs ?? fromHome({ label: page.title })} eyebrow={page.eyebrow}>
            {page.heading}
          </PageTitle>
          <p className={`mt-5 max-w-prose text-lg text-steel-700 ${page.hero ? "" : "mx-auto"}`}>
            {page.lead}
          </p>
          {brochure ? (
            <DownloadLink href={brochure} label="Download the brochure" className="mt-6" />
          ) : null}
        </div>
        {page.hero ? (
          photo ? (
            <Photo
              slot={photo}
              priority
              sizes="(min-width: 1024px) 560px, 100vw"
              className="w-full rounded-card shadow-card"
              fallback={heroDrawing(page.hero)}
            />
          ) : (
            heroDrawing(page.hero)
          )
        ) : null}
      </div>
    </section>
  );
}

/** A marketing page: its hero, then its blocks; `children` goes between them. */
export function MarketingPageView({
  page,
  crumbs,
  children,
}: {
  page: MarketingPage;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero
        page={page}
        crumbs={crumbs}
        brochure={brochureHref(page.path)}
        photo={pageSlot(page.path)}
      />
      {children}
      <Blocks blocks={page.blocks} />
    </>
  );
}
