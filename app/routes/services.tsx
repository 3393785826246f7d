import { catalogue } from "#app/features/catalogue/catalogue.server.ts";
import { SearchBar } from "#app/features/catalogue/search-bar.tsx";
import { ServiceCard } from "#app/features/catalogue/service-card.tsx";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { fromHome } from "#app/ui/crumbs.ts";
import type { Route } from "./+types/services";

/**
 * The listing is for reading: its links and its search form (a GET form the server turns into
 * /services/search/{term}, blank terms refused by the field) need no script (decision 0017).
 */
export const handle: ServerHandle = { hydrate: false };

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
  const lines = loaderData.services.filter((service) => service.rows.length > 0);
  const singles = loaderData.services.filter((service) => service.rows.length === 0);
  // From 1024 px the first line spans the row when three to a row would leave one card alone.
  const featured = lines.length % 3 === 1;
  return (
    <>
      <section className="border-b border-steel-200 bg-navy-50">
        <div className="page-x pt-12 lg:pt-14 print:pt-0">
          <Breadcrumb items={fromHome({ label: "Services" })} />
        </div>
        {/* A catalogue's front page: its name, what it holds and the search box, centred. */}
        <div className="page-x flex flex-col items-center pb-12 text-center lg:pb-14 print:pb-2">
          <h1 className="mt-6 text-3xl font-semibold sm:text-4xl print:mt-0">
            Services and products
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-steel-700">
            Repairs, overhauls, testing and installation for transformers and switchgear, and the
            spares and consumables that keep them in service. Choose a line below or search by name.
          </p>
          <div className="mt-8 flex w-full justify-center print:hidden">
            <SearchBar />
          </div>
        </div>
      </section>
      <section aria-label="All services" className="bg-paper py-12 lg:py-16">
        {/* On paper one line to a row, its links across the page (ServiceCard). */}
        <ul className="page-x grid gap-6 md:grid-cols-2 lg:grid-cols-3 print:grid-cols-1 print:gap-3">
          {lines.map((service, index) => (
            <ServiceCard key={service.id} service={service} featured={index === 0 && featured} />
          ))}
        </ul>
        {singles.length ? (
          // Services of a single item have no list of parts: a row of their own, of even cards.
          <ul
            className={`page-x mt-6 grid gap-6 md:grid-cols-2 print:mt-3 print:grid-cols-2 print:gap-3 ${singles.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}
          >
            {singles.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
