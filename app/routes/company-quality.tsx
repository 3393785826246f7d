import { QualityPage } from "~/features/marketing/quality-page";
import { pageMeta } from "~/lib/seo/meta";

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
