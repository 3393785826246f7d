import { QualityPage } from "#app/features/marketing/quality-page.tsx";
import { pageMeta } from "#app/lib/seo/meta.ts";

export function meta() {
  return pageMeta({
    title: "Quality & Certifications",
    description:
      "ISO 9001, 14001 and 45001 certificates, the NABL scope of our transformer oil laboratory, type-test reports, utility and PSU vendor registrations and safety figures.",
    path: "/company/quality",
  });
}

export default function CompanyQuality() {
  return <QualityPage />;
}
