import { data } from "react-router";
import { caseStudiesForPage } from "#app/features/case-studies/public.server.ts";
import { RelatedCaseStudies } from "#app/features/case-studies/related-case-studies.tsx";
import { catalogue } from "#app/features/catalogue/catalogue.server.ts";
import { CatalogueImage } from "#app/features/catalogue/catalogue-image.tsx";
import {
  catalogueCrumbs,
  groupMeta,
  ItemsSection,
} from "#app/features/catalogue/catalogue-page.tsx";
import { groupPageJsonLd } from "#app/features/catalogue/structured-data.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { Paragraphs } from "#app/ui/section.tsx";
import type { Route } from "./+types/services-category";

export function loader({ params }: Route.LoaderArgs) {
  const group = catalogue.group(params.id);
  if (!group) throw data("Not found", { status: 404 });
  const crumbs = catalogueCrumbs({ label: group.name });
  return {
    group: {
      id: group.id,
      name: group.name,
      img: group.img,
      summary: group.summary,
      intro: group.intro,
    },
    items: catalogue.groupCards(group),
    crumbs,
    jsonLd: groupPageJsonLd(group, crumbs),
    caseStudies: caseStudiesForPage(`/services/categories/${group.id}`),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? groupMeta(loaderData.group, loaderData.jsonLd) : [];
}

export default function ServiceCategory({ loaderData }: Route.ComponentProps) {
  const { group, items, crumbs, caseStudies } = loaderData;
  return (
    <>
      <section className="border-b border-steel-200 bg-navy-50">
        <div className="page-x grid items-center gap-8 py-12 lg:grid-cols-[1.4fr_1fr] lg:py-14">
          <div>
            <Breadcrumb items={crumbs} />
            <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">{group.name}</h1>
            <Paragraphs texts={group.intro} className="mt-5 max-w-prose space-y-4 text-steel-700" />
          </div>
          <CatalogueImage
            src={group.img}
            className="hidden h-auto w-full rounded-card border border-steel-200 bg-paper shadow-card lg:block"
          />
        </div>
      </section>
      <ItemsSection
        headingId="items-heading"
        heading={
          <>
            {items.length} {items.length === 1 ? "offering" : "offerings"} in {group.name}
          </>
        }
        items={items}
      />
      <RelatedCaseStudies studies={caseStudies} />
    </>
  );
}
