import { data } from "react-router";
import { caseStudiesForPage } from "~/features/case-studies/public.server";
import { RelatedCaseStudies } from "~/features/case-studies/related-case-studies";
import { Leaders } from "~/features/marketing/leaders";
import { leaders } from "~/features/marketing/marketing-content.server";
import { MarketingPageView, marketingMeta } from "~/features/marketing/marketing-page";
import { getMarketingPage } from "~/features/marketing/marketing-pages.server";
import { oilAnalysisCalloutCopy } from "~/features/oil-analysis/oil-analysis-callout";
import { OilAnalysisCalloutBand } from "~/features/oil-analysis/oil-analysis-callout-band";
import { ServiceRequestCallout } from "~/features/service-requests/service-request-callout";
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
