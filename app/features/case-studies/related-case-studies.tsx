import { ButtonLink } from "#app/ui/button-link.tsx";
import { PageSection } from "#app/ui/section.tsx";
import type { CaseStudyCard } from "./case-studies.server.ts";
import { CaseStudyCards } from "./case-study-cards.tsx";

/** A band of case studies under a service or industry page, with a link to all of them. */
export function RelatedCaseStudies({
  studies,
  heading = "This work at other plants",
}: {
  studies: CaseStudyCard[];
  heading?: string;
}) {
  if (studies.length === 0) return null;
  return (
    <PageSection
      headingId="related-case-studies"
      eyebrow="Case studies"
      heading={heading}
      band="bg-paper"
      action={
        <ButtonLink to="/case-studies" tone="outline">
          All case studies
        </ButtonLink>
      }
    >
      <div className="mt-8">
        <CaseStudyCards studies={studies} />
      </div>
    </PageSection>
  );
}
