import { CaseStudyList } from "#app/features/case-studies/case-study-list.tsx";
import { caseStudyListData } from "#app/features/case-studies/list-data.server.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { IndiaMap } from "#app/ui/india-map.tsx";
import type { Route } from "./+types/case-studies";

/**
 * The list is for reading (decision 0017): no React in the browser, only the header's behaviour
 * module (decision 0019). The filters apply with their Show button, with or without JavaScript.
 * The map's pins are plain links.
 */
export const handle: ServerHandle = {
  rendersQuery: true,
  hydrate: false,
  behaviours: ["site-header"],
};

export function loader({ request }: Route.LoaderArgs) {
  return caseStudyListData(new URL(request.url).searchParams);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const filtered = Boolean(
    loaderData?.filter.sector || loaderData?.filter.service || loaderData?.state,
  );
  return pageMeta({
    title: "Case Studies",
    description:
      "Transformer repair, overhaul, oil and OLTC projects across India: the asset, the fault, the work and the test values before and after against IS and IEC limits.",
    path: "/case-studies",
    // A filtered list is a view of this page, not a page of its own.
    noindex: filtered,
  });
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { studies, total, state, pins } = loaderData;
  return (
    <CaseStudyList
      {...loaderData}
      map={
        <IndiaMap
          pins={pins}
          title={
            state
              ? `Our projects in ${state}`
              : `Where the ${studies.length === total ? "" : "chosen "}projects are`
          }
        />
      }
    />
  );
}
