import { data } from "react-router";
import { catalogue } from "~/features/catalogue/catalogue.server";
import { ItemCard } from "~/features/catalogue/item-card";
import { breadcrumbJsonLd } from "~/features/catalogue/structured-data";
import { company } from "~/lib/company";
import { pageMeta } from "~/lib/seo/meta";
import { Breadcrumb } from "~/ui/breadcrumb";
import type { Route } from "./+types/services-category";

export function loader({ params }: Route.LoaderArgs) {
  const group = catalogue.group(params.id);
  if (!group) throw data("Not found", { status: 404 });
  const crumbs = [
    { label: "Home", to: "/" },
    { label: "Services", to: "/services" },
    { label: group.name },
  ];
  return {
    group: {
      id: group.id,
      name: group.name,
      img: group.img,
      summary: group.summary,
      intro: group.intro,
    },
    items: catalogue.groupCards(group),
    crumbs,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { group, crumbs } = loaderData;
  const path = `/services/categories/${group.id}`;
  return pageMeta({
    title: group.name,
    description: group.summary,
    path,
    image: group.img,
    jsonLd: [
      breadcrumbJsonLd(crumbs, path),
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: group.name,
        description: group.summary,
        provider: { "@type": "Organization", name: company.name },
        areaServed: "IN",
      },
    ],
  });
}

export default function ServiceCategory({ loaderData }: Route.ComponentProps) {
  const { group, items, crumbs } = loaderData;
  return (
    <>
      <section className="border-b border-steel-200 bg-navy-50">
        <div className="page-x grid items-center gap-8 py-12 lg:grid-cols-[1.4fr_1fr] lg:py-14">
          <div>
            <Breadcrumb items={crumbs} />
            <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">{group.name}</h1>
            <div className="mt-5 max-w-prose space-y-4 text-steel-700">
              {group.intro.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <img
            src={group.img}
            alt=""
            width={480}
            height={360}
            className="hidden h-auto w-full rounded-card border border-steel-200 bg-paper shadow-card lg:block"
          />
        </div>
      </section>
      <section aria-labelledby="items-heading" className="bg-paper py-12 lg:py-16">
        <div className="page-x">
          <h2 id="items-heading" className="text-2xl font-semibold">
            {items.length} {items.length === 1 ? "offering" : "offerings"} in {group.name}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {items.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
