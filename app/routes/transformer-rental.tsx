import { data } from "react-router";
import { caseStudiesForPage } from "~/features/case-studies/public.server";
import { RelatedCaseStudies } from "~/features/case-studies/related-case-studies";
import { MarketingPageView, marketingMeta } from "~/features/marketing/marketing-page";
import { getMarketingPage } from "~/features/marketing/marketing-pages.server";
import { fleetRows, liveHeaders } from "~/features/rental-fleet/fleet-page.server";
import { FleetTable } from "~/features/rental-fleet/fleet-table";
import { rentalFleetOf } from "~/features/rental-fleet/public.server";
import { ServiceRequestCallout } from "~/features/service-requests/service-request-callout";
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
