import { data } from "react-router";
import { caseStudiesForPage } from "~/features/case-studies/public.server";
import { RelatedCaseStudies } from "~/features/case-studies/related-case-studies";
import { catalogue } from "~/features/catalogue/catalogue.server";
import { CatalogueImage } from "~/features/catalogue/catalogue-image";
import { catalogueCrumbs, ItemsSection, itemMeta } from "~/features/catalogue/catalogue-page";
import { formatPrice } from "~/features/catalogue/format";
import { headlineFacts } from "~/features/catalogue/item-facts";
import { ItemSections } from "~/features/catalogue/item-sections";
import { itemPageJsonLd } from "~/features/catalogue/structured-data";
import { EnquiryDialog } from "~/features/enquiries/enquiry-dialog";
import { oilAnalysisCalloutCopy } from "~/features/oil-analysis/oil-analysis-callout";
import { OilAnalysisCalloutBand } from "~/features/oil-analysis/oil-analysis-callout-band";
import { company } from "~/lib/company";
import { datasheetHref } from "~/lib/downloads";
import { keepAfterPosts, type ShouldRevalidateFunctionArgs } from "~/lib/static-loader-data";
import { Breadcrumb } from "~/ui/breadcrumb";
import { CheckIcon } from "~/ui/check-icon";
import { DownloadLink } from "~/ui/download-link";
import { PhoneIcon } from "~/ui/icons";
import { Photo } from "~/ui/photo";
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
  return {
    item: entry.item,
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
  const { item, group, similar, crumbs, caseStudies, oilTool } = loaderData;
  const price = item.price ? formatPrice(item.price) : undefined;
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
              {headlineFacts(item).map(([label, value]) => (
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

      <ItemSections item={item} price={price} />
      {/* On paper the page is a one-page datasheet: the promotion and the links to other pages
          stay on screen. */}
      <div className="print:hidden">
        {oilTool ? <OilAnalysisCalloutBand {...oilTool} /> : null}

        {group && similar.length ? (
          <ItemsSection
            headingId="similar-heading"
            heading={<>Similar Products in {group.name}</>}
            items={similar}
          />
        ) : null}
        <RelatedCaseStudies studies={caseStudies} />
      </div>
    </>
  );
}
