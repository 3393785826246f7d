import { data } from "react-router";
import { caseStudiesFor, caseStudy } from "~/features/case-studies/case-studies.server";
import { leadService } from "~/features/case-studies/case-study-index";
import { CaseStudyPage } from "~/features/case-studies/case-study-page";
import { caseStudyHref, hasOilOrGasResults } from "~/features/case-studies/fields";
import { caseStudyJsonLd } from "~/features/case-studies/structured-data";
import { OilAnalysisCallout } from "~/features/oil-analysis/oil-analysis-callout";
import { pageMeta } from "~/lib/seo/meta";
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
