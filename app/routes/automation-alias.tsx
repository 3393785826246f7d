import { MarketingPageView, marketingMeta } from "#app/features/marketing/marketing-page.tsx";
import { marketingPage } from "#app/features/marketing/marketing-pages.server.ts";
import { fromHome } from "#app/ui/crumbs.ts";
import type { Route } from "./+types/automation-alias";

/** /automation/automation1 … automation5 show the automation page; its canonical link names /automation. */
export function loader() {
  return { page: marketingPage("/automation") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? marketingMeta(loaderData.page) : [];
}

export default function AutomationAlias({ loaderData }: Route.ComponentProps) {
  return (
    <MarketingPageView
      page={loaderData.page}
      crumbs={fromHome({ label: "Automation", to: "/automation" })}
    />
  );
}
