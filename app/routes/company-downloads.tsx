import { catalogue } from "#app/features/catalogue/catalogue.server.ts";
import { PageHero } from "#app/features/marketing/marketing-page.tsx";
import { marketingPage } from "#app/features/marketing/marketing-pages.server.ts";
import { pdfFiles } from "#app/lib/company-credentials.ts";
import { brochureHref, datasheetHref, serviceLinePaths } from "#app/lib/downloads.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { type DownloadGroup, DownloadList } from "#app/ui/download-list.tsx";
import type { Route } from "./+types/company-downloads";

/** Every PDF the build prints: company documents, brochures, then datasheets by catalogue line. */
export function loader() {
  const datasheet = (item: { id: string; name: string }) => ({
    label: item.name,
    href: datasheetHref(item.id),
  });
  const groupServices = catalogue.services.filter((service) => service.kind === "group");
  const singles = catalogue.services.filter((service) => service.kind === "item");
  const groups: DownloadGroup[] = [
    {
      id: "company",
      title: "Company documents",
      intro:
        "The company profile and summaries of our certificates and laboratory accreditation, for vendor registration.",
      files: pdfFiles().map((file) => ({ label: file.title, href: file.path })),
    },
    {
      id: "brochures",
      title: "Service brochures",
      intro: "One brochure per service line: what we do, how, and what you receive.",
      files: serviceLinePaths.map((path) => ({
        label: marketingPage(path).title,
        href: brochureHref(path) ?? "",
      })),
    },
    {
      id: "datasheets",
      title: "Datasheets",
      intro:
        "One for every item of the catalogue, with its price or terms, specification and the time the work takes, by line of the catalogue.",
      files: [],
      groups: [
        ...groupServices.map((service) => ({
          id: `datasheets-${service.id}`,
          title: service.name,
          files: service.categories.flat().map(datasheet),
        })),
        {
          id: "datasheets-other",
          title: "Other products and services",
          files: singles.map(datasheet),
        },
      ],
    },
  ];
  return { groups };
}

export function meta() {
  return pageMeta({
    title: "Downloads",
    description:
      "Company profile, certificate summaries, a brochure for each transformer service line and a datasheet for every item of our catalogue, as PDF files.",
    path: "/company/downloads",
  });
}

export default function CompanyDownloads({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        page={{
          title: "Downloads",
          eyebrow: "Documents for buyers",
          heading: "Downloads",
          lead: "Datasheets, service brochures and company documents for your vendor file, printed from the same data as these pages.",
        }}
      />
      <DownloadList groups={loaderData.groups} />
    </>
  );
}
