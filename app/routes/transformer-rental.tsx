import { data } from "react-router";
import { caseStudiesForPage } from "#app/features/case-studies/public.server.ts";
import { RelatedCaseStudies } from "#app/features/case-studies/related-case-studies.tsx";
import { MarketingPageView, marketingMeta } from "#app/features/marketing/marketing-page.tsx";
import { getMarketingPage } from "#app/features/marketing/marketing-pages.server.ts";
import { fleetRows, liveHeaders } from "#app/features/rental-fleet/fleet-page.server.ts";
import { FleetTable } from "#app/features/rental-fleet/fleet-table.tsx";
import { rentalFleetOf } from "#app/features/rental-fleet/public.server.ts";
import { ServiceRequestCallout } from "#app/features/service-requests/service-request-callout.tsx";
import type { Route } from "./+types/transformer-rental";

/**
 * /transformer/rental: the page's copy (content/pages/transformer-rental.yaml) with the fleet as
 * it stands now. Rendered for each request, never prerendered (see serverRenderedPrefixes) and
 * sent with no-store, so no cache can show a unit free after staff marked it on hire.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const entry = getMarketingPage("/transformer/rental");
  if (!entry) throw data("Not found", { status: 404 });
  return {
    ...entry,
    caseStudies: caseStudiesForPage(entry.page.path),
    fleet: await fleetRows(rentalFleetOf(context)),
  };
}

export function headers() {
  return liveHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? marketingMeta(loaderData.page, "home") : [];
}

export default function TransformerRental({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, caseStudies, fleet } = loaderData;
  return (
    <>
      <MarketingPageView page={page} crumbs={crumbs}>
        <FleetTable rows={fleet.rows} asOf={fleet.asOf} />
      </MarketingPageView>
      <RelatedCaseStudies studies={caseStudies} />
      <ServiceRequestCallout />
    </>
  );
}
