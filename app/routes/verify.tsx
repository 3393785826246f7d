import { verifyHeaders, verifySearchLoader } from "~/features/reports/verify-page.server";
import { VerifySearch } from "~/features/reports/verify-search";
import { pageTitle } from "~/lib/company";
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
