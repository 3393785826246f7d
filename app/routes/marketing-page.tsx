import { data } from "react-router";
import { MarketingPageView, marketingMeta } from "~/features/marketing/marketing-page";
import { getMarketingPage } from "~/features/marketing/marketing-pages.server";
import type { Route } from "./+types/marketing-page";

export function loader({ request }: Route.LoaderArgs) {
  const entry = getMarketingPage(new URL(request.url).pathname);
  if (!entry) throw data("Not found", { status: 404 });
  return entry;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? marketingMeta(loaderData.page) : [];
}

export default function MarketingRoute({ loaderData }: Route.ComponentProps) {
  return <MarketingPageView page={loaderData.page} crumbs={loaderData.crumbs} />;
}
