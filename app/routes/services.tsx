import { catalogue } from "~/features/catalogue/catalogue.server";
import { SearchBar } from "~/features/catalogue/search-bar";
import { ServiceCard } from "~/features/catalogue/service-card";
import { pageMeta } from "~/lib/seo/meta";
import { Breadcrumb } from "~/ui/breadcrumb";
import type { Route } from "./+types/services";

export function loader() {
  return { services: catalogue.serviceCards() };
}

export function meta() {
  return pageMeta({
    title: "Services and products",
    description:
      "Transformer repair and maintenance, ACB/VCB and OLTC repair, oil filtration, installation, spares, silica gel, temperature indicators and SF6 gas from Vadodara.",
    path: "/services",
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="border-b border-steel-200 bg-navy-50">
        <div className="page-x py-12 lg:py-14">
          <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Services" }]} />
          <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">Services and products</h1>
          <p className="mt-4 max-w-3xl text-lg text-steel-700">
            Repairs, overhauls, testing and installation for transformers and switchgear, and the
            spares and consumables that keep them in service. Choose a line below or search by name.
          </p>
          <div className="mt-8">
            <SearchBar />
          </div>
        </div>
      </section>
      <section aria-label="All services" className="bg-paper py-12 lg:py-16">
        <ul className="page-x grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
      </section>
    </>
  );
}
