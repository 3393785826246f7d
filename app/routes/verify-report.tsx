import { isRouteErrorResponse, useRouteError } from "react-router";
import {
  verifyAction,
  verifyHeaders,
  verifyLoader,
} from "#app/features/reports/verify-page.server.ts";
import { VerifyPage } from "#app/features/reports/verify-page.tsx";
import { VerifyRefused } from "#app/features/reports/verify-search.tsx";
import type { VerifyRefusal } from "#app/features/reports/verify-types.ts";
import { pageTitle } from "#app/lib/company.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/verify-report";

export const handle: ServerHandle = { uploads: true };

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
