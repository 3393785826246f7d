import { data } from "react-router";
import { caseStudiesFor, caseStudy } from "#app/features/case-studies/case-studies.server.ts";
import { leadService } from "#app/features/case-studies/case-study-index.ts";
import { CaseStudyPage } from "#app/features/case-studies/case-study-page.tsx";
import { caseStudyHref, hasOilOrGasResults } from "#app/features/case-studies/fields.ts";
import { caseStudyJsonLd } from "#app/features/case-studies/structured-data.ts";
import { OilAnalysisCallout } from "#app/features/oil-analysis/oil-analysis-callout.tsx";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/case-study";

export function loader({ params }: Route.LoaderArgs) {
  const study = caseStudy(params.slug);
  if (!study) throw data(null, { status: 404 });
  // Others of the same sector or of the same field of work (lead service), this one left out.
  const related = caseStudiesFor({ sector: study.sector, service: leadService(study) }, 4)
    .filter((card) => card.slug !== study.slug)
    .slice(0, 3);
  return { study, related, oilValues: hasOilOrGasResults(study) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { study } = loaderData;
  return pageMeta({
    title: study.title,
    description: study.summary,
    path: caseStudyHref(study.slug),
    type: "article",
    jsonLd: [caseStudyJsonLd(study)],
  });
}

export default function CaseStudyRoute({ loaderData }: Route.ComponentProps) {
  const { study, related, oilValues } = loaderData;
  return (
    <CaseStudyPage
      study={study}
      related={related}
      afterResults={oilValues ? <OilAnalysisCallout topic="case-study" /> : undefined}
    />
  );
}
