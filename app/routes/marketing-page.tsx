import { data } from "react-router";
import { caseStudiesForPage } from "#app/features/case-studies/public.server.ts";
import { RelatedCaseStudies } from "#app/features/case-studies/related-case-studies.tsx";
import { Leaders } from "#app/features/marketing/leaders.tsx";
import { leaders } from "#app/features/marketing/marketing-content.server.ts";
import { MarketingPageView, marketingMeta } from "#app/features/marketing/marketing-page.tsx";
import { getMarketingPage } from "#app/features/marketing/marketing-pages.server.ts";
import { oilAnalysisCalloutCopy } from "#app/features/oil-analysis/oil-analysis-callout.tsx";
import { OilAnalysisCalloutBand } from "#app/features/oil-analysis/oil-analysis-callout-band.tsx";
import { ServiceRequestCallout } from "#app/features/service-requests/service-request-callout.tsx";
import type { Route } from "./+types/marketing-page";

export function loader({ request }: Route.LoaderArgs) {
  const entry = getMarketingPage(new URL(request.url).pathname);
  if (!entry) throw data("Not found", { status: 404 });
  const path = entry.page.path;
  return {
    ...entry,
    leaders: path === "/aboutus" || path === "/company/whoweare" ? leaders : null,
    caseStudies: caseStudiesForPage(entry.page.path),
    oilTool: oilAnalysisCalloutCopy(entry.page.path),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? marketingMeta(loaderData.page) : [];
}

export default function MarketingRoute({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, caseStudies, oilTool, leaders } = loaderData;
  return (
    <>
      <MarketingPageView page={page} crumbs={crumbs} />
      {leaders ? <Leaders content={leaders} /> : null}
      {oilTool ? <OilAnalysisCalloutBand {...oilTool} /> : null}
      <RelatedCaseStudies
        studies={caseStudies}
        heading={page.path === "/industry" ? "Recent projects in these industries" : undefined}
      />
      {page.path.startsWith("/transformer/") ? <ServiceRequestCallout /> : null}
    </>
  );
}
