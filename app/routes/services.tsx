import { Link } from "react-router";
import { catalogue } from "~/features/catalogue/catalogue.server";
import { SearchBar } from "~/features/catalogue/search-bar";
import { pageMeta } from "~/lib/seo/meta";
import { Breadcrumb } from "~/ui/breadcrumb";
import { ArrowRightIcon } from "~/ui/icons";
import type { Route } from "./+types/services";

export function loader() {
  return { services: catalogue.serviceCards() };
}

export function meta() {
  return pageMeta({
    title: "Services and Products",
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
          <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">Services and Products</h1>
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
            <li
              key={service.id}
              className="flex flex-col overflow-hidden rounded-card border border-steel-200 bg-white shadow-card"
            >
              <Link to={service.href} tabIndex={-1} aria-hidden="true">
                <img
                  src={service.img}
                  alt=""
                  width={480}
                  height={360}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[16/9] h-auto w-full bg-paper object-cover"
                />
              </Link>
              <div className="flex flex-1 flex-col border-t-4 border-amber-500 p-6">
                <h2 className="text-lg font-semibold">
                  <Link to={service.href} className="hover:underline">
                    {service.name}
                  </Link>
                </h2>
                <p className="mt-2 text-sm text-steel-700">{service.summary}</p>
                {service.rows.length ? (
                  <ul className="mt-4 space-y-2 border-t border-steel-200 pt-4 text-sm">
                    {service.rows.map((row) => (
                      <li
                        key={row.map((link) => link.id).join()}
                        className="grid grid-cols-2 gap-3"
                      >
                        {row.map((link) => (
                          <Link
                            key={link.id}
                            to={link.href}
                            className="text-navy-700 underline-offset-4 hover:underline"
                          >
                            {link.name}
                          </Link>
                        ))}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="mt-auto pt-5">
                  <Link
                    to={service.href}
                    className="inline-flex items-center gap-2 rounded-md border border-navy-800 px-4 py-2 text-sm font-semibold text-navy-800 hover:bg-navy-50"
                  >
                    More...<span className="sr-only"> about {service.name}</span>
                    <ArrowRightIcon className="size-4" />
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
