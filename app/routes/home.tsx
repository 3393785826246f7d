import { Link } from "react-router";
import { company } from "~/content/company";
import { pageMeta } from "~/seo/meta";
import { organizationJsonLd } from "~/seo/structured-data";

export function meta() {
  return pageMeta({
    description: company.description,
    path: "/",
    keywords: company.keywords,
    jsonLd: [organizationJsonLd()],
  });
}

export default function Home() {
  return (
    <section className="bg-navy-950 text-white">
      <div className="page-x py-20 lg:py-28">
        <p className="text-sm font-semibold tracking-[0.14em] text-amber-300 uppercase">
          {company.shortName}
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl font-semibold text-white sm:text-5xl">
          Transformer Life Cycle Management
        </h1>
        <p className="mt-4 text-xl text-navy-100">Zero Breakdown | No Production Loss</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/contact"
            className="rounded-md bg-amber-500 px-5 py-3 font-semibold text-navy-950 hover:bg-amber-300"
          >
            Send an enquiry
          </Link>
          <a
            href={`tel:${company.phones[0].e164}`}
            className="rounded-md border border-navy-600 px-5 py-3 font-semibold text-white hover:bg-navy-800"
          >
            Call {company.phones[0].display}
          </a>
        </div>
      </div>
    </section>
  );
}
