import { MarketingPageView } from "~/components/marketing-page";
import { automationPage } from "~/content/pages/automation";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/automation-alias";

/** /automation/automation1 … automation5 show the automation page; search engines are told so. */

export function loader() {
  return { page: automationPage };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return pageMeta({
    title: page.title,
    description: page.description,
    path: location.pathname,
    canonicalPath: page.path,
    image: page.hero?.src,
  });
}

export default function AutomationAlias({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingPageView
      page={loaderData.page}
      crumbs={[
        { label: "Home", to: "/" },
        { label: "Automation", to: "/automation" },
      ]}
    />
  );
}
