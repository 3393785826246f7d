import { company } from "#app/lib/company.ts";
import { absoluteUrl } from "#app/lib/seo/site-url.ts";
import { caseStudyHref, sectors } from "./fields.ts";
import type { CaseStudy } from "./schema.ts";

/** schema.org Article for a case study: what it is about, where, by whom, when. */
export function caseStudyJsonLd(study: CaseStudy): Record<string, unknown> {
  const url = absoluteUrl(caseStudyHref(study.slug));
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    headline: study.title,
    description: study.summary,
    url,
    mainEntityOfPage: url,
    articleSection: "Case studies",
    about: [sectors[study.sector].label, `${study.asset.rating} ${study.asset.voltage}`],
    contentLocation: {
      "@type": "Place",
      name: `${study.city}, ${study.state}, India`,
    },
    // The year of the work: the study carries no finer date, so none is claimed.
    temporalCoverage: String(study.year),
    inLanguage: "en-IN",
    author: { "@type": "Organization", name: company.name, url: absoluteUrl("/") },
    publisher: {
      "@type": "Organization",
      name: company.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/logo.svg") },
    },
  };
}
