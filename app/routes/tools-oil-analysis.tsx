import { data, useLocation } from "react-router";
import {
  OilAnalysisPage,
  oilAnalysisPath,
  readFormValues,
  readingOf,
  readMore,
  reportDate,
} from "#app/features/oil-analysis/public.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/tools-oil-analysis";

export const handle: ServerHandle = { rendersQuery: true, ownLetterhead: true };

/**
 * The empty form is prerendered; an address with values is rendered for each request (the
 * route's handle says rendersQuery), answered 400 when a value must be corrected, and never cached: the
 * values are the visitor's own.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const values = readFormValues(url.searchParams);
  const reading = readingOf(values);
  return data(
    {
      values,
      today: reportDate(),
      query: url.search !== "",
      more: readMore(url.searchParams),
    },
    {
      status: reading.kind === "invalid" ? 400 : 200,
      headers: url.search ? { "Cache-Control": "private, no-store" } : undefined,
    },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Oil Test and DGA Interpreter",
    description:
      "Free transformer oil and DGA interpreter: BDV, water, acidity, IFT and DDF against IEC 60422 / IS 1866, Duval Triangle 1 and IEC 60599 ratios, with next steps.",
    path: oilAnalysisPath,
    // A reading is a view of this page, not a page of its own.
    noindex: loaderData?.query,
    keywords: [
      "DGA interpretation",
      "Duval triangle",
      "IEC 60599",
      "IEC 60422",
      "IS 1866",
      "transformer oil BDV",
      "transformer oil test",
    ],
  });
}

export default function OilAnalysisRoute({ loaderData }: Route.ComponentProps) {
  // A navigation to this page (a link with other values, Back) starts the form afresh; typing
  // only replaces the address and keeps the page as it is.
  const { key } = useLocation();
  return (
    <OilAnalysisPage
      key={key}
      initialValues={loaderData.values}
      today={loaderData.today}
      more={loaderData.more}
    />
  );
}
