import { data } from "react-router";
import { caseStudiesForPage } from "#app/features/case-studies/public.server.ts";
import { RelatedCaseStudies } from "#app/features/case-studies/related-case-studies.tsx";
import { catalogue } from "#app/features/catalogue/catalogue.server.ts";
import { CatalogueImage } from "#app/features/catalogue/catalogue-image.tsx";
import {
  catalogueCrumbs,
  ItemsSection,
  itemMeta,
} from "#app/features/catalogue/catalogue-page.tsx";
import { formatPrice } from "#app/features/catalogue/format.ts";
import { headlineFacts, termsBoxes } from "#app/features/catalogue/item-facts.ts";
import { ItemSections } from "#app/features/catalogue/item-sections.tsx";
import { itemPageJsonLd } from "#app/features/catalogue/structured-data.ts";
import { EnquiryDialog } from "#app/features/enquiries/enquiry-dialog.tsx";
import { oilAnalysisCalloutCopy } from "#app/features/oil-analysis/oil-analysis-callout.tsx";
import { OilAnalysisCalloutBand } from "#app/features/oil-analysis/oil-analysis-callout-band.tsx";
import { company } from "#app/lib/company.ts";
import { datasheetHref } from "#app/lib/downloads.ts";
import { keepAfterPosts, type ShouldRevalidateFunctionArgs } from "#app/lib/static-loader-data.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { CheckIcon } from "#app/ui/check-icon.tsx";
import { DownloadLink } from "#app/ui/download-link.tsx";
import { PhoneIcon } from "#app/ui/icons.tsx";
import { Photo } from "#app/ui/photo.tsx";
import { ServerPart } from "#app/ui/server-part.tsx";
import type { Route } from "./+types/services-details";

export function loader({ params }: Route.LoaderArgs) {
  const entry = catalogue.item(params.id);
  if (!entry) throw data("Not found", { status: 404 });
  const crumbs = catalogueCrumbs(
    ...(entry.group
      ? [{ label: entry.group.name, to: `/services/categories/${entry.group.id}` }]
      : []),
    { label: entry.item.name },
  );
  const price = entry.item.price ? formatPrice(entry.item.price) : undefined;
  return {
    item: entry.item,
    price,
    // Worded here, so the rules behind them stay out of the browser's bundle.
    facts: headlineFacts(entry.item),
    terms: termsBoxes(entry.item, price),
    group: entry.group ? { id: entry.group.id, name: entry.group.name } : undefined,
    similar: catalogue.siblings(entry),
    crumbs,
    jsonLd: itemPageJsonLd(entry.item, crumbs),
    oilTool: oilAnalysisCalloutCopy(`/services/details/${entry.item.id}`),
    caseStudies: caseStudiesForPage(`/services/details/${entry.item.id}`),
  };
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return keepAfterPosts(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? itemMeta(loaderData.item, loaderData.jsonLd) : [];
}

export default function ServiceDetails({ loaderData }: Route.ComponentProps) {
  const { item, price, facts, terms, group, similar, crumbs, caseStudies, oilTool } = loaderData;
  return (
    <>
      <section className="border-b border-steel-200 bg-navy-50 print:border-0 print:bg-white">
        <div className="page-x py-8 print:hidden">
          <Breadcrumb items={crumbs} />
        </div>
        <div
          className="page-x grid gap-8 pb-12 md:grid-cols-[minmax(0,300px)_1fr] lg:grid-cols-[minmax(0,480px)_1fr] lg:gap-12"
          data-datasheet-head
        >
          <Photo
            slot={`item-${item.id}`}
            alt={item.name}
            priority
            sizes="(min-width: 1024px) 480px, (min-width: 768px) 300px, 100vw"
            className="h-auto w-full rounded-card border border-steel-200 shadow-card"
            fallback={
              <CatalogueImage
                src={item.img}
                alt={item.imgAlt}
                priority
                className="h-auto w-full rounded-card border border-steel-200 bg-paper shadow-card"
              />
            }
          />
          <div>
            <p className="text-sm font-semibold tracking-[0.12em] text-amber-800 uppercase">
              {group?.name ?? company.shortName}
            </p>
            <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{item.name}</h1>
            <p className="mt-2 text-sm text-steel-600">Item code {item.no}</p>
            <p className="mt-5 text-2xl font-semibold text-navy-950">
              {price ?? (
                <span className="text-lg font-medium text-steel-700">Price on request</span>
              )}
              {price ? (
                <span className="ml-2 text-sm font-normal text-steel-600">excl. GST</span>
              ) : null}
            </p>
            <p className="mt-4 max-w-prose text-steel-700">{item.summary}</p>
            <ul className="mt-5 space-y-2 text-sm text-steel-700">
              {facts.map(([label, value]) => (
                <li key={label} className="flex gap-2">
                  <CheckIcon className="size-5 shrink-0" /> {label}: {value}
                </li>
              ))}
            </ul>
            <div className="mt-7 flex flex-wrap gap-3 print:hidden">
              <EnquiryDialog
                product={item.name}
                enquiryHref={`/services/details/${item.id}/enquiry`}
              />
              <a
                href={`tel:${company.phones[1].e164}`}
                className="inline-flex items-center gap-2 rounded-md border border-navy-800 px-5 py-3 font-semibold text-navy-800 hover:bg-white"
              >
                <PhoneIcon className="size-4" /> Call {company.phones[1].display}
              </a>
            </div>
            <DownloadLink
              href={datasheetHref(item.id)}
              label="Download the datasheet"
              className="mt-6"
            />
          </div>
        </div>
      </section>

      {/* Below the first screen nothing changes in the browser: a loaded page keeps the
          server's markup of these parts and React does not hydrate them (ServerPart, issue 27,
          decision 0020), and their code stays on the server. */}
      <ServerPart id={`item-sections-${item.id}`}>
        {import.meta.env.SSR ? <ItemSections item={item} terms={terms} /> : null}
      </ServerPart>
      {/* On paper the page is a one-page datasheet: the promotion and the links to other pages
          stay on screen. */}
      <div className="print:hidden">
        {oilTool ? (
          <ServerPart id={`item-oil-tool-${item.id}`}>
            {import.meta.env.SSR ? <OilAnalysisCalloutBand {...oilTool} /> : null}
          </ServerPart>
        ) : null}

        {group && similar.length ? (
          <ServerPart id={`item-similar-${item.id}`}>
            {import.meta.env.SSR ? (
              <ItemsSection
                headingId="similar-heading"
                heading={<>Similar Products in {group.name}</>}
                items={similar}
              />
            ) : null}
          </ServerPart>
        ) : null}
        <ServerPart id={`item-case-studies-${item.id}`}>
          {import.meta.env.SSR ? <RelatedCaseStudies studies={caseStudies} /> : null}
        </ServerPart>
      </div>
    </>
  );
}
