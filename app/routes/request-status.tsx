import { isRouteErrorResponse, useRouteError } from "react-router";
import {
  privateHeaders,
  requestStatusLoader,
} from "~/features/service-requests/request-page.server";
import { StatusView } from "~/features/service-requests/status-view";
import { pageTitle } from "~/lib/company";
import { Breadcrumb } from "~/ui/breadcrumb";
import { NotFoundPage } from "~/ui/not-found-page";
import type { Route } from "./+types/request-status";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return requestStatusLoader(request, params.reference, context);
}

export function headers() {
  return privateHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  // Without data the 404 page below writes its own title and robots tag.
  if (!loaderData) return [];
  return [
    { title: pageTitle(`Service request ${loaderData.reference}`) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

/**
 * An unknown reference, a wrong token and a missing one all end here: the site's 404 page, sent
 * with this route's headers (no-store, noindex) so that no cache keeps it.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}

export default function RequestStatus({ loaderData }: Route.ComponentProps) {
  const { justSent, statusUrl, ...timeline } = loaderData;
  return (
    <div className="page-x max-w-4xl py-10 lg:py-14">
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Service request status" }]} />
      <h1 className="mt-5 text-3xl font-semibold sm:text-4xl">
        Service request <span className="whitespace-nowrap">{timeline.reference}</span>
      </h1>
      <div className="mt-8">
        <StatusView timeline={timeline} justSent={justSent} statusUrl={statusUrl} />
      </div>
    </div>
  );
}
