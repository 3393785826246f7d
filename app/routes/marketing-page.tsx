import { data } from "react-router";
import { MarketingPageView } from "~/components/marketing-page";
import { getMarketingPage } from "~/content/marketing-pages.server";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/marketing-page";

export function loader({ request }: Route.LoaderArgs) {
  const entry = getMarketingPage(new URL(request.url).pathname);
  if (!entry) throw data("Not found", { status: 404 });
  return entry;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    image: page.hero?.src,
  });
}

export default function MarketingRoute({ loaderData }: Route.ComponentProps) {
  return <MarketingPageView page={loaderData.page} crumbs={loaderData.crumbs} />;
}
