import { verifyHeaders, verifySearchLoader } from "#app/features/reports/verify-page.server.ts";
import { VerifySearch } from "#app/features/reports/verify-search.tsx";
import { pageTitle } from "#app/lib/company.ts";
import type { Route } from "./+types/verify";

export function loader({ request }: Route.LoaderArgs) {
  return verifySearchLoader(request);
}

export function headers() {
  return verifyHeaders;
}

export function meta() {
  return [
    { title: pageTitle("Verify a test report") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  return <VerifySearch typed={loaderData.typed} error={loaderData.error} />;
}
