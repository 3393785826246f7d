import { isRouteErrorResponse, useRouteError } from "react-router";
import { VerifyPage } from "~/features/reports/verify-page";
import { verifyAction, verifyHeaders, verifyLoader } from "~/features/reports/verify-page.server";
import { VerifyRefused } from "~/features/reports/verify-search";
import type { VerifyRefusal } from "~/features/reports/verify-types";
import { pageTitle } from "~/lib/company";
import type { Route } from "./+types/verify-report";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return verifyLoader(request, params["*"], context);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return verifyAction(request, params["*"], context);
}

export function headers({ errorHeaders }: Route.HeadersArgs) {
  return { ...verifyHeaders, ...Object.fromEntries(errorHeaders ?? []) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? `Test report ${loaderData.number}` : "Report not found") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** A number we never issued (404) or too many lookups from one address (429), said plainly. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 429)) {
    const refusal = error.data as VerifyRefusal;
    return (
      <>
        <title>{pageTitle(error.status === 404 ? "Report not found" : "Too many checks")}</title>
        <meta name="robots" content="noindex, nofollow" />
        <VerifyRefused refusal={refusal} />
      </>
    );
  }
  throw error;
}

export default function VerifyReport({ loaderData, actionData }: Route.ComponentProps) {
  return <VerifyPage view={loaderData} result={actionData} />;
}
